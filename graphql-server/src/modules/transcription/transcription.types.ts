import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    "A recording's transcript (SPEC 'Transcription response'): text and duration in seconds, and which engine wrote it. Nothing is stored.",
})
export class Transcription {
  @Field(() => String, { description: 'What was said, as plain text (sentences as the engine heard them).' })
  text!: string;

  @Field(() => Float, { description: 'Length of the audio, in seconds.' })
  duration!: number;

  @Field(() => String, {
    description: "Which engine wrote the text: 'openai' (when the server is configured with an OpenAI key) or 'offline'.",
  })
  engine!: string;

  @Field(() => Boolean, { description: 'True when the offline engine wrote it: a draft for the member to read and correct.' })
  isDraft!: boolean;
}
