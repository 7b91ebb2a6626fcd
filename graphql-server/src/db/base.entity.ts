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

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
