import { Field, InputType } from 'type-graphql';

// Shapes only: the rules (and the spec's messages) live in packages/rules (stewards) and run in the service.
@InputType()
export class StewardInput {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'e.g. Chief Steward, Alternate Steward, Steward' }) position!: string;
  @Field(() => String) department!: string;
  @Field(() => String, { description: 'day, night or swing (other values are shown as they are)' }) shift!: string;
  @Field(() => String) phoneNumber!: string;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => Boolean, { nullable: true, defaultValue: true }) isActive?: boolean;
}

@InputType({ description: 'Only the fields given change.' })
export class StewardUpdateInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) position?: string;
  @Field(() => String, { nullable: true }) department?: string;
  @Field(() => String, { nullable: true }) shift?: string;
  @Field(() => String, { nullable: true }) phoneNumber?: string;
  @Field(() => String, { nullable: true, description: 'Empty or null removes the email.' }) email?: string | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean;
}
