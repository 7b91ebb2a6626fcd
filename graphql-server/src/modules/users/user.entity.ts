import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { EMPLOYMENT_STATUSES, type EmploymentStatus } from '../../rules/constants.js';

export const EmploymentStatusEnum = Object.fromEntries(EMPLOYMENT_STATUSES.map((s) => [s, s])) as {
  [K in EmploymentStatus]: K;
};
registerEnumType(EmploymentStatusEnum, { name: 'EmploymentStatus' });

@ObjectType({ description: 'A union member. The password hash is never exposed.' })
@Entity({ tableName: 'users' })
export class User extends BaseEntity<'isAdmin' | 'isSuperAdmin'> {
  @Field(() => String)
  @Property({ type: 'string', length: 64, unique: true })
  username!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 254 })
  personalEmail!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 32, nullable: true })
  phoneNumber?: string | null;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 32, unique: true })
  employeeNumber!: string;

  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  hashedPassword!: string;

  @Field(() => EmploymentStatusEnum)
  @Enum({ items: () => [...EMPLOYMENT_STATUSES] })
  employmentStatus!: EmploymentStatus;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  badgeRenewalDate?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  lastHearingTestDate?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  intlBadgeRenewalDate?: string | null;

  @Field(() => String)
  @Property({ type: 'date' })
  hireDate!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  pushbackTrainingDate?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  wideBodyTrainingDate?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  miniBio?: string | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isAdmin: boolean = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isSuperAdmin: boolean = false;
}
