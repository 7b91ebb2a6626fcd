import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../db/base.entity.js';
import { EMPLOYMENT_STATUSES, type EmploymentStatus } from '@union/rules/constants';
import { normalizeIdentifier } from '@union/rules/users';
import { enumOf } from '../graphql/enum-of.js';

export const EmploymentStatusEnum = enumOf(EMPLOYMENT_STATUSES);
registerEnumType(EmploymentStatusEnum, {
  name: 'EmploymentStatus',
  description: "A member's employment status (shown as Full-Time or Part-Time): decides which contract provisions apply.",
  valuesConfig: {
    full_time: { description: 'Full-Time: eligible for full benefits and contract provisions.' },
    part_time: { description: 'Part-Time: subject to part-time specific contract provisions.' },
  },
});

@ObjectType({ description: "A union member's account. Through `me` a member sees only their own; the password hash is never exposed." })
@Entity({ tableName: 'users' })
export class User extends BaseEntity<'isAdmin' | 'isSuperAdmin' | 'isSteward' | 'isActive'> {
  @Field(() => String, {
    description: 'Sign-in name, unique (compared trimmed and lower-cased), at most 64 characters. Cannot be changed through the API.',
  })
  @Property({ type: 'string', length: 64, unique: true })
  username!: string;

  @Field(() => String, {
    description:
      "The member's email, stored lower-cased, at most 254 characters; unique across accounts and the one the allowlist admitted at registration.",
  })
  @Property({ type: 'string', length: 254 })
  personalEmail!: string;

  /**
   * The username and email as compared (normalizeIdentifier), unique: sign-in and every uniqueness check look them up
   * with `=`, and the unique indexes decide between two registrations racing for `Dana` and `dana`. The entity fills
   * them itself at every insert and update, so no writer (registration, seed, ADMIN_USERNAME, tests) can forget.
   * Null only on an account that lost a collision when the keys were introduced (see that migration): it cannot be
   * signed into until renamed.
   */
  @Property({
    type: 'text',
    nullable: true,
    unique: true,
    hidden: true,
    onCreate: (user: User) => normalizeIdentifier(user.username),
    onUpdate: (user: User) => normalizeIdentifier(user.username),
  })
  usernameKey?: string | null;

  // One account per email: an allowlisted address stays on the list, but a second account is refused.
  @Property({
    type: 'text',
    nullable: true,
    unique: true,
    hidden: true,
    onCreate: (user: User) => normalizeIdentifier(user.personalEmail),
    onUpdate: (user: User) => normalizeIdentifier(user.personalEmail),
  })
  emailKey?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Phone number as entered (digits, spaces, -, ( ), +; at most 32 characters), or null.',
  })
  @Property({ type: 'string', length: 32, nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { description: 'First name, at most 100 characters.' })
  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Field(() => String, { description: 'Last name, at most 100 characters.' })
  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Field(() => String, { description: 'The airline employee number, unique across accounts, at most 32 characters.' })
  @Property({ type: 'string', length: 32, unique: true })
  employeeNumber!: string;

  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  hashedPassword!: string;

  @Field(() => EmploymentStatusEnum, {
    description: 'Full-time or part-time: decides which contract provisions apply (shown as a badge in the Contract Assistant).',
  })
  @Enum({ items: () => [...EMPLOYMENT_STATUSES] })
  employmentStatus!: EmploymentStatus;

  @Field(() => String, {
    nullable: true,
    description: "When the member's airport badge is due for renewal, YYYY-MM-DD (a calendar day, no time zone), or null.",
  })
  @Property({ type: 'date', nullable: true })
  badgeRenewalDate?: string | null;

  @Field(() => String, { nullable: true, description: "The member's last hearing test, YYYY-MM-DD, or null." })
  @Property({ type: 'date', nullable: true })
  lastHearingTestDate?: string | null;

  @Field(() => String, { nullable: true, description: "When the member's international badge is due for renewal, YYYY-MM-DD, or null." })
  @Property({ type: 'date', nullable: true })
  intlBadgeRenewalDate?: string | null;

  @Field(() => String, { description: "The member's hire date, YYYY-MM-DD (a calendar day, no time zone)." })
  @Property({ type: 'date' })
  hireDate!: string;

  @Field(() => String, { nullable: true, description: "The member's pushback training date, YYYY-MM-DD, or null." })
  @Property({ type: 'date', nullable: true })
  pushbackTrainingDate?: string | null;

  @Field(() => String, { nullable: true, description: "The member's wide-body training date, YYYY-MM-DD, or null." })
  @Property({ type: 'date', nullable: true })
  wideBodyTrainingDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A short biography the member wrote at registration (at most 2000 characters), or null.',
  })
  @Property({ type: 'text', nullable: true })
  miniBio?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The department the member works in (e.g. Ramp, Cargo), at most 100 characters, or null. The member sets it on their profile, an administrator in Member Management; a name the steward directory knows is stored in the directory's spelling.",
  })
  @Property({ type: 'string', length: 100, nullable: true })
  // Member Management and the Union Desk queue filter on it.
  @Index()
  department?: string | null;

  @Field(() => Boolean, {
    description:
      "True for an administrator: may call the operations marked 'administrators only' (bulletins, allowlist, stewards, contract import, admin overview).",
  })
  @Property({ type: 'boolean', default: false })
  isAdmin: boolean = false;

  @Field(() => Boolean, { description: 'True for the super-administrator configured by ADMIN_USERNAME; also an administrator.' })
  @Property({ type: 'boolean', default: false })
  isSuperAdmin: boolean = false;

  @Field(() => Boolean, {
    description:
      'True for a shop steward: an administrator made this member a steward in Member Management (and links them to their record in the steward directory).',
  })
  @Property({ type: 'boolean', default: false })
  isSteward: boolean = false;

  /**
   * False for an account an administrator disabled: it cannot sign in, and its sessions and access tokens stop
   * working. Not a GraphQL field of the account itself: Member Management shows it to administrators.
   */
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;
}
