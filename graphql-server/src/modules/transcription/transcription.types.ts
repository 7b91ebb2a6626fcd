import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({ description: 'SPEC "Transcription response": text and duration in seconds; which engine made it.' })
export class Transcription {
  @Field(() => String)
  text!: string;

  @Field(() => Float, { description: 'Length of the audio, in seconds.' })
  duration!: number;

  @Field(() => String, { description: "'openai' or 'offline'." })
  engine!: string;

  @Field(() => Boolean, { description: 'True for the offline engine: a draft for the member to read and correct.' })
  isDraft!: boolean;
}
