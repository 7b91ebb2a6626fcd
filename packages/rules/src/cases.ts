import { z } from 'zod';
import type { GrievanceStatus } from './constants.js';
import { calendarDate, isCalendarDate } from './dates.js';
import { requiredText } from './text.js';

// The union's side of a case: the grievance procedure an officer configures, and the deadline arithmetic every case
// is measured by. Shared by the server and the web (no server imports here).
// Every day is a calendar day written YYYY-MM-DD, with no time of day and no time zone: the arithmetic runs on UTC
// midnights, so a member in Auckland and a server in UTC count the same days. 'today' always comes from the caller.

// ---------------------------------------------------------------------------------------------------------------
// Enums and labels

/** How a time limit is counted: every day, or only working days (not Saturdays, Sundays or listed holidays). */
export const DAY_KINDS = ['calendar', 'business'] as const;
export type DayKind = (typeof DAY_KINDS)[number];
export const DAY_KIND_LABELS: Record<DayKind, string> = {
  calendar: 'Calendar days',
  business: 'Business days (not weekends or holidays)',
};

/** What the union's time to file a step is counted from. */
export const FILE_AFTER = ['incident', 'knowledge', 'previous_answer'] as const;
export type FileAfter = (typeof FILE_AFTER)[number];
export const FILE_AFTER_LABELS: Record<FileAfter, string> = {
  incident: 'After the incident',
  knowledge: 'After the member learned of the incident',
  previous_answer: "After the company's answer at the previous step",
};

export const CASE_OUTCOMES = ['sustained', 'settled', 'denied', 'withdrawn'] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];
export const CASE_OUTCOME_LABELS: Record<CaseOutcome, string> = {
  sustained: 'Sustained (the grievance was upheld)',
  settled: 'Settled',
  denied: 'Denied',
  withdrawn: 'Withdrawn',
};

/** What a row of a case's history records; the labels are the words the member and the steward read. */
export const CASE_EVENT_KINDS = [
  'submitted',
  'assigned',
  'step_filed',
  'answer_recorded',
  'deadline_extended',
  'note',
  'member_note',
  'status',
  'outcome',
  'evidence_added',
  'dates_changed',
] as const;
export type CaseEventKind = (typeof CASE_EVENT_KINDS)[number];
export const CASE_EVENT_KIND_LABELS: Record<CaseEventKind, string> = {
  submitted: 'Grievance submitted',
  assigned: 'Steward assigned',
  step_filed: 'Step filed with the company',
  answer_recorded: "Company's answer received",
  deadline_extended: 'Deadline extended by agreement',
  note: 'Note from the union',
  member_note: 'Note from the member',
  status: 'Status changed',
  outcome: 'Outcome recorded',
  evidence_added: 'Evidence added',
  dates_changed: 'Incident dates corrected',
};

/** The statuses of a case that is still being worked: only these have a next deadline. */
export const OPEN_CASE_STATUSES = ['submitted', 'in_progress'] as const satisfies readonly GrievanceStatus[];

// ---------------------------------------------------------------------------------------------------------------
// The grievance procedure

/** One step of the procedure and the time limits the agreement sets for it; null days means no limit. */
export interface ProcedureStep {
  name: string;
  /** Days for the union to file (or appeal to) this step, counted from `fileAfter`. */
  fileWithinDays: number | null;
  fileAfter: FileAfter;
  /** Days for the company to answer, counted from the day the step was filed. */
  answerWithinDays: number | null;
}

export interface GrievanceProcedure {
  dayKind: DayKind;
  /** Days that are not working days, YYYY-MM-DD. */
  holidays: readonly string[];
  steps: readonly ProcedureStep[];
}

export const PROCEDURE_LIMITS = {
  stepsMax: 10,
  stepNameMax: 120,
  daysMin: 1,
  daysMax: 365,
  holidaysMax: 100,
} as const;

const DAYS_RANGE = `a whole number from ${PROCEDURE_LIMITS.daysMin} to ${PROCEDURE_LIMITS.daysMax}, or empty for no limit`;

