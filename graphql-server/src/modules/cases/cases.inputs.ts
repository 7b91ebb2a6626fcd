import { CASE_LIMITS } from '@union/rules/caseActions';
import { DAY_KINDS, type DayKind, FILE_AFTER, type FileAfter, PROCEDURE_LIMITS } from '@union/rules/cases';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of.js';

// Shapes only: the rules (and their messages) live in packages/rules (caseActions, cases) and run in the service for
// both doors.

export const DayKindEnum = enumOf(DAY_KINDS);
registerEnumType(DayKindEnum, {
  name: 'DayKind',
  description: 'How the time limits of the grievance procedure count days.',
  valuesConfig: {
    calendar: { description: 'Every day counts; a last day on a Saturday, Sunday or holiday moves to the next working day.' },
    business: { description: 'Saturdays, Sundays and the listed holidays are not counted.' },
  },
});

export const FileAfterEnum = enumOf(FILE_AFTER);
registerEnumType(FileAfterEnum, {
  name: 'FileAfter',
  description: "What the union's time to file a step counts from.",
  valuesConfig: {
    incident: { description: 'The day of the incident.' },
    knowledge: { description: 'The day the member learnt of it (the incident when not later).' },
    previous_answer: { description: "The company's answer at the previous step (not for the first step)." },
  },
});

const CASE_STATUSES_SET = ['in_progress', 'resolved', 'closed'] as const;
export const CaseStatusMoveEnum = enumOf(CASE_STATUSES_SET);
registerEnumType(CaseStatusMoveEnum, {
  name: 'CaseStatusMove',
  description: 'A status a steward or officer sets on a case.',
  valuesConfig: {
    in_progress: { description: 'Being worked (also reopens a resolved case).' },
    resolved: { description: 'Resolved, with an outcome (and the remedy for sustained or settled).' },
    closed: { description: 'Closed: nothing more will be done.' },
  },
});

const STEP_ACTIONS = ['file', 'answer', 'extend'] as const;
export const CaseStepActionEnum = enumOf(STEP_ACTIONS);
registerEnumType(CaseStepActionEnum, {
  name: 'CaseStepAction',
  description: 'A move through the grievance procedure.',
  valuesConfig: {
    file: { description: 'File the next step with the company (Step 1, or an appeal to the next step): needs filedOn.' },
    answer: { description: "Record the company's answer at the current step: needs answeredOn and answer." },
    extend: { description: 'Record a time limit extended by agreement: needs extendedTo and note.' },
  },
});

@InputType({ description: "The Union Desk queue's filters; every one optional, all combined." })
export class CaseQueueFilter {
  @Field(() => String, { nullable: true, description: "submitted, in_progress, resolved, closed, or 'open' (submitted or in progress)." })
  status?: string | null;

  @Field(() => Int, { nullable: true, description: 'The step the case is at (0 for the first).' })
  step?: number | null;

  @Field(() => String, { nullable: true, description: "'me' (the caller's cases), 'none' (unassigned), or a steward's user id." })
  assigned?: string | null;

  @Field(() => Boolean, { nullable: true, description: "True: only cases whose next time limit's day has passed." })
  overdue?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: `True: only cases whose next time limit falls within ${CASE_LIMITS.dueSoonDays} days (today included).`,
  })
  dueSoon?: boolean | null;

  @Field(() => String, { nullable: true, description: "The shift of the converted journal entry, exactly (e.g. '6am-2pm (Day)')." })
  shift?: string | null;

  @Field(() => String, { nullable: true, description: "Words of a contract article cited by the grievance, e.g. 'Article 12'." })
  article?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The filing member's department, exactly (e.g. 'Ramp', as `departments` lists them); at most 100 characters.",
  })
  department?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Search (case-insensitive) in the title, description, location and the member's name and employee number; at most ${CASE_LIMITS.searchMax} characters.`,
  })
  q?: string | null;

  @Field(() => Int, { nullable: true, description: 'How many matching cases to skip (0 by default).' })
  offset?: number | null;

  @Field(() => Int, { nullable: true, description: `How many to answer: 1 to ${CASE_LIMITS.pageSizeMax}, 25 by default.` })
  limit?: number | null;
}

@InputType({ description: 'A status change on a case.' })
export class CaseStatusInput {
  @Field(() => CaseStatusMoveEnum, { description: 'The new status: in_progress, resolved or closed.' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Why, in words (shared with the member in the history); optional.' })
  note?: string | null;

  @Field(() => String, { nullable: true, description: 'For resolved: sustained, settled, denied or withdrawn (required then).' })
  outcome?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'For resolved as sustained or settled: the remedy obtained, in words (required then).',
  })
  remedy?: string | null;
}

@InputType({ description: 'A move through the grievance procedure; which fields it needs depends on action.' })
export class CaseStepInput {
  @Field(() => CaseStepActionEnum, { description: 'file, answer or extend.' })
  action!: string;

  @Field(() => String, { nullable: true, description: 'file: the day the step was filed, YYYY-MM-DD (not in the future).' })
  filedOn?: string | null;

  @Field(() => String, { nullable: true, description: "answer: the day the company's answer was received, YYYY-MM-DD." })
  answeredOn?: string | null;

  @Field(() => String, { nullable: true, description: "answer: the company's answer, in words." })
  answer?: string | null;

  @Field(() => String, { nullable: true, description: 'extend: the agreed new day of the running time limit, YYYY-MM-DD.' })
  extendedTo?: string | null;

  @Field(() => String, { nullable: true, description: 'extend: how it was agreed (required); file: an optional note.' })
  note?: string | null;
}

@ObjectType({ description: 'A step of the grievance procedure and its time limits.' })
@InputType('ProcedureStepInput', { description: 'A step of the grievance procedure and its time limits.' })
export class ProcedureStepShape {
  @Field(() => String, { description: `The step's name, 1 to ${PROCEDURE_LIMITS.stepNameMax} characters, e.g. 'Step 1 - local hearing'.` })
  name!: string;

  @Field(() => Int, {
    nullable: true,
    description: `Days for the union to file (or appeal to) this step, ${PROCEDURE_LIMITS.daysMin} to ${PROCEDURE_LIMITS.daysMax}; null for no limit.`,
  })
  fileWithinDays!: number | null;

  @Field(() => FileAfterEnum, { description: 'What the filing time counts from: incident, knowledge or previous_answer.' })
  fileAfter!: FileAfter;

  @Field(() => Int, {
    nullable: true,
    description: `Days for the company to answer once filed, ${PROCEDURE_LIMITS.daysMin} to ${PROCEDURE_LIMITS.daysMax}; null for no limit.`,
  })
  answerWithinDays!: number | null;
}

@ObjectType({ description: "The local's grievance procedure: its steps and time limits, how days count, and the holidays." })
@InputType('GrievanceProcedureInput', { description: "The local's grievance procedure, replaced whole." })
export class GrievanceProcedureShape {
  @Field(() => DayKindEnum, { description: 'calendar or business days.' })
  dayKind!: DayKind;

  @Field(() => [String], { description: `Holidays, YYYY-MM-DD, at most ${PROCEDURE_LIMITS.holidaysMax}.` })
  holidays!: string[];

  @Field(() => [ProcedureStepShape], { description: `The steps in order, 1 to ${PROCEDURE_LIMITS.stepsMax}.` })
  steps!: ProcedureStepShape[];
}
