import type { Readable } from 'node:stream';
import { type FilterQuery, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  assignCaseSchema,
  CASE_LIMITS,
  CASE_MESSAGES,
  CASE_STATUS_MOVES,
  caseDatesSchema,
  caseNoteSchema,
  caseQueueSchema,
  caseStatusSchema,
  caseStepSchema,
  memberNoteSchema,
  withdrawCaseSchema,
} from '@union/rules/caseActions';
import { type GrievanceProcedure, grievanceProcedureSchema, OPEN_CASE_STATUSES } from '@union/rules/cases';
import type { GrievanceStatus } from '@union/rules/constants';
import { hasRole } from '../../auth/auth-checker.js';
import { User } from '../../auth/user.entity.js';
import { findOwnedOrNotFound, parseId } from '../../db/find.js';
import { escapeLike } from '../../db/like.js';
import { readRows } from '../../db/read-rows.js';
import { AppError, badInput, conflict, notFound } from '../../errors.js';
import type { FileStorage } from '../../storage/storage.js';
import { parseInput } from '../../validation.js';
import { Grievance, GrievanceImage } from '../grievances/grievance.entities.js';
import { ENTRY_POPULATE, JournalEntry } from '../journal/journal.entities.js';
import { CaseEvent, GrievanceProcedureSetting, GrievanceStep } from './case.entities.js';
import { appendCaseEvent, checkCaseHistory, displayName, type HistoryCheck } from './case-history.js';
import { currentProcedure, refreshNextDeadline } from './case-deadlines.js';
import { CaseContact, CaseDetail, CaseEvidence, CaseQueue, CaseQueueItem, StewardWorkload } from './case.types.js';

// The union's side of a grievance. A case is a grievance its member has submitted. Officers (administrators) reach
// every case; a steward reaches the unassigned cases and the cases assigned to them; anyone else, or a case outside
// that reach, is NOT_FOUND (never FORBIDDEN, which would confirm that it exists); who may not reach a case learns
// nothing of it, not even that what they sent was malformed, so reach is checked before the input. Every change
// appends to the case's history in the same transaction, under the case's row lock.

const OPEN: readonly GrievanceStatus[] = OPEN_CASE_STATUSES;
const isOpen = (grievance: Grievance) => OPEN.includes(grievance.status);

export const isOfficer = (user: User) => hasRole(user, 'ADMIN');
export const worksCases = (user: User) => user.isActive && (isOfficer(user) || user.isSteward);

/** Refuses (403) a member who is neither a steward nor an officer: the Union Desk is not theirs. */
function requireCaseWorker(actor: User): void {
  if (!worksCases(actor)) throw new AppError('FORBIDDEN', CASE_MESSAGES.stewardsOnly);
}

/** The cases the actor reaches, as a filter. */
function reachOf(actor: User): FilterQuery<Grievance> {
  const submitted: FilterQuery<Grievance> = { status: { $ne: 'draft' } };
  if (isOfficer(actor)) return submitted;
  return { ...submitted, $or: [{ assignedSteward: null }, { assignedSteward: actor.id }] };
}

async function findCase(em: EntityManager, actor: User, id: unknown, lock = false): Promise<Grievance> {
  requireCaseWorker(actor);
  const grievance = await em.findOne(
    Grievance,
    { $and: [{ id: parseId(id, 'Case') }, reachOf(actor)] },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : { populate: ['category', 'imageRows'] },
  );
  if (!grievance) throw notFound('Case');
  return grievance;
}

/** The assigned steward of the case, or an officer: who may change it. */
function requireWorker(actor: User, grievance: Grievance): void {
  if (isOfficer(actor)) return;
  if (grievance.assignedSteward?.id !== actor.id) throw new AppError('FORBIDDEN', CASE_MESSAGES.notYourCase);
}

const stepsOf = (em: EntityManager, grievance: Grievance) => em.find(GrievanceStep, { grievance }, { orderBy: { stepIndex: 'asc' } });

/**
 * Runs a change to one case: locks it within the actor's reach, lets `change` act and append history, works out the
 * next time limit again, and commits; answers the case as the actor now sees it.
 */
