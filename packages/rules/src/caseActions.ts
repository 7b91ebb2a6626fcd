import { z } from 'zod';
import { CASE_OUTCOME_LABELS, CASE_OUTCOMES, type CaseEventKind, type CaseOutcome, formatDay } from './cases.js';
import type { GrievanceStatus } from './constants.js';
import { GRIEVANCE_STATUS_LABELS } from './grievances.js';
import { calendarDate } from './dates.js';
import { cleanText, optionalText, requiredText } from './text.js';
import { DEPARTMENT_MAX, DEPARTMENT_TOO_LONG } from './users.js';

/** What stewards, officers and members write on a case, and the rules of its statuses. */

export const CASE_LIMITS = {
  noteMax: 10_000,
  remedyMax: 10_000,
  answerMax: 20_000,
  searchMax: 200,
  pageSizeMax: 100,
  /** 'Due within 7 days' in the queue's filter. */
  dueSoonDays: 7,
} as const;

export const CASE_MESSAGES = {
  noteRequired: 'Note text is required',
  noteTooLong: `Note must be at most ${CASE_LIMITS.noteMax.toLocaleString('en-US')} characters`,
  remedyTooLong: `Remedy must be at most ${CASE_LIMITS.remedyMax.toLocaleString('en-US')} characters`,
  remedyRequired: 'Describe the remedy obtained',
  answerRequired: "The company's answer is required",
  answerTooLong: `Answer must be at most ${CASE_LIMITS.answerMax.toLocaleString('en-US')} characters`,
  outcomeRequired: 'Choose the outcome: sustained, settled, denied or withdrawn',
  date: 'Enter a date as YYYY-MM-DD',
  futureDate: 'The date cannot be in the future',
  beforeIncident: 'The date cannot be before the incident',
  stepBeforeIncident: 'A step was filed before that day',
  extensionNoteRequired: 'Say how the extension was agreed',
  status: 'Choose a status: in_progress, resolved or closed',
  transition: (from: string, to: string) => `A case that is ${from} cannot become ${to}`,
  notOpen: 'This case is no longer open',
  notYourCase: 'Only the steward assigned to this case or an officer can do this',
  takeOnlyUnassigned: 'A steward can take only an unassigned case, for themself',
  notASteward: 'Choose an active steward',
  noStepToAnswer: 'File a step before recording an answer',
  alreadyAnswered: 'This step already has an answer',
  lastStep: 'The last step of the procedure has been filed',
  answerBeforeFiling: 'The answer cannot be before the step was filed',
  stepBeforePrevious: 'A step cannot be filed before the answer at the previous step',
  extensionNotLater: 'The extended date must be later than the current time limit',
  noDeadline: 'No time limit is running on this case',
  withdrawnOnlyOpen: 'Only an open grievance can be withdrawn',
  stewardsOnly: 'Only stewards and officers can work cases',
} as const;

/** A case still being worked: the member may add evidence and notes, and withdraw it. */
export const isCaseOpen = (grievance: { status: GrievanceStatus }) =>
  grievance.status === 'submitted' || grievance.status === 'in_progress';

export const GRIEVANCE_NOT_OPEN_MESSAGE = 'Evidence can be added only to a draft or to a case that is still open.';

const note = requiredText(CASE_MESSAGES.noteRequired, CASE_LIMITS.noteMax, CASE_MESSAGES.noteTooLong);
const optionalNote = optionalText(CASE_LIMITS.noteMax, CASE_MESSAGES.noteTooLong);
const day = calendarDate(CASE_MESSAGES.date);

/** A steward's or officer's note: shared with the member, or internal to the union (never shown to the member). */
export const caseNoteSchema = z.object({ text: note, internal: z.boolean({ error: 'internal must be true or false' }).default(false) });
export type CaseNoteInput = z.input<typeof caseNoteSchema>;

/** The member's note or reply on their own case. */
export const memberNoteSchema = z.object({ text: note });

/** Withdrawing an open grievance: the member's reason, optional. */
export const withdrawCaseSchema = z.object({ reason: optionalNote });

/** Assigning a case: the steward's user id, or null to return it to the unassigned queue (officers only). */
export const assignCaseSchema = z.object({ stewardUserId: z.string({ error: CASE_MESSAGES.notASteward }).nullable() });

/** The statuses a steward or officer sets, and where each may go. Draft and submitted are the member's. */
export const CASE_STATUS_MOVES = {
  submitted: ['in_progress', 'resolved'],
  in_progress: ['resolved'],
  resolved: ['in_progress', 'closed'],
  closed: [],
} as const satisfies Record<string, readonly string[]>;

/** Outcomes that obtained something: the remedy must be said in words. */
export const OUTCOMES_WITH_REMEDY: readonly (typeof CASE_OUTCOMES)[number][] = ['sustained', 'settled'];

export const caseStatusSchema = z
  .object({
    status: z.enum(['in_progress', 'resolved', 'closed'], { error: CASE_MESSAGES.status }),
    note: optionalNote,
    outcome: z.enum(CASE_OUTCOMES, { error: CASE_MESSAGES.outcomeRequired }).nullish(),
    remedy: optionalText(CASE_LIMITS.remedyMax, CASE_MESSAGES.remedyTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.status !== 'resolved') return;
    if (!value.outcome) ctx.addIssue({ code: 'custom', path: ['outcome'], message: CASE_MESSAGES.outcomeRequired });
    else if (OUTCOMES_WITH_REMEDY.includes(value.outcome) && !value.remedy) {
      ctx.addIssue({ code: 'custom', path: ['remedy'], message: CASE_MESSAGES.remedyRequired });
    }
  });