export const PROCEDURE_MESSAGES = {
  dayKind: 'Count the days as calendar days or business days',
  holiday: 'Each holiday must be a valid date (YYYY-MM-DD)',
  holidaysTooMany: `At most ${PROCEDURE_LIMITS.holidaysMax} holidays can be listed`,
  stepsRequired: 'The procedure needs at least one step',
  stepsTooMany: `The procedure can have at most ${PROCEDURE_LIMITS.stepsMax} steps`,
  stepNameRequired: 'Each step needs a name',
  stepNameTooLong: `A step name must be at most ${PROCEDURE_LIMITS.stepNameMax} characters`,
  stepNameRepeated: 'Each step needs its own name',
  fileWithinDays: `Days to file must be ${DAYS_RANGE}`,
  answerWithinDays: `Days to answer must be ${DAYS_RANGE}`,
  fileAfter: "Count the days to file from the incident, from knowledge of it, or from the previous step's answer",
  firstStepAfterPrevious: 'The first step has no previous answer: count its days from the incident or from knowledge of it',
} as const;

/** A time limit in days, or none: null, or left out (as GraphQL leaves out a nullable field). */
const limitDays = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(PROCEDURE_LIMITS.daysMin, message)
    .max(PROCEDURE_LIMITS.daysMax, message)
    .nullish()
    .transform((days) => days ?? null);

const procedureStepSchema = z.object({
  name: requiredText(PROCEDURE_MESSAGES.stepNameRequired, PROCEDURE_LIMITS.stepNameMax, PROCEDURE_MESSAGES.stepNameTooLong),
  fileWithinDays: limitDays(PROCEDURE_MESSAGES.fileWithinDays),
  fileAfter: z.enum(FILE_AFTER, { error: PROCEDURE_MESSAGES.fileAfter }),
  answerWithinDays: limitDays(PROCEDURE_MESSAGES.answerWithinDays),
});

/**
 * The procedure an officer saves (PUT /api/admin/grievance-procedure). Holidays come back sorted, each once; step
 * names are unique (ignoring case), so a member's "Step 2" means one step; the first step is counted from the
 * incident or from knowledge of it, since nothing was answered before it.
 */
export const grievanceProcedureSchema = z
  .object({
    dayKind: z.enum(DAY_KINDS, { error: PROCEDURE_MESSAGES.dayKind }),
    holidays: z
      .array(calendarDate(PROCEDURE_MESSAGES.holiday), { error: PROCEDURE_MESSAGES.holiday })
      .max(PROCEDURE_LIMITS.holidaysMax, PROCEDURE_MESSAGES.holidaysTooMany)
      .transform((days) => [...new Set(days)].sort()),
    steps: z
      .array(procedureStepSchema, { error: PROCEDURE_MESSAGES.stepsRequired })
      .min(1, PROCEDURE_MESSAGES.stepsRequired)
      .max(PROCEDURE_LIMITS.stepsMax, PROCEDURE_MESSAGES.stepsTooMany),
  })
  .superRefine((procedure, ctx) => {
    if (procedure.steps[0]?.fileAfter === 'previous_answer') {
      ctx.addIssue({ code: 'custom', path: ['steps', 0, 'fileAfter'], message: PROCEDURE_MESSAGES.firstStepAfterPrevious });
    }
    const seen = new Set<string>();
    procedure.steps.forEach((step, index) => {
      const key = step.name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['steps', index, 'name'], message: PROCEDURE_MESSAGES.stepNameRepeated });
      seen.add(key);
    });
  });
export type GrievanceProcedureInput = z.input<typeof grievanceProcedureSchema>;

/**
 * The sample agreement's grievance article: Step 1 with the immediate supervisor within 30 days of the event or of the
 * member's knowledge of it, answered within 5; Step 2 with the station manager within 10 days after that answer, a
 * meeting within 10 days and the written answer within 10 days after it (20 in all); Step 3 to the System Board of
 * Adjustment within 30 days after the Step 2 answer, with no time limit on the Board. Calendar days, no holidays.
 */
