import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * Columns every table shares: a random id (no guessable sequence) and timestamps.
 * `Optional` names the subclass's properties that have defaults (so `em.create` does not require them).
 */
@ObjectType()
export abstract class BaseEntity<Optional extends string = never> {
  [OptionalProps]?: 'id' | 'createdAt' | 'updatedAt' | Optional;

  @Field(() => ID, {
    description:
      'Opaque, stable id of this record (a UUID). The operations that read, change or delete it take it as an ID argument; an id the caller may not reach answers NOT_FOUND, never FORBIDDEN.',
  })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => Date, { description: 'When the record was created: ISO 8601 date-time in UTC (e.g. 2026-03-10T14:05:00.000Z).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Field(() => Date, { description: 'When the record last changed: ISO 8601 date-time in UTC; the creation time until its first change.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
