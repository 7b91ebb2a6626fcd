import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { UserSummary } from '../users/user-summary.type.js';
import { User } from '../../auth/user.entity.js';

@ObjectType({
  description: 'An email address that may register an account (Email Allowlist). Stored trimmed and lower-cased; administrators only.',
})
@Entity({ tableName: 'email_allowlist' })
export class EmailAllowlistEntry extends BaseEntity<'isActive' | 'addedAt' | 'addedByUser'> {
  @Field(() => String, { description: 'The address, lower-cased, at most 254 characters; unique on the list.' })
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Field(() => Boolean, {
    description: 'True when the address may register now; an inactive entry is kept but refuses registration (FORBIDDEN).',
  })
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  addedBy?: User | null;

  @Field(() => UserSummary, {
    nullable: true,
    description: 'The administrator who added the address (name and employee number), or null when unknown or that account is gone.',
  })
  get addedByUser(): UserSummary | null {
    return UserSummary.of(this.addedBy);
  }

  @Field(() => Date, { description: 'When the address was added: ISO 8601 date-time in UTC (the same as createdAt).' })
  get addedAt(): Date {
    return this.createdAt;
  }
}
