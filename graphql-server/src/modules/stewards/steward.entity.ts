import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

@ObjectType({ description: "A shop steward: a member's first contact with the union." })
@Entity({ tableName: 'shop_stewards' })
export class ShopSteward extends BaseEntity<'isActive'> {
  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => String, { description: 'e.g. Chief Steward, Alternate Steward, Steward' })
  @Property({ type: 'string', length: 100 })
  position!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  department!: string;

  @Field(() => String, { description: 'day, night or swing (other values are shown as they are)' })
  @Property({ type: 'string', length: 50 })
  shift!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 32 })
  phoneNumber!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;
}
