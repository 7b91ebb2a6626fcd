import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { type CaseEventDetails, summarizeCaseEvent } from '@union/rules/caseActions';
import { CASE_EVENT_KINDS, type CaseEventKind, type GrievanceProcedure } from '@union/rules/cases';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { enumOf } from '../../graphql/enum-of.js';
import { User } from '../../auth/user.entity.js';
import { Grievance } from '../grievances/grievance.entities.js';

export const CaseEventKindEnum = enumOf(CASE_EVENT_KINDS);
registerEnumType(CaseEventKindEnum, {
  name: 'CaseEventKind',
  description: 'What happened on a case, as its history records it.',
  valuesConfig: {
    submitted: { description: 'The member submitted the grievance: the case begins.' },
    assigned: { description: 'A steward took the case, or an officer assigned or reassigned it.' },
    step_filed: { description: 'A step of the grievance procedure was filed with the company.' },
    answer_recorded: { description: "The company's answer at a step was recorded." },
    deadline_extended: { description: 'A time limit was extended by agreement, with its new date.' },
    note: { description: "A steward's or officer's note: shared with the member, or internal to the union." },
    member_note: { description: "The member's own note or reply (always shared)." },
    status: { description: 'The status changed.' },
    outcome: { description: 'The case was resolved with an outcome and the remedy in words.' },
    evidence_added: { description: 'Evidence was added after submission.' },
    dates_changed: { description: 'The day of the incident, or of knowledge of it, was corrected.' },
  },
});

const APPEND_ONLY_BODY =
  "if tg_op = 'DELETE' and not exists (select 1 from grievances where id = old.grievance_id) then return old; end if; raise exception 'The case history is append-only: % is refused', tg_op;";

/**
 * One row of a case's history. Rows are only ever appended: the database refuses UPDATE and DELETE on the table (a
 * row goes only with its case), and each row carries the SHA-256 of the row before it and of its own canonical
 * content, so a row changed behind the app's back shows where the chain breaks. Who acted is kept as their id and the
 * name they had then, not as a reference that a deleted account would change.
 */
@ObjectType({
  description:
    "One entry of a case's history, oldest first. A member sees only the shared entries of their own case; internal notes reach stewards and officers only.",
})
@Entity({
  tableName: 'case_events',
  // Append-only: an UPDATE is refused, and so is a DELETE unless the case itself is gone (the cascade from deleting the
  // grievance, whose row is already deleted when the cascade reaches its history). The migration also refuses
  // TRUNCATE, with a trigger the ORM cannot see (PostgreSQL does not list TRUNCATE triggers where it looks).
  triggers: [{ name: 'append_only', timing: 'before', events: ['update', 'delete'], forEach: 'row', body: APPEND_ONLY_BODY }],
})
@Unique({ properties: ['grievance', 'seq'] })
export class CaseEvent {
  [OptionalProps]?: 'internal' | 'text' | 'summary';

  @Field(() => ID, { description: 'Opaque id of the history entry.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Grievance, { deleteRule: 'cascade' })
  grievance!: Grievance;

  @Field(() => Int, { description: "Position in the case's history: 1 for the first entry, then one more for each." })
  @Property({ type: 'integer' })
  seq!: number;

  @Field(() => Date, { description: 'When it happened: ISO 8601 date-time in UTC.' })
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  at!: Date;

  @Property({ type: 'uuid', nullable: true })
  actorId?: string | null;

  @Field(() => String, { description: "Who did it: the person's name as it was then, or 'System'." })
  @Property({ type: 'string', length: 201 })
  actorName!: string;

  @Field(() => CaseEventKindEnum, { description: 'What happened.' })
  @Enum({ items: () => [...CASE_EVENT_KINDS] })
  kind!: CaseEventKind;

  @Field(() => Boolean, { description: 'True for an internal note of the union: never shown to the member.' })
  @Property({ type: 'boolean', default: false })
  internal: boolean = false;

  /** The details of what happened (a note's text, the step, the new status, the dates), as JSON. */
  @Property({ type: 'json' })
  body!: CaseEventBody;

  @Field(() => String, { nullable: true, description: "The words written with it (a note, a reason, the company's answer), or null." })
  get text(): string | null {
    return this.body.text ?? null;
  }

  @Field(() => String, {
    description:
      "What happened, in one line of plain words (e.g. 'Step 1 - Immediate supervisor filed with the company on Monday, November 30, 2026').",
  })
  get summary(): string {
    return summarizeCaseEvent(this.kind, this.body, this.internal);
  }

  @Property({ type: 'string', length: 64, nullable: true })
  prevHash?: string | null;

  @Property({ type: 'string', length: 64 })
  hash!: string;
}

export type CaseEventBody = CaseEventDetails;

/**
 * A step of the grievance procedure as the case went through it: when the union filed it, when the company answered
 * and what, and a time limit extended by agreement (its new date and why).
 */
@ObjectType({ description: 'A step of the grievance procedure filed on a case, with the company answer and any agreed extension.' })
@Entity({ tableName: 'grievance_steps' })
@Unique({ properties: ['grievance', 'stepIndex'] })
export class GrievanceStep extends BaseEntity {
  @ManyToOne(() => Grievance, { deleteRule: 'cascade' })
  grievance!: Grievance;

  @Field(() => Int, { description: 'Which step of the procedure: 0 for the first.' })
  @Property({ type: 'integer' })
  stepIndex!: number;

  @Field(() => String, { description: "The step's name in the procedure when it was filed, e.g. 'Step 1 - local hearing'." })
  @Property({ type: 'string', length: 120 })
  stepName!: string;

  @Field(() => String, { description: 'The day the union filed the step with the company, YYYY-MM-DD.' })
  @Property({ type: 'date' })
  filedOn!: string;

  @Field(() => String, { nullable: true, description: "The day the company's answer was received, YYYY-MM-DD; null while waiting." })
  @Property({ type: 'date', nullable: true })
  answeredOn?: string | null;

  @Field(() => String, { nullable: true, description: "The company's answer in words; null while waiting." })
  @Property({ type: 'text', nullable: true })
  answer?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The new date of the time limit running at this step, when the parties agreed to extend it, YYYY-MM-DD.',
  })
  @Property({ type: 'date', nullable: true })
  extendedTo?: string | null;

  @Field(() => String, { nullable: true, description: 'Why and how the extension was agreed.' })
  @Property({ type: 'text', nullable: true })
  extensionNote?: string | null;
}

/** The local's grievance procedure (steps, time limits, day kind, holidays): one row, replaced by an officer. */
@Entity({ tableName: 'grievance_procedures' })
export class GrievanceProcedureSetting extends BaseEntity<'scope'> {
  @Property({ type: 'string', length: 20, unique: true })
  scope: string = 'agreement';

  @Property({ type: 'json' })
  procedure!: GrievanceProcedure;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  updatedBy?: User | null;
}