export type CaseStatusInput = z.input<typeof caseStatusSchema>;

/**
 * A move through the procedure: file the next step (or appeal to it), record the company's answer at the current step,
 * or record an extension of the time limit running now, agreed with the company.
 */
export const caseStepSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('file'), filedOn: day, note: optionalNote }),
    z.object({
      action: z.literal('answer'),
      answeredOn: day,
      answer: requiredText(CASE_MESSAGES.answerRequired, CASE_LIMITS.answerMax, CASE_MESSAGES.answerTooLong),
    }),
    z.object({
      action: z.literal('extend'),
      extendedTo: day,
      note: requiredText(CASE_MESSAGES.extensionNoteRequired, CASE_LIMITS.noteMax, CASE_MESSAGES.noteTooLong),
    }),
  ],
  { error: "action must be 'file', 'answer' or 'extend'" },
);
export type CaseStepInput = z.input<typeof caseStepSchema>;

/** The dates the first time limit counts from: the incident, and the day the member learnt of it (optional). */
export const caseDatesSchema = z
  .object({ incidentOn: day, knowledgeOn: day.nullish().transform((v) => v || null) })
  .refine((value) => !value.knowledgeOn || value.knowledgeOn >= value.incidentOn, {
    path: ['knowledgeOn'],
    message: 'The day of knowledge cannot be before the incident',
  });

/** The queue's filters. */
export const caseQueueSchema = z.object({
  status: z.enum(['submitted', 'in_progress', 'resolved', 'closed', 'open'], { error: 'Unknown status' }).nullish(),
  step: z.number().int().min(0).max(20).nullish(),
  /** 'me', 'none', or a steward's user id. */
  assigned: z.string().max(64).nullish(),
  overdue: z.boolean().nullish(),
  dueSoon: z.boolean().nullish(),
  shift: z.string().max(50).nullish(),
  article: z.string().max(50).nullish(),
  /** The filing member's department, exactly as it is stored (the steward directory's spelling). */
  department: z.string({ error: DEPARTMENT_TOO_LONG }).overwrite(cleanText).trim().max(DEPARTMENT_MAX, DEPARTMENT_TOO_LONG).nullish(),
  q: z.string().max(CASE_LIMITS.searchMax, `Search must be at most ${CASE_LIMITS.searchMax} characters`).nullish(),
  offset: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .nullish()
    .transform((v) => v ?? 0),
  limit: z
    .number({ error: `limit must be 1 to ${CASE_LIMITS.pageSizeMax}` })
    .int()
    .min(1, `limit must be 1 to ${CASE_LIMITS.pageSizeMax}`)
    .max(CASE_LIMITS.pageSizeMax, `limit must be 1 to ${CASE_LIMITS.pageSizeMax}`)
    .nullish()
    .transform((v) => v ?? 25),
});
export type CaseQueueInput = z.input<typeof caseQueueSchema>;

/** The details a history entry keeps; which are set depends on its kind. */
export type CaseEventDetails = {
  text?: string;
  stepIndex?: number;
  stepName?: string;
  on?: string;
  status?: string;
  outcome?: string;
  remedy?: string;
  assigneeId?: string | null;
  assigneeName?: string | null;
  imageName?: string;
  knowledgeOn?: string | null;
};

const statusLabel = (status: string | undefined) =>
  status && status in GRIEVANCE_STATUS_LABELS ? GRIEVANCE_STATUS_LABELS[status as GrievanceStatus] : (status ?? '');
const outcomeLabel = (outcome: string | undefined) =>
  outcome && outcome in CASE_OUTCOME_LABELS ? CASE_OUTCOME_LABELS[outcome as CaseOutcome] : (outcome ?? '');
const onDay = (day: string | undefined) => (day ? ` on ${formatDay(day)}` : '');

/** One line of plain words for a history entry: what the member and the steward read in the timeline. */
export function summarizeCaseEvent(kind: CaseEventKind, details: CaseEventDetails, internal = false): string {
  switch (kind) {
    case 'submitted':
      return 'Grievance submitted';
    case 'assigned':
      return details.assigneeName ? `Assigned to ${details.assigneeName}` : 'Returned to the unassigned queue';
    case 'step_filed':
      return `${details.stepName ?? 'Step'} filed with the company${onDay(details.on)}`;
    case 'answer_recorded':
      return `Company's answer at ${details.stepName ?? 'the step'} received${onDay(details.on)}`;
    case 'deadline_extended':
      return `Time limit at ${details.stepName ?? 'the step'} extended by agreement to ${details.on ? formatDay(details.on) : 'a later day'}`;
    case 'note':
      return internal ? 'Internal note (union only)' : 'Note from the union';
    case 'member_note':
      return 'Note from the member';
    case 'status':
      return `Status changed to ${statusLabel(details.status)}`;
    case 'outcome':
      return `Resolved: ${outcomeLabel(details.outcome)}`;
    case 'evidence_added':
      return `Evidence added${details.imageName ? `: ${details.imageName}` : ''}`;
    case 'dates_changed':
      return `Incident on ${details.on ? formatDay(details.on) : 'an unknown day'}${details.knowledgeOn ? `, learnt of on ${formatDay(details.knowledgeOn)}` : ''}`;
  }
}
