import { Entity, Enum, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { BULLETIN_TYPES, type BulletinType } from '@union/rules/constants';
import { User } from '../users/user.entity.js';

export const BulletinTypeEnum = Object.fromEntries(BULLETIN_TYPES.map((t) => [t, t])) as { [K in BulletinType]: K };
registerEnumType(BulletinTypeEnum, { name: 'BulletinType' });

@ObjectType({ description: 'A union announcement. No publish date means Draft; an expiry in the past means Expired.' })
@Entity({ tableName: 'bulletins' })
export class Bulletin extends BaseEntity<'type' | 'isPublic' | 'isActive' | 'hasOptedIn'> {
  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  content!: string;

  @Field(() => BulletinTypeEnum)
  @Enum({ items: () => [...BULLETIN_TYPES], default: 'general' })
  type: BulletinType = 'general';

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  isPublic: boolean = true;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  author?: User | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  /** Set per request for the signed-in member (from bulletin_visibility); not a column. */
  @Field(() => Boolean, { description: 'Whether the signed-in member has opted in to this (private) bulletin.' })
  @Property({ persist: false, type: 'boolean' })
  hasOptedIn: boolean = false;
}

@Entity({ tableName: 'bulletin_visibility' })
@Unique({ properties: ['user', 'bulletin'] })
export class BulletinVisibility extends BaseEntity<'hasOptedIn'> {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Bulletin, { deleteRule: 'cascade' })
  bulletin!: Bulletin;

  @Property({ type: 'boolean', default: false })
  hasOptedIn: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  viewedAt?: Date | null;
}