async function changeCase(
  em: EntityManager,
  actor: User,
  id: unknown,
  today: string,
  change: (tx: EntityManager, grievance: Grievance, steps: GrievanceStep[], procedure: GrievanceProcedure) => Promise<void> | void,
): Promise<CaseDetail> {
  const caseId = await em.transactional(async (tx) => {
    const grievance = await findCase(tx, actor, id, true);
    const procedure = await currentProcedure(tx);
    const steps = await stepsOf(tx, grievance);
    await change(tx, grievance, steps, procedure);
    refreshNextDeadline(grievance, await stepsOf(tx, grievance), procedure);
    await tx.flush();
    return grievance.id;
  });
  return getCase(em.fork(), actor, caseId, today);
}

// ---------------------------------------------------------------------------------------------------------------
// People

/** What a case shows of a person: their account, and their steward directory record when they have one. */
interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  personal_email: string | null;
  employee_number: string;
  employment_status: User['employmentStatus'];
  is_steward: boolean;
  record_phone: string | null;
  record_email: string | null;
  position: string | null;
  has_record: boolean;
}

// One statement for every person a page shows (members, the stewards working cases, those in the workload), read as
// plain rows: a queue page would otherwise build a full account entity per person.
const PEOPLE_SQL = `select u.id, u.first_name, u.last_name, u.phone_number, u.personal_email, u.employee_number,
  u.employment_status, u.is_steward, s.phone_number as record_phone, s.email as record_email, s.position,
  s.id is not null as has_record
  from users u left join shop_stewards s on s.user_id = u.id where u.id = any(?::uuid[])`;

