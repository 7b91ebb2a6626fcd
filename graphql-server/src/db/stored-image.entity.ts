import { Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity.js';

/**
 * The columns every stored image shares (journal entries' and grievances' photos): what the member uploaded, what
 * was stored (a random key, never shown), its size and SHA-256, caption and position.
 */
@ObjectType()
export abstract class StoredImage<Optional extends string = never> extends BaseEntity<'uploadedAt' | Optional> {
  @Field(() => String, {
    description: "Name the server gave the stored file (random, ends in the stored type's extension); not the name the member uploaded.",
  })
  @Property({ type: 'string', length: 100 })
  fileName!: string;

  @Field(() => String, {
    description:
      'The file\'s name as the member uploaded it, cleaned (no folder, no control characters or "<>|*?:), at most 255 characters; shown in the image list and used for downloads.',
  })
  @Property({ type: 'string', length: 255 })
  originalFileName!: string;

  @Field(() => Int, {
    description:
      'Size of the stored file in bytes, after re-encoding (EXIF and GPS removed); the UI shows it in KB (bytes / 1024, rounded).',
  })
  @Property({ type: 'integer' })
  fileSize!: number;

  @Field(() => String, { description: 'Type of the stored file as decided by its bytes: image/jpeg, image/png or image/webp.' })
  @Property({ type: 'string', length: 50 })
  mimeType!: string;

  @Property({ type: 'string', length: 500 })
  objectStoragePath!: string;

  @Field(() => String, {
    description: 'SHA-256 of the stored file, 64 lower-case hex characters: compare it with a downloaded copy to prove it is unchanged.',
  })
  @Property({ type: 'string', length: 64 })
  sha256!: string;

  @Field(() => String, { nullable: true, description: "The member's caption, at most 500 characters; null when none." })
  @Property({ type: 'string', length: 500, nullable: true })
  caption?: string | null;

  @Field(() => Int, { description: "1-based position among the record's images, as shown; a removed image frees its position." })
  @Property({ type: 'integer', fieldName: 'order' })
  order!: number;

  @Field(() => Date, { description: 'When the image was uploaded: ISO 8601 date-time in UTC (the same instant as createdAt).' })
  get uploadedAt(): Date {
    return this.createdAt;
  }
}
