import { Field, InputType } from 'type-graphql';
import type { BulletinType } from '@union/rules/constants';
import { BulletinTypeEnum } from './bulletin.entity.js';

// Shapes only: the rules (and the spec's messages) live in packages/rules (bulletins) and run in the service.
const PUBLISHED_AT =
  'ISO 8601 date-time. Empty or absent: published immediately (when creating) or unchanged (when editing); empty when editing: now.';

@InputType()
export class BulletinInput {
  @Field(() => String) title!: string;
  @Field(() => String) content!: string;
  @Field(() => BulletinTypeEnum, { nullable: true, defaultValue: 'general' }) type?: BulletinType;
  @Field(() => Boolean, { nullable: true, defaultValue: true }) isPublic?: boolean;
  @Field(() => Boolean, { nullable: true, defaultValue: true }) isActive?: boolean;
  @Field(() => String, { nullable: true, description: PUBLISHED_AT }) publishedAt?: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 8601 date-time. Empty or absent: permanent.' }) expiresAt?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'true: saved as a Draft (no publish date).' }) draft?: boolean;
}

@InputType({ description: 'Only the fields given change.' })
export class BulletinUpdateInput {
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => String, { nullable: true }) content?: string;
  @Field(() => BulletinTypeEnum, { nullable: true }) type?: BulletinType;
  @Field(() => Boolean, { nullable: true }) isPublic?: boolean;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean;
  @Field(() => String, { nullable: true, description: PUBLISHED_AT }) publishedAt?: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 8601 date-time. Empty or null: permanent.' }) expiresAt?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'true: back to Draft; false: publish a draft now.' }) draft?: boolean;
}
