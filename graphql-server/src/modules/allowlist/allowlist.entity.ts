import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { UserSummary } from '../users/user-summary.type.js';
import { User } from '../users/user.entity.js';

@ObjectType({ description: 'An email address that may register. Stored trimmed and lower-cased.' })
@Entity({ tableName: 'email_allowlist' })
export class EmailAllowlistEntry extends BaseEntity<'isActive' | 'addedAt' | 'addedByUser'> {
  @Field(() => String)
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  addedBy?: User | null;

  @Field(() => UserSummary, { nullable: true, description: 'The administrator who added the address.' })
  get addedByUser(): UserSummary | null {
    return UserSummary.of(this.addedBy);
  }

  @Field(() => Date, { description: 'When the address was added (the same as createdAt).' })
  get addedAt(): Date {
    return this.createdAt;
  }
}
