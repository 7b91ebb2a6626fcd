import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

@ObjectType({ description: 'A kind of grievance the form offers (discipline, overtime, ...); the same list for every member.' })
@Entity({ tableName: 'grievance_categories' })
export class GrievanceCategory extends BaseEntity<'isActive'> {
  @Field(() => String, { description: "The category's name, unique, at most 100 characters, e.g. 'Overtime'." })
  @Property({ type: 'string', length: 100, unique: true })
  name!: string;

  @Field(() => String, { description: 'What grievances of this kind are about, in a sentence for the member.' })
  @Property({ type: 'text' })
  description!: string;

  @Field(() => Int, { description: "Position in the form's list, from 1." })
  @Property({ type: 'integer', fieldName: 'order' })
  order!: number;

  @Field(() => Boolean, { description: "False for a retired category: not offered, and refused as a new grievance's categoryId." })
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;
}
