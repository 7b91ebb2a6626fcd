import { Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity.js';

/**
 * The columns every stored image shares (journal entries' and grievances' photos): what the member uploaded, what
 * was stored (a random key, never shown), its size and SHA-256, caption and position.
 */
@ObjectType()
export abstract class StoredImage<Optional extends string = never> extends BaseEntity<'uploadedAt' | Optional> {
  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  fileName!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  originalFileName!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  fileSize!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 50 })
  mimeType!: string;

  @Property({ type: 'string', length: 500 })
  objectStoragePath!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 64 })
  sha256!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  caption?: string | null;

  @Field(() => Int)
  @Property({ type: 'integer', fieldName: 'order' })
  order!: number;

  @Field(() => Date)
  get uploadedAt(): Date {
    return this.createdAt;
  }
}