export const DEFAULT_GRIEVANCE_PROCEDURE: GrievanceProcedure = Object.freeze({
  dayKind: 'calendar',
  holidays: Object.freeze([]),
  steps: Object.freeze([
    Object.freeze({ name: 'Step 1 - Immediate supervisor', fileWithinDays: 30, fileAfter: 'knowledge', answerWithinDays: 5 }),
    Object.freeze({ name: 'Step 2 - Station manager', fileWithinDays: 10, fileAfter: 'previous_answer', answerWithinDays: 20 }),
    Object.freeze({
      name: 'Step 3 - System Board of Adjustment',
      fileWithinDays: 30,
      fileAfter: 'previous_answer',
      answerWithinDays: null,
    }),
  ]),
});

// ---------------------------------------------------------------------------------------------------------------
// Day arithmetic

const DAY_MS = 86_400_000;

/** The day as a count of days since 1970-01-01; a RangeError for anything that is not a real YYYY-MM-DD day. */
function dayNumber(day: string): number {
  if (!isCalendarDate(day)) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(day)}`);
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayString(number: number): string {
  const day = new Date(number * DAY_MS).toISOString().slice(0, 10);
  if (!isCalendarDate(day)) throw new RangeError('The day falls outside the years 0001 to 9999');
  return day;
}

const weekday = (number: number) => new Date(number * DAY_MS).getUTCDay();
const isWorkingDay = (number: number, holidays: ReadonlySet<string>) =>
  weekday(number) !== 0 && weekday(number) !== 6 && !holidays.has(dayString(number));

/**
 * The last day of a time limit of `days` counted from the day after `from`. Calendar days: every day counts, and a
 * last day that falls on a Saturday, a Sunday or a listed holiday moves to the next working day (nobody can file with
 * a closed office). Business days: only working days are counted, so the last day is always one.
 */
export function addDays(from: string, days: number, dayKind: DayKind, holidays: readonly string[] = []): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Days must be a whole number, 0 or more: ${days}`);
  const closed = new Set(holidays);
  let day = dayNumber(from);
  if (dayKind === 'calendar') {
    day += days;
  } else {
    for (let counted = 0; counted < days; ) {
      day += 1;
      if (isWorkingDay(day, closed)) counted += 1;
    }
  }
  while (!isWorkingDay(day, closed)) day += 1;
  return dayString(day);
}

/** Days from `today` until `dueOn`: 0 on the day itself, negative once it has passed. */
export const daysUntil = (dueOn: string, today: string): number => dayNumber(dueOn) - dayNumber(today);

/** A deadline is missed from the day after its last day; on the last day itself there is still time. */
export const isOverdue = (dueOn: string, today: string): boolean => daysUntil(dueOn, today) < 0;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Friday, December 4'; the year is added when it is not today's year (or when there is no today to compare with). */
export function formatDay(day: string, today?: string): string {
  const number = dayNumber(day);
  const [year, month, date] = day.split('-').map(Number);
  const words = `${WEEKDAYS[weekday(number)]}, ${MONTHS[month - 1]} ${date}`;
  return today !== undefined && today.slice(0, 4) === day.slice(0, 4) ? words : `${words}, ${year}`;
}

// ---------------------------------------------------------------------------------------------------------------
// A case's next deadline

/** A step the union has filed on a case. */
export interface FiledStep {
  /** The step's place in the procedure, counted from 0 (0 is Step 1). */
  stepIndex: number;
  /** The day the union filed this step (or appealed to it). */
  filedOn: string;
  /** The day the company's answer at this step was received; null or absent while it is awaited. */
  answeredOn?: string | null;
  /** The company's answer deadline as extended by written agreement; it replaces the computed one. */
  extendedTo?: string | null;
}

/** The dates a case's deadlines are computed from. */
export interface CaseDates {
  /** The day of the incident: the journal entry's date, or the day the grievance was submitted. */
  incidentOn: string;
  /** The day the member learned of the incident; counted from when it is later than the incident. */
  knowledgeOn?: string | null;
  /** The steps filed so far, in any order; the one with the highest stepIndex is where the case stands. */
  steps: readonly FiledStep[];
  /** The union's time to file a step not filed yet, as extended by written agreement; ignored for any other step. */
  pendingExtension?: { stepIndex: number; extendedTo: string } | null;
}

