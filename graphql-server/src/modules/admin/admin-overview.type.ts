import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The counts on the Admin Panel, counted when asked (administrators only).' })
export class AdminOverview {
  @Field(() => Int, { description: 'Every member account (administrators included).' }) members!: number;
  @Field(() => Int, { description: 'Accounts that are administrators or the super-administrator.' }) administrators!: number;
  @Field(() => Int, { description: 'Shop stewards listed in the directory (isActive); inactive ones are not counted.' })
  activeStewards!: number;
  @Field(() => Int, {
    description: 'Bulletins with isActive true, whatever their publish or expiry dates (drafts and expired ones included).',
  })
  activeBulletins!: number;
  @Field(() => Int, { description: 'Addresses on the email allowlist, active or not.' }) allowlistedEmails!: number;
  @Field(() => Int, { description: 'Addresses on the allowlist that are active, i.e. that may register now.' })
  activeAllowlistedEmails!: number;
}
