import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { User } from '../../auth/user.entity.js';

/**
 * Reserved for the tracking module (test scores): the table exists (Initial migration, kept by
 * db/schema.test.ts) so that module starts with its table in place, but no resolver, route or service uses it yet
 * and it is not in the GraphQL schema (no field returns it).
 */
@ObjectType()
@Entity({ tableName: 'test_scores' })
export class TestScore extends BaseEntity<'publishScore' | 'takenAt'> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  testName!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  score!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  maxScore!: number;

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 5, scale: 2, runtimeType: 'number' })
  percentage!: number;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  publishScore: boolean = false;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  takenAt: Date = new Date();
}