/** What a case waits for next, by when, and who must act. */
export interface CaseDeadline {
  /** 'file': the union must file (or appeal to) the step; 'answer': the company must answer it. */
  kind: 'file' | 'answer';
  party: 'union' | 'company';
  stepIndex: number;
  stepName: string;
  /** The last day, YYYY-MM-DD. */
  dueOn: string;
  /** The date is an agreed extension rather than the procedure's own limit. */
  extended: boolean;
}

/** The later of the incident and the member's knowledge of it: the limit runs from when they could act. */
const knowledgeDay = (dates: CaseDates) =>
  dates.knowledgeOn && dates.knowledgeOn > dates.incidentOn ? dates.knowledgeOn : dates.incidentOn;

/**
 * The next deadline of a case: before Step 1 is filed, the union's time to file it; once a step is filed, the
 * company's time to answer it; once answered, the union's time to appeal to the next step. Null when nothing is due:
 * a draft, a resolved or closed case, a step with no time limit, after the last step's answer, or a filed step the
 * procedure no longer has. Throws a RangeError for a date that is not YYYY-MM-DD.
 */
export function nextDeadline(procedure: GrievanceProcedure, dates: CaseDates, status: GrievanceStatus): CaseDeadline | null {
  if (!(OPEN_CASE_STATUSES as readonly string[]).includes(status)) return null;
  const current = dates.steps.reduce<FiledStep | null>((last, step) => (!last || step.stepIndex > last.stepIndex ? step : last), null);
  const count = (from: string, days: number) => addDays(from, days, procedure.dayKind, procedure.holidays);

  if (current && !current.answeredOn) {
    const step = procedure.steps[current.stepIndex];
    if (!step) return null;
    const base = { kind: 'answer', party: 'company', stepIndex: current.stepIndex, stepName: step.name } as const;
    if (current.extendedTo) return { ...base, dueOn: current.extendedTo, extended: true };
    if (step.answerWithinDays === null) return null;
    return { ...base, dueOn: count(current.filedOn, step.answerWithinDays), extended: false };
  }

  const stepIndex = current ? current.stepIndex + 1 : 0;
  const step = procedure.steps[stepIndex];
  if (!step) return null;
  const base = { kind: 'file', party: 'union', stepIndex, stepName: step.name } as const;
  const extension = dates.pendingExtension;
  if (extension && extension.stepIndex === stepIndex) return { ...base, dueOn: extension.extendedTo, extended: true };
  if (step.fileWithinDays === null) return null;
  const from =
    step.fileAfter === 'incident'
      ? dates.incidentOn
      : step.fileAfter === 'knowledge'
        ? knowledgeDay(dates)
        : // The previous step is the one filed last, and it has been answered (else the company's answer is awaited).
          (current?.answeredOn ?? knowledgeDay(dates));
  return { ...base, dueOn: count(from, step.fileWithinDays), extended: false };
}

function relativeDays(days: number): string {
  if (days === 0) return 'due today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

/**
 * The deadline in words a member understands, e.g. "Step 2 - Station manager: the union must appeal by Friday,
 * December 4 (in 6 days)", "Step 1 - Immediate supervisor: the company's answer was due Monday, November 30 (3 days
 * ago)". Filing the first step is 'file'; filing any later step is an appeal.
 */
export function describeDeadline(deadline: CaseDeadline, today: string): string {
  const days = daysUntil(deadline.dueOn, today);
  const when = `${formatDay(deadline.dueOn, today)} (${relativeDays(days)}${deadline.extended ? '; extended by agreement' : ''})`;
  const action = deadline.kind === 'answer' ? 'answer' : deadline.stepIndex === 0 ? 'filing' : 'appeal';
  const sentence =
    days >= 0
      ? `the ${deadline.party} must ${action === 'filing' ? 'file' : action} by ${when}`
      : `the ${deadline.party}'s ${action} was due ${when}`;
  return `${deadline.stepName}: ${sentence}`;
}