async function peopleOf(em: EntityManager, ids: readonly (string | null | undefined)[]): Promise<Map<string, PersonRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await readRows<PersonRow>(em, PEOPLE_SQL, [wanted]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** A member's own contact on their case: always the member's account, whatever else they are. */
function memberContact(person: PersonRow): CaseContact {
  return Object.assign(new CaseContact(), {
    userId: person.id,
    name: displayName({ firstName: person.first_name, lastName: person.last_name }),
    phoneNumber: person.phone_number ?? null,
    email: person.personal_email ?? null,
    employeeNumber: person.employee_number,
    employmentStatus: person.employment_status,
    position: null,
  });
}

/** A steward working cases, reached as the directory lists them (their account's details when it does not). */
function stewardContact(person: PersonRow): CaseContact {
  const steward = person.is_steward || person.has_record;
  return Object.assign(new CaseContact(), {
    userId: person.id,
    name: displayName({ firstName: person.first_name, lastName: person.last_name }),
    phoneNumber: person.record_phone ?? person.phone_number ?? null,
    email: person.record_email ?? person.personal_email ?? null,
    employeeNumber: steward ? null : person.employee_number,
    employmentStatus: steward ? null : person.employment_status,
    position: person.position ?? null,
  });
}

/** The steward working a case, with how to reach them; null while unassigned. */
export async function caseSteward(em: EntityManager, grievance: Grievance): Promise<CaseContact | null> {
  const id = grievance.assignedSteward?.id;
  if (!id) return null;
  const person = (await peopleOf(em, [id])).get(id);
  return person ? stewardContact(person) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// The queue

/** The calendar day `days` after `day` (YYYY-MM-DD), every day counted. */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A case-insensitive match of text typed in a search box, its wildcards made literal. */
const containing = (typed: string) => ({ $ilike: `%${escapeLike(typed)}%` });

/** The queue's filters as a query, within the actor's reach. */
function queueFilter(actor: User, filters: ReturnType<typeof caseQueueSchema.parse>, today: string): FilterQuery<Grievance> {
  const and: FilterQuery<Grievance>[] = [reachOf(actor)];
  if (filters.status === 'open') and.push({ status: { $in: [...OPEN] } });
  else if (filters.status) and.push({ status: filters.status });
  if (filters.step !== null && filters.step !== undefined) and.push({ currentStep: filters.step });
  if (filters.assigned === 'me') and.push({ assignedSteward: actor.id });
  else if (filters.assigned === 'none') and.push({ assignedSteward: null });
  else if (filters.assigned) and.push({ assignedSteward: parseId(filters.assigned, 'Steward') });
  if (filters.overdue) and.push({ nextDeadlineOn: { $lt: today } });
  if (filters.dueSoon) {
    and.push({ nextDeadlineOn: { $gte: today, $lte: dayAfter(today, CASE_LIMITS.dueSoonDays) } });
  }
  if (filters.shift) and.push({ journalEntry: { shift: filters.shift } });
  if (filters.department) and.push({ user: { department: filters.department } });
  if (filters.article?.trim()) {
    const words = containing(filters.article.trim());
    and.push({ $or: [{ contractViolation: words }, { aiAssistance: words }] });
  }
  const q = filters.q?.trim();
  if (q) {
    const words = containing(q);
    and.push({
      $or: [
        { title: words },
        { description: words },
        { location: words },
        { user: { firstName: words } },
        { user: { lastName: words } },
        { user: { employeeNumber: words } },
      ],
    });
  }
  return { $and: and };
}

/**
 * The Union Desk queue: the cases within the actor's reach matching the filters, overdue first and then by the next
 * time limit (cases with none last, newest first among them), with how many are unassigned, each steward's load, and
 * the names of the procedure's steps (what the queue's step numbers stand for).
 */
export async function listCases(em: EntityManager, actor: User, input: unknown, today: string): Promise<CaseQueue> {
  requireCaseWorker(actor);
  const filters = parseInput(caseQueueSchema, input ?? {});
  const where = queueFilter(actor, filters, today);
  // The page, its count, the workload and the procedure do not wait for one another.
  const [rows, total, load, procedure] = await Promise.all([
    em.find(Grievance, where, {
      populate: ['category', 'imageRows'],
      orderBy: [{ nextDeadlineOn: 'asc nulls last' }, { submittedAt: 'desc' }, { id: 'asc' }],
      limit: filters.limit,
      offset: filters.offset,
    }),
    em.count(Grievance, where),
    openCasesBySteward(em),
    currentProcedure(em),
  ]);
  const people = await peopleOf(em, [...rows.flatMap((g) => [g.user.id, g.assignedSteward?.id]), ...load.map((r) => r.steward)]);
  const steward = (id: string | null | undefined) => {
    const person = id ? people.get(id) : undefined;
    return person ? stewardContact(person) : null;
  };
  const items = rows.flatMap((grievance) => {
    const member = people.get(grievance.user.id);
    if (!member) return [];
    return [
      Object.assign(new CaseQueueItem(), {
        grievance,
        member: memberContact(member),
        steward: steward(grievance.assignedSteward?.id),
        overdue: !!grievance.nextDeadlineOn && grievance.nextDeadlineOn < today,
      }),
    ];
  });
  const workload = load
    .flatMap((r) => {
      const contact = steward(r.steward);
      return contact && r.steward ? [Object.assign(new StewardWorkload(), { steward: contact, openCases: Number(r.open) })] : [];
    })
    .sort((a, b) => b.openCases - a.openCases || a.steward.name.localeCompare(b.steward.name));
  const unassigned = Number(load.find((r) => r.steward === null)?.open ?? 0);
  return Object.assign(new CaseQueue(), {
    items,
    total,
    unassigned,
    workload,
    procedureSteps: procedure.steps.map((s) => s.name),
    today,
  });
}

/** Open cases per steward (null: those with none), one grouped count over the open cases' own index. */
function openCasesBySteward(em: EntityManager): Promise<{ steward: string | null; open: string }[]> {
  return readRows(
    em,
    `select assigned_steward_id as steward, count(*) as open from grievances where status in ('submitted', 'in_progress') group by assigned_steward_id`,
    [],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// One case

export async function getCase(em: EntityManager, actor: User, id: unknown, today: string): Promise<CaseDetail> {
  const grievance = await findCase(em, actor, id);
  const stewardId = grievance.assignedSteward?.id;
  const [steps, history, procedure, people, entry] = await Promise.all([
    stepsOf(em, grievance),
    em.find(CaseEvent, { grievance }, { orderBy: { seq: 'asc' } }),
    currentProcedure(em),
    peopleOf(em, [grievance.user.id, stewardId]),
    grievance.journalEntry ? em.findOne(JournalEntry, { id: grievance.journalEntry.id }, { populate: ENTRY_POPULATE }) : null,
  ]);
  const evidence = grievance.images.map((image) =>
    Object.assign(new CaseEvidence(), {
      id: image.id,
      originalFileName: image.originalFileName,
      caption: image.caption ?? null,
      mimeType: image.mimeType,
      fileSize: image.fileSize,
      uploadedAt: image.uploadedAt,
      url: `/api/cases/${grievance.id}/images/${image.id}/view`,
    }),
  );
  const stewardPerson = stewardId ? people.get(stewardId) : undefined;
  const assignedToActor = stewardId === actor.id;
  return Object.assign(new CaseDetail(), {
    grievance,
    member: memberContact(people.get(grievance.user.id) as PersonRow),
    steward: stewardPerson ? stewardContact(stewardPerson) : null,
    evidence,
    journalEntry: entry,
    steps,
    procedureSteps: procedure.steps.map((s) => s.name),
    history,
    canWork: isOfficer(actor) || assignedToActor,
    canTake: actor.isSteward && !grievance.assignedSteward && isOpen(grievance),
    today,
  });
}

/** An evidence image of a case within the actor's reach, and its bytes. */
export async function openCaseImage(
  em: EntityManager,
  storage: FileStorage,
  actor: User,
  caseId: unknown,
  imageId: unknown,
): Promise<{ image: GrievanceImage; stream: Readable; size: number }> {
  const grievance = await findCase(em, actor, caseId);
  const image = await em.findOne(GrievanceImage, { id: parseId(imageId, 'Image'), grievance });
  if (!image) throw notFound('Image');
  const { stream, size } = await storage.open(image.objectStoragePath);
  return { image, stream, size };
}

/** Checks a case's history chain, for anyone who reaches the case. */
export async function checkHistory(em: EntityManager, actor: User, id: unknown): Promise<HistoryCheck> {
  return checkCaseHistory(em, await findCase(em, actor, id));
}

// ---------------------------------------------------------------------------------------------------------------
// Working a case

/**
 * Assigns a case. An officer assigns or reassigns it to any active steward, or returns it to the unassigned queue;
 * a steward takes an unassigned case, for themself only. A submitted case becomes in progress once it has a steward.
 */
export async function assignCase(em: EntityManager, actor: User, id: unknown, input: unknown, today: string): Promise<CaseDetail> {
  await findCase(em, actor, id);
  const { stewardUserId } = parseInput(assignCaseSchema, input);
  return changeCase(em, actor, id, today, async (tx, grievance) => {
    if (!isOpen(grievance)) throw conflict(CASE_MESSAGES.notOpen);
    // A steward takes a case for themself only (their reach holds only unassigned cases and their own).
    if (!isOfficer(actor) && stewardUserId !== actor.id) throw new AppError('FORBIDDEN', CASE_MESSAGES.takeOnlyUnassigned);
    let steward: User | null = null;
    if (stewardUserId !== null) {
      const stewardId = (() => {
        try {
          return parseId(stewardUserId, 'Steward');
        } catch {
          throw badInput(CASE_MESSAGES.notASteward, { stewardUserId: CASE_MESSAGES.notASteward });
        }
      })();
      steward = await tx.findOne(User, { id: stewardId, isSteward: true, isActive: true });
      if (!steward) throw badInput(CASE_MESSAGES.notASteward, { stewardUserId: CASE_MESSAGES.notASteward });
    }
    if ((grievance.assignedSteward?.id ?? null) === (steward?.id ?? null)) return;
    grievance.assignedSteward = steward;
    appendCaseEvent(tx, grievance, actor, {
      kind: 'assigned',
      body: { assigneeId: steward?.id ?? null, assigneeName: steward ? displayName(steward) : null },
    });
    if (steward && grievance.status === 'submitted') moveStatus(tx, grievance, actor, 'in_progress');
  });
}

function moveStatus(tx: EntityManager, grievance: Grievance, actor: User, status: GrievanceStatus, note?: string | null): void {
  grievance.status = status;
  if (status === 'resolved') grievance.resolvedAt = new Date();
  if (status === 'closed') grievance.closedAt = new Date();
  if (status === 'in_progress') {
    grievance.resolvedAt = null;
    grievance.outcome = null;
    grievance.remedy = null;
  }
  appendCaseEvent(tx, grievance, actor, { kind: 'status', body: { status, ...(note ? { text: note } : {}) } });
}

/** Moves a case along submitted -> in progress -> resolved (with its outcome and remedy) -> closed. */
export async function changeCaseStatus(em: EntityManager, actor: User, id: unknown, input: unknown, today: string): Promise<CaseDetail> {
  await findCase(em, actor, id);
  const { status, note, outcome, remedy } = parseInput(caseStatusSchema, input);
  return changeCase(em, actor, id, today, (tx, grievance) => {
    requireWorker(actor, grievance);
    const from = grievance.status as keyof typeof CASE_STATUS_MOVES;
    const allowed: readonly string[] = CASE_STATUS_MOVES[from] ?? [];
    if (!allowed.includes(status)) throw conflict(CASE_MESSAGES.transition(from, status));
    moveStatus(tx, grievance, actor, status, note);
    if (status === 'resolved' && outcome) {
      grievance.outcome = outcome;
      grievance.remedy = remedy ?? null;
      appendCaseEvent(tx, grievance, actor, { kind: 'outcome', body: { outcome, ...(remedy ? { remedy, text: remedy } : {}) } });
    }
  });
}

/** Files the next step, records the company's answer at the current one, or records an agreed extension. */
export async function recordCaseStep(em: EntityManager, actor: User, id: unknown, input: unknown, today: string): Promise<CaseDetail> {
  await findCase(em, actor, id);
  const step = parseInput(caseStepSchema, input);
  return changeCase(em, actor, id, today, (tx, grievance, steps, procedure) => {
    requireWorker(actor, grievance);
    if (!isOpen(grievance)) throw conflict(CASE_MESSAGES.notOpen);
    const current = steps.at(-1) ?? null;
    const notFuture = (day: string, field: string) => {
      if (day > today) throw badInput(CASE_MESSAGES.futureDate, { [field]: CASE_MESSAGES.futureDate });
    };
    if (step.action === 'file') {
      notFuture(step.filedOn, 'filedOn');
      const index = current ? current.stepIndex + 1 : 0;
      const procedureStep = procedure.steps[index];
      if (!procedureStep) throw conflict(CASE_MESSAGES.lastStep);
      if (grievance.incidentOn && step.filedOn < grievance.incidentOn) {
        throw badInput(CASE_MESSAGES.beforeIncident, { filedOn: CASE_MESSAGES.beforeIncident });
      }
      if (current && step.filedOn < (current.answeredOn ?? current.filedOn)) {
        throw badInput(CASE_MESSAGES.stepBeforePrevious, { filedOn: CASE_MESSAGES.stepBeforePrevious });
      }
      tx.persist(tx.create(GrievanceStep, { grievance, stepIndex: index, stepName: procedureStep.name, filedOn: step.filedOn }));
      grievance.currentStep = index;
      grievance.filingExtension = null;
      appendCaseEvent(tx, grievance, actor, {
        kind: 'step_filed',
        body: { stepIndex: index, stepName: procedureStep.name, on: step.filedOn, ...(step.note ? { text: step.note } : {}) },
      });
      if (grievance.status === 'submitted') moveStatus(tx, grievance, actor, 'in_progress');
      return;
    }
    if (step.action === 'answer') {
      notFuture(step.answeredOn, 'answeredOn');
      if (!current) throw conflict(CASE_MESSAGES.noStepToAnswer);
      if (current.answeredOn) throw conflict(CASE_MESSAGES.alreadyAnswered);
      if (step.answeredOn < current.filedOn)
        throw badInput(CASE_MESSAGES.answerBeforeFiling, { answeredOn: CASE_MESSAGES.answerBeforeFiling });
      current.answeredOn = step.answeredOn;
      current.answer = step.answer;
      appendCaseEvent(tx, grievance, actor, {
        kind: 'answer_recorded',
        body: { stepIndex: current.stepIndex, stepName: current.stepName, on: step.answeredOn, text: step.answer },
      });
      return;
    }
    // An extension moves the time limit running now: the company's answer at the current step, or the union's
    // filing of the next one.
    const running = grievance.nextDeadline;
    if (!running) throw conflict(CASE_MESSAGES.noDeadline);
    if (step.extendedTo <= running.dueOn) {
      throw badInput(CASE_MESSAGES.extensionNotLater, { extendedTo: CASE_MESSAGES.extensionNotLater });
    }
    if (running.kind === 'answer' && current) {
      current.extendedTo = step.extendedTo;
      current.extensionNote = step.note;
    } else {
      grievance.filingExtension = { stepIndex: running.stepIndex, extendedTo: step.extendedTo };
    }
    appendCaseEvent(tx, grievance, actor, {
      kind: 'deadline_extended',
      body: { stepIndex: running.stepIndex, stepName: running.stepName, on: step.extendedTo, text: step.note },
    });
  });
}

/**
 * Corrects the days the first time limit counts from: the incident, and when the member learnt of it. Refused once a
 * step is filed before the new incident day.
 */
export async function setCaseDates(em: EntityManager, actor: User, id: unknown, input: unknown, today: string): Promise<CaseDetail> {
  await findCase(em, actor, id);
  const { incidentOn, knowledgeOn } = parseInput(caseDatesSchema, input);
  return changeCase(em, actor, id, today, (tx, grievance, steps) => {
    requireWorker(actor, grievance);
    if (!isOpen(grievance)) throw conflict(CASE_MESSAGES.notOpen);
    for (const [field, day] of [
      ['incidentOn', incidentOn],
      ['knowledgeOn', knowledgeOn],
    ] as const) {
      if (day && day > today) throw badInput(CASE_MESSAGES.futureDate, { [field]: CASE_MESSAGES.futureDate });
    }
    if (steps[0] && steps[0].filedOn < incidentOn)
      throw badInput(CASE_MESSAGES.stepBeforeIncident, { incidentOn: CASE_MESSAGES.stepBeforeIncident });
    if (grievance.incidentOn === incidentOn && (grievance.knowledgeOn ?? null) === knowledgeOn) return;
    grievance.incidentOn = incidentOn;
    grievance.knowledgeOn = knowledgeOn;
    appendCaseEvent(tx, grievance, actor, { kind: 'dates_changed', body: { on: incidentOn, knowledgeOn } });
  });
}

/** A steward's or officer's note on the case: shared with the member, or internal to the union. */
export async function addCaseNote(em: EntityManager, actor: User, id: unknown, input: unknown, today: string): Promise<CaseDetail> {
  await findCase(em, actor, id);
  const { text, internal } = parseInput(caseNoteSchema, input);
  return changeCase(em, actor, id, today, (tx, grievance) => {
    requireWorker(actor, grievance);
    appendCaseEvent(tx, grievance, actor, { kind: 'note', internal, body: { text } });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The grievance procedure

export async function getProcedure(em: EntityManager): Promise<GrievanceProcedure> {
  return currentProcedure(em);
}

/** Saves the procedure and works out the next time limit of every open case again, in one transaction. */
export async function updateProcedure(em: EntityManager, actor: User, input: unknown): Promise<GrievanceProcedure> {
  const procedure = parseInput(grievanceProcedureSchema, input) as GrievanceProcedure;
  await em.transactional(async (tx) => {
    const saved = await tx.findOne(GrievanceProcedureSetting, { scope: 'agreement' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (saved) {
      saved.procedure = procedure;
      saved.updatedBy = actor;
    } else {
      tx.persist(tx.create(GrievanceProcedureSetting, { procedure, updatedBy: actor }));
    }
    const open = await tx.find(Grievance, { status: { $in: [...OPEN] } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const steps = await tx.find(GrievanceStep, { grievance: { $in: open.map((g) => g.id) } }, { orderBy: { stepIndex: 'asc' } });
    for (const grievance of open) {
      refreshNextDeadline(
        grievance,
        steps.filter((s) => s.grievance.id === grievance.id),
        procedure,
      );
    }
    await tx.flush();
  });
  return procedure;
}

// ---------------------------------------------------------------------------------------------------------------
// The member's side of their own case

/** The shared history of the member's own case: never an internal note. */
export async function memberTimeline(em: EntityManager, actor: User, grievanceId: unknown): Promise<CaseEvent[]> {
  const grievance = await findOwnedOrNotFound(em, Grievance, grievanceId, actor.id, 'Grievance');
  return sharedHistory(em, grievance.id);
}

/**
 * The name of the step a case stands at, as it was when the union filed it (an officer may rename the procedure's
 * steps later; the member keeps reading the name the step was filed under). Null before the first step is filed.
 */
export async function currentStepName(em: EntityManager, grievance: Grievance): Promise<string | null> {
  if (grievance.currentStep === null || grievance.currentStep === undefined) return null;
  const step = await em.findOne(GrievanceStep, { grievance: grievance.id, stepIndex: grievance.currentStep });
  return step?.stepName ?? null;
}

export function sharedHistory(em: EntityManager, grievanceId: string): Promise<CaseEvent[]> {
  return em.find(CaseEvent, { grievance: grievanceId, internal: false }, { orderBy: { seq: 'asc' } });
}

async function changeOwnCase(
  em: EntityManager,
  actor: User,
  grievanceId: unknown,
  change: (tx: EntityManager, grievance: Grievance) => void,
): Promise<Grievance> {
  const id = parseId(grievanceId, 'Grievance');
  await em.transactional(async (tx) => {
    const grievance = await tx.findOne(Grievance, { id, user: actor.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!grievance) throw notFound('Grievance');
    if (!isOpen(grievance)) throw conflict(CASE_MESSAGES.notOpen);
    change(tx, grievance);
    refreshNextDeadline(grievance, await stepsOf(tx, grievance), await currentProcedure(tx));
    await tx.flush();
  });
  return findOwnedOrNotFound(em.fork(), Grievance, id, actor.id, 'Grievance', { populate: ['category', 'imageRows'] });
}

/** The member's note or reply on their own open case (shared with the union). */
export async function addMemberNote(em: EntityManager, actor: User, grievanceId: unknown, input: unknown): Promise<CaseEvent> {
  await findOwnedOrNotFound(em, Grievance, grievanceId, actor.id, 'Grievance');
  const { text } = parseInput(memberNoteSchema, input);
  let added: CaseEvent | undefined;
  await changeOwnCase(em, actor, grievanceId, (tx, grievance) => {
    added = appendCaseEvent(tx, grievance, actor, { kind: 'member_note', body: { text } });
  });
  return added as CaseEvent;
}

/** The member withdraws their own open case: it is resolved with the outcome 'withdrawn', and the union sees why. */
export async function withdrawOwnCase(em: EntityManager, actor: User, grievanceId: unknown, input: unknown): Promise<Grievance> {
  await findOwnedOrNotFound(em, Grievance, grievanceId, actor.id, 'Grievance');
  const { reason } = parseInput(withdrawCaseSchema, input ?? {});
  return changeOwnCase(em, actor, grievanceId, (tx, grievance) => {
    // The reason is said once, with the outcome.
    moveStatus(tx, grievance, actor, 'resolved');
    grievance.outcome = 'withdrawn';
    appendCaseEvent(tx, grievance, actor, { kind: 'outcome', body: { outcome: 'withdrawn', ...(reason ? { text: reason } : {}) } });
  });
}
