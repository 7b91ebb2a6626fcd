import { Field, InputType } from 'type-graphql';
import type { BulletinType } from '@union/rules/constants';
import { BulletinTypeEnum } from './bulletin.entity.js';

// Shapes only: the rules (and their messages) live in packages/rules (bulletins) and run in the service.
@InputType({ description: 'A new bulletin (createBulletin, administrators only). Errors are BAD_USER_INPUT with a message per field.' })
export class BulletinInput {
  @Field(() => String, { description: "The title, 1 to 200 characters ('Title is required')." }) title!: string;
  @Field(() => String, { description: "The announcement's text, 1 to 20,000 characters ('Content is required')." }) content!: string;
  @Field(() => BulletinTypeEnum, {
    nullable: true,
    defaultValue: 'general',
    description: 'general (the default), test_scores, training or urgent.',
  })
  type?: BulletinType;
  @Field(() => Boolean, {
    nullable: true,
    defaultValue: true,
    description: 'true (the default) for a public bulletin; false for a private one that members subscribe to.',
  })
  isPublic?: boolean;
  @Field(() => Boolean, { nullable: true, defaultValue: true, description: 'true (the default) shows it in the feed; false hides it.' })
  isActive?: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'When to publish: an ISO 8601 date or date-time with its offset (2026-03-10T14:00:00Z; a date alone is midnight UTC), years 1900 to 9999. Empty or absent: published now. A future date keeps it from members until then.',
  })
  publishedAt?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "When it expires: an ISO 8601 date or date-time with its offset, after the publish date ('Expiration date must be after the publish date'). Empty or absent: permanent.",
  })
  expiresAt?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'true saves it as a Draft (no publish date, whatever publishedAt says).' })
  draft?: boolean;
}

@InputType({
  description:
    'An edit of a bulletin (updateBulletin, administrators only): only the fields given change, each under the same rule as when creating.',
})
export class BulletinUpdateInput {
  @Field(() => String, { nullable: true, description: 'The title, 1 to 200 characters; omit to keep it.' }) title?: string;
  @Field(() => String, { nullable: true, description: "The announcement's text, 1 to 20,000 characters; omit to keep it." })
  content?: string;
  @Field(() => BulletinTypeEnum, { nullable: true, description: 'general, test_scores, training or urgent; omit to keep it.' })
  type?: BulletinType;
  @Field(() => Boolean, { nullable: true, description: 'true for public, false for private; omit to keep it.' }) isPublic?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'true shows it in the feed, false hides it; omit to keep it.' }) isActive?: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'A new publish date: ISO 8601 date or date-time with its offset, years 1900 to 9999. Empty or null: now. Absent: unchanged.',
  })
  publishedAt?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'A new expiry: ISO 8601 date or date-time with its offset, after the publish date. Empty or null: permanent. Absent: unchanged.',
  })
  expiresAt?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'true turns it back into a Draft (no publish date); false publishes a draft now; absent: unchanged.',
  })
  draft?: boolean;
}
