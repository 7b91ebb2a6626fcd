import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

@ObjectType({ description: 'A kind of grievance the form offers (discipline, overtime, ...), in order.' })
@Entity({ tableName: 'grievance_categories' })
export class GrievanceCategory extends BaseEntity<'isActive'> {
  @Field(() => String)
  @Property({ type: 'string', length: 100, unique: true })
  name!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  description!: string;

  @Field(() => Int)
  @Property({ type: 'integer', fieldName: 'order' })
  order!: number;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;
}
