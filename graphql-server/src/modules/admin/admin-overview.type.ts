import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The counts on the Admin Panel.' })
export class AdminOverview {
  @Field(() => Int, { description: 'Every member account (administrators included).' }) members!: number;
  @Field(() => Int) administrators!: number;
  @Field(() => Int) activeStewards!: number;
  @Field(() => Int) activeBulletins!: number;
  @Field(() => Int, { description: 'Addresses on the allowlist (active or not).' }) allowlistedEmails!: number;
  @Field(() => Int) activeAllowlistedEmails!: number;
}
