import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../db/base.entity.js';
import { User } from '../../auth/user.entity.js';

/**
 * The agreement's representation provision as an officer confirmed it: one row at most (its `scope` is unique), replaced
 * when confirmed again and deleted when withdrawn. The section id is kept as it was picked; a later contract import may
 * renumber sections, and the reference is what the member is shown.
 */
@Entity({ tableName: 'representation_provisions' })
export class RepresentationProvision extends BaseEntity<'scope'> {
  @Property({ type: 'string', length: 20, unique: true })
  scope: string = 'agreement';

  @Property({ type: 'string', length: 200 })
  reference!: string;

  @Property({ type: 'boolean' })
  allowsDeclining!: boolean;

  @Property({ type: 'uuid', nullable: true })
  sectionId?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  confirmedBy?: User | null;
}
