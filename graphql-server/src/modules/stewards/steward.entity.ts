import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { User } from '../../auth/user.entity.js';

@ObjectType({
  description:
    "A shop steward in the directory: a member's first contact with the union. Every signed-in member sees the active ones; administrators manage them.",
})
@Entity({ tableName: 'shop_stewards' })
export class ShopSteward extends BaseEntity<'isActive'> {
  @Field(() => String, { description: "The steward's full name, at most 200 characters." })
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => String, { description: "The steward's position, at most 100 characters, e.g. Chief Steward, Alternate Steward, Steward." })
  @Property({ type: 'string', length: 100 })
  position!: string;

  @Field(() => String, {
    description:
      "The department the steward covers, at most 100 characters, e.g. Ramp; the directory's department filter matches it exactly.",
  })
  @Property({ type: 'string', length: 100 })
  department!: string;

  @Field(() => String, {
    description:
      'The shift the steward works: day, night or swing (shown as Day Shift, Night Shift, Swing Shift); other values, at most 50 characters, are shown as they are.',
  })
  @Property({ type: 'string', length: 50 })
  shift!: string;

  @Field(() => String, {
    description:
      'Phone number as entered: at least 10 digits; digits, spaces, -, ( ) and + only; at most 32 characters. For a tel: link, keep only digits and +.',
  })
  @Property({ type: 'string', length: 32 })
  phoneNumber!: string;

  @Field(() => String, { nullable: true, description: "The steward's email, lower-cased, at most 254 characters; null when none." })
  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Field(() => Boolean, {
    description:
      'False when an administrator removed the steward from the directory (deactivated stewards are kept, and an edit can reactivate them).',
  })
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  /**
   * The member account of this steward, linked in Member Management: one person, one record (unique), so the link
   * lives here and not on User (the account kernel knows nothing of the directory). Null when no account is linked
   * or the account was deleted.
   */
  @ManyToOne(() => User, { nullable: true, unique: true, deleteRule: 'set null' })
  user?: User | null;
}
