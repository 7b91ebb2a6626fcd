import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../auth/user.entity.js';

/** What one change did to one field: the value before and after (a role or the active switch, or a steward record's id). */
export type MemberFieldChange = { from: boolean | string | null; to: boolean | string | null };

/**
 * One change an administrator made in Member Management, appended in the same transaction as the change itself and
 * never edited: who made it (null once that account is deleted), to whom, when, and each field's before and after.
 */
@Entity({ tableName: 'member_changes' })
// A member's history is read newest first.
@Index({ properties: ['member', 'at'] })
export class MemberChange {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  actor?: User | null;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  member!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  at: Date = new Date();

  @Property({ type: 'json' })
  change!: Record<string, MemberFieldChange>;
}
