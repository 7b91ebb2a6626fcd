import { Entity, Enum, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { BULLETIN_TYPES, type BulletinType } from '@union/rules/constants';
import { User } from '../../auth/user.entity.js';
import { enumOf } from '../../graphql/enum-of.js';

export const BulletinTypeEnum = enumOf(BULLETIN_TYPES);
registerEnumType(BulletinTypeEnum, {
  name: 'BulletinType',
  description: 'What a bulletin is about (shown as General, Test Scores, Training, Urgent).',
  valuesConfig: {
    general: { description: 'General union news (the default).' },
    test_scores: { description: 'Test results and scores published to members.' },
    training: { description: 'Training sessions and requirements.' },
    urgent: { description: 'Urgent: something members must know or act on now.' },
  },
});

@ObjectType({
  description:
    'A union announcement (Bulletins). No publish date means Draft; an expiry in the past means Expired (shown dimmed). Every signed-in member reads the feed; administrators write them.',
})
@Entity({ tableName: 'bulletins' })
export class Bulletin extends BaseEntity<'type' | 'isPublic' | 'isActive' | 'hasOptedIn'> {
  @Field(() => String, { description: "The bulletin's title, at most 200 characters." })
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Field(() => String, {
    description: "The announcement's text, plain text, at most 20,000 characters (the Home screen previews the first 200 characters).",
  })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => BulletinTypeEnum, { description: 'What the bulletin is about: general, test_scores, training or urgent.' })
  @Enum({ items: () => [...BULLETIN_TYPES], default: 'general' })
  type: BulletinType = 'general';

  @Field(() => Boolean, {
    description: 'True for a public bulletin; false for a private one, which members subscribe to (hasOptedIn, setBulletinVisibility).',
  })
  @Property({ type: 'boolean', default: true })
  isPublic: boolean = true;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the bulletin is (or was) published: ISO 8601 date-time in UTC; null means Draft. A future date keeps it from members until then.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedAt?: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the bulletin expires (ISO 8601 date-time in UTC), always after publishedAt; null means permanent. Expired bulletins stay in the feed, badged Expired.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  author?: User | null;

  @Field(() => Boolean, {
    description: 'False when an administrator hid it: it leaves the feed (administrators still list it with includeInactive).',
  })
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  /** Set per request for the signed-in member (from bulletin_visibility); not a column. */
  @Field(() => Boolean, {
    description: 'Whether the signed-in member subscribed to this (private) bulletin with setBulletinVisibility; false until they do.',
  })
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
