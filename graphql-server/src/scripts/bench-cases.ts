import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Session as Inspector } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import type { EntityManager, MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { CASE_LIMITS } from '@union/rules/caseActions';
import { type CaseOutcome, DEFAULT_GRIEVANCE_PROCEDURE } from '@union/rules/cases';
import { dayIn } from '@union/rules/dates';
import { normalizeIdentifier } from '@union/rules/users';
import { createApp } from '../app.js';
import { hashPassword } from '../auth/passwords.js';
import { User } from '../auth/user.entity.js';
import { loadConfig } from '../config.js';
import { JOB_QUEUE_HEARTBEATS_TABLE } from '../jobs/jobs.js';
import { createLogger } from '../logger.js';
import { type CaseEvent, GrievanceStep } from '../modules/cases/case.entities.js';
import { refreshNextDeadline } from '../modules/cases/case-deadlines.js';
import { appendCaseEvent } from '../modules/cases/case-history.js';
import { GrievanceCategory } from '../modules/grievances/grievance-category.entity.js';
import { Grievance, GrievanceImage } from '../modules/grievances/grievance.entities.js';
import { JournalEntry, JournalEvent, JournalParticipant } from '../modules/journal/journal.entities.js';
import { ShopSteward } from '../modules/stewards/steward.entity.js';
import { type AppServices, buildServices } from '../services.js';

// `npm run bench:cases [-- --requests 200 --warmup 20 --cases 10000 --history 100000 --small 1000 --verbose --keep]`:
// the Union Desk at scale. Starts the app as `npm start` does (its own temporary data folder, the embedded PostgreSQL,
// every migration, no demo data) on 127.0.0.1 and a free port, fills it with members, stewards, an officer and
// submitted grievances whose histories are valid hash chains (written by the app's own appendCaseEvent), signs in
// over HTTP as a steward and as the officer, and measures one client's sequential requests: the queue with each
// filter through both doors, a case page through both doors, and the officer's history check. It counts the SQL
// statements each request sends to PostgreSQL after the first `--small` cases and again at `--cases`: a count that
// grows with the number of cases is a query per case (N+1). It prints a table and one line starting `bench:cases`,
// and exits 0 whatever the figures (it measures; it does not judge), 1 on an error.

const OPTIONS = {
  requests: { type: 'string', default: '200' },
  warmup: { type: 'string', default: '20' },
  cases: { type: 'string', default: '10000' },
  history: { type: 'string', default: '100000' },
  small: { type: 'string', default: '1000' },
  verbose: { type: 'boolean', default: false },
  profile: { type: 'string' },
  keep: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

const options = (() => {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\nnpm run bench:cases -- --help lists the options.`);
    process.exit(2);
  }
})();
if (options.help) {
  console.log(`npm run bench:cases [-- options]
  --requests N   timed requests of each kind, one after another (default 200)
  --warmup N     untimed requests of each kind first (default 20)
  --cases N      submitted grievances at the end (default 10000)
  --history N    history rows in all at the end, about N / cases per case (default 100000)
  --small N      the first size at which statements are counted (default 1000)
  --verbose      print the statements of one request of each kind
  --profile FILE write a CPU profile of this process (the app and the client) over the timed requests only, not
                 the fill (open it in Chrome DevTools)
  --keep         keep the temporary data folder (database, uploads) and print where it is`);
  process.exit(0);
}
function whole(name: 'requests' | 'warmup' | 'cases' | 'history' | 'small', min: number): number {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} must be a whole number of at least ${min} (got '${options[name]}')`);
    process.exit(2);
  }
  return value;
}
const REQUESTS = whole('requests', 1);
const WARMUP = whole('warmup', 0);
const CASES = whole('cases', 10);
const HISTORY = whole('history', 0);
const SMALL = whole('small', 10);
if (SMALL > CASES) {
  console.error(`--small (${SMALL}) must not exceed --cases (${CASES})`);
  process.exit(2);
}

const PASSWORD = 'bench-cases-password';
const STEWARDS = 10;
const CASES_PER_MEMBER = 5;
/** Cases inserted per transaction: each table's rows go in multi-row INSERTs of the ORM's batch size. */
const CHUNK = 500;
const SEARCH_WORD = 'overtime';
const NIGHT_SHIFT = '10pm-6am (Night)';
const TARGET_MS = { queue: 50, case: 50, check: 20 } as const;

// ---------------------------------------------------------------------------------------------------------------
// Made-up but plausible content, the same every run (a seeded generator).

let seed = 0x5eed_ca5e;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const chance = (p: number) => random() < p;

const FIRST_NAMES = [
  'Rosa',
  'Marcus',
  'Dana',
  'Luis',
  'Keisha',
  'Tom',
  'Priya',
  'Andre',
  'Mei',
  'Carlos',
  'Nora',
  'Jamal',
  'Erin',
  'Omar',
  'Grace',
];
const LAST_NAMES = [
  'Alvarez',
  'Brooks',
  'Chen',
  'Diaz',
  'Evans',
  'Foster',
  'Garcia',
  'Hughes',
  'Ibrahim',
  'Jones',
  'Kim',
  'Lopez',
  'Moore',
  'Nguyen',
];
const SHIFTS = ['6am-2pm (Day)', '2pm-10pm (Evening)', NIGHT_SHIFT, '7am-3pm (Day)', '3pm-11pm (Evening)', '11pm-7am (Night)'];
const LOCATIONS = [
  'Ramp, gates C20-C24',
  'Bag room',
  'Cargo building',
  'Crew room, Terminal C',
  'Line maintenance hangar',
  'Station manager office',
];
const JOB_TITLES = ['Fleet Service Agent', 'Ramp Lead', 'Cargo Agent', 'Crew Chief', 'Aircraft Cleaner'];
const TOPICS = [
  { title: 'Forced overtime without the required notice', article: 'Article 7 (Overtime)', category: 'Overtime' },
  { title: 'Overtime offered out of seniority order', article: 'Article 7 (Overtime)', category: 'Overtime' },
  { title: 'Shift bid changed without posting', article: 'Article 9 (Hours of Service)', category: 'Scheduling' },
  { title: 'Written warning without an investigatory meeting', article: 'Article 15 (Discipline)', category: 'Discipline' },
  { title: 'Denied a steward at a disciplinary meeting', article: 'Article 15 (Discipline)', category: 'Discipline' },
  { title: 'Night differential missing from two pay checks', article: 'Article 6 (Wages)', category: 'Pay' },
  { title: 'Vacation request denied out of seniority', article: 'Article 11 (Vacations)', category: 'Scheduling' },
  { title: 'Unsafe tug left in service after a report', article: 'Article 20 (Safety and Health)', category: 'Safety' },
  { title: 'Meal period missed on a double shift', article: 'Article 8 (Meal Periods)', category: 'Scheduling' },
  { title: 'Holiday pay worked out at the wrong rate', article: 'Article 10 (Holidays)', category: 'Pay' },
] as const;
const STEWARD_NOTES = [
  'Spoke with the supervisor; waiting on the schedule records.',
  'Requested the overtime list and the sign-in sheets for that week.',
  'Met with the member at the start of the shift and went over the timeline.',
  'Witness statement received and added to the file.',
  'The company asked for a week to look into it; agreed to meet Tuesday.',
];
const INTERNAL_NOTES = [
  'Internal: same crew chief as the last three cases. Push for a pattern finding.',
  'Internal: the member has one prior warning on file; keep the remedy modest.',
  'Internal: check with the chief steward before offering to settle.',
];
const MEMBER_NOTES = ['Thank you. I can come in before my shift on Tuesday.', 'I kept the old and new schedules if you need them.'];
const COMPANY_ANSWERS = [
  'Denied: the company says it was an operational necessity.',
  'Denied: the company says the notice was given verbally.',
  'Partly granted: four hours at the overtime rate.',
];

// ---------------------------------------------------------------------------------------------------------------
// The plan of every case, drawn up front (numbers only), so the history rows come to the total asked for.

type Status = 'submitted' | 'in_progress' | 'resolved' | 'closed';

/** A case as days before today: a larger number is earlier. */
interface CasePlan {
  member: number;
  topic: (typeof TOPICS)[number];
  location: string;
  status: Status;
  /** The steward working it (an index into the stewards), or null while unassigned. */
  steward: number | null;
  takenByOfficer: boolean;
  withdrawn: boolean;
  incidentAgo: number;
  submittedAgo: number;
  assignedAgo: number | null;
  steps: Array<{ filedAgo: number; answeredAgo: number | null }>;
  resolvedAgo: number | null;
  closedAgo: number | null;
  outcome: CaseOutcome | null;
  /** The shift of the journal entry it was converted from, or null when written without one. */
  shift: string | null;
  witnesses: number;
  images: number;
  aiAssistance: boolean;
  /** Notes added between submission and the end, on top of what the case's moves write. */
  notes: number;
}

/** Steward i gets a share of the cases that shrinks with i, so the workloads differ (the first, signed in, has most). */
function pickSteward(): number {
  const total = (STEWARDS * (STEWARDS + 1)) / 2;
  let draw = random() * total;
  for (let i = 0; i < STEWARDS; i++) {
    draw -= STEWARDS - i;
    if (draw < 0) return i;
  }
  return STEWARDS - 1;
}

function planCase(index: number): CasePlan {
  const members = Math.ceil(CASES / CASES_PER_MEMBER);
  const roll = random();
  const status: Status = roll < 0.2 ? 'submitted' : roll < 0.65 ? 'in_progress' : roll < 0.85 ? 'resolved' : 'closed';
  const withdrawn = status !== 'in_progress' && status !== 'submitted' && chance(0.08);
  const shift = chance(0.6) ? pick(SHIFTS) : null;
  const incidentAgo = status === 'submitted' ? between(0, 50) : status === 'in_progress' ? between(3, 110) : between(40, 700);
  const submittedAgo = shift ? Math.max(0, incidentAgo - between(0, 6)) : incidentAgo;
  const plan: CasePlan = {
    member: index % members,
    topic: pick(TOPICS),
    location: pick(LOCATIONS),
    status,
    steward: null,
    takenByOfficer: false,
    withdrawn,
    incidentAgo,
    submittedAgo,
    assignedAgo: null,
    steps: [],
    resolvedAgo: null,
    closedAgo: null,
    outcome: null,
    shift,
    witnesses: shift ? between(0, 3) : 0,
    images: chance(0.4) ? between(1, 3) : 0,
    aiAssistance: chance(0.3),
    notes: 0,
  };
  let cursor = submittedAgo;
  if (status !== 'submitted' && !withdrawn) {
    plan.steward = pickSteward();
    plan.takenByOfficer = chance(0.3);
    cursor = plan.assignedAgo = Math.max(0, cursor - between(0, 4));
    const wanted = status === 'in_progress' ? pick([0, 1, 1, 1, 2, 2, 3]) : between(1, 3);
    for (let step = 0; step < wanted; step++) {
      const filedAgo = cursor - (step === 0 ? between(1, 25) : between(1, 12));
      if (filedAgo < 0) break;
      const last = step === wanted - 1;
      const answeredAgo = filedAgo - between(1, step === 1 ? 25 : 8);
      const answered = answeredAgo >= 0 && (!last || status !== 'in_progress' || chance(0.5));
      plan.steps.push({ filedAgo, answeredAgo: answered ? answeredAgo : null });
      if (!answered) break;
      cursor = answeredAgo;
    }
  }
  if (status === 'resolved' || status === 'closed') {
    cursor = plan.resolvedAgo = Math.max(0, cursor - between(1, 20));
    plan.outcome = withdrawn ? 'withdrawn' : pick(['sustained', 'settled', 'denied'] as const);
    if (status === 'closed') plan.closedAgo = Math.max(0, cursor - between(1, 30));
  }
  return plan;
}

/** The history rows a case's own moves write (submission, assignment, steps, status and outcome). */
function movesOf(plan: CasePlan): number {
  let rows = 1;
  if (plan.steward !== null) rows += 2;
  for (const step of plan.steps) rows += step.answeredAgo === null ? 1 : 2;
  if (plan.resolvedAgo !== null) rows += 2;
  if (plan.closedAgo !== null) rows += 1;
  return rows;
}

function planAll(): CasePlan[] {
  const plans = Array.from({ length: CASES }, (_, i) => planCase(i));
  // The notes make up the rest of the history, spread at random: each of the two sizes gets its share.
  for (const [from, to] of [
    [0, SMALL],
    [SMALL, CASES],
  ]) {
    const part = plans.slice(from, to);
    const share = Math.round((HISTORY * (to - from)) / CASES);
    let missing = share - part.reduce((sum, p) => sum + movesOf(p), 0);
    while (missing-- > 0) pick(part).notes += 1;
  }
  return plans;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing it: the app's entities, its appendCaseEvent (the hash chain) and refreshNextDeadline (the queue's sort key),
// inserted in multi-row INSERTs (em.insertMany), one transaction per chunk of cases.

interface People {
  officer: User;
  stewards: User[];
  members: User[];
  /** Each member's journal event (its id), by the member's index. */
  journalEvents: string[];
  /** The grievance categories' ids by name. */
  categories: Map<string, string>;
}

const DAY_MS = 86_400_000;

async function createPeople(orm: MikroORM): Promise<People> {
  const em = orm.em.fork();
  const hashedPassword = await hashPassword(PASSWORD);
  const person = (username: string, first: string, last: string, employeeNumber: string, extra: Partial<User> = {}) =>
    em.create(User, {
      username,
      usernameKey: normalizeIdentifier(username),
      personalEmail: `${username}@example.org`,
      emailKey: normalizeIdentifier(`${username}@example.org`),
      phoneNumber: `(214) 555-${String(between(0, 9999)).padStart(4, '0')}`,
      firstName: first,
      lastName: last,
      employeeNumber,
      employmentStatus: chance(0.7) ? 'full_time' : 'part_time',
      hireDate: `20${String(between(5, 24)).padStart(2, '0')}-0${between(1, 9)}-1${between(0, 9)}`,
      hashedPassword,
      ...extra,
    });
  const officer = person('officer', 'Olivia', 'Park', 'E000001', { isAdmin: true });
  const stewards = Array.from({ length: STEWARDS }, (_, i) =>
    person(`steward${String(i + 1).padStart(2, '0')}`, pick(FIRST_NAMES), pick(LAST_NAMES), `E1${String(i).padStart(5, '0')}`, {
      isSteward: true,
    }),
  );
  const members = Array.from({ length: Math.ceil(CASES / CASES_PER_MEMBER) }, (_, i) =>
    person(`member${String(i + 1).padStart(5, '0')}`, pick(FIRST_NAMES), pick(LAST_NAMES), `E2${String(i).padStart(5, '0')}`),
  );
  const records = stewards.map((user, i) =>
    em.create(ShopSteward, {
      name: `${user.firstName} ${user.lastName}`,
      position: i === 0 ? 'Chief Steward' : 'Shop Steward',
      department: 'Ramp',
      shift: pick(SHIFTS),
      phoneNumber: `(214) 555-01${String(i).padStart(2, '0')}`,
      email: `${user.username}@local591.example.org`,
      user,
    }),
  );
  const events = members.map((user) => em.create(JournalEvent, { user, eventTitle: 'Ramp operations' }));
  await insertAll(orm, [[officer, ...stewards, ...members], records, events]);
  const categories = new Map((await orm.em.fork().find(GrievanceCategory, {})).map((c) => [c.name, c.id]));
  return { officer, stewards, members, journalEvents: events.map((e) => e.id), categories };
}

/** Inserts each list in order (parents before children), in one transaction, in the ORM's multi-row INSERTs. */
async function insertAll(orm: MikroORM, lists: object[][]): Promise<void> {
  await orm.em.fork().transactional(async (tx) => {
    for (const list of lists) if (list.length > 0) await tx.insertMany(list);
  });
}

interface CaseRows {
  entries: object[];
  participants: object[];
  grievances: object[];
  images: object[];
  steps: object[];
  events: object[];
}

/** One case's rows, made with the app's entities; its history written by appendCaseEvent, in the order things happened. */
function writeCase(em: EntityManager, people: People, plan: CasePlan, today: string, now: number, rows: CaseRows): string {
  const day = (ago: number) => new Date(Date.parse(`${today}T00:00:00Z`) - ago * DAY_MS).toISOString().slice(0, 10);
  // An instant in the 24 hours that end `ago` days before now, `minute` minutes into them: never in the future.
  const at = (ago: number, minute: number) => new Date(now - ago * DAY_MS - (1440 - minute) * 60_000);
  const member = people.members[plan.member];
  const steward = plan.steward === null ? null : people.stewards[plan.steward];
  let entry: JournalEntry | null = null;
  if (plan.shift) {
    entry = em.create(JournalEntry, {
      user: em.getReference(User, member.id),
      event: em.getReference(JournalEvent, people.journalEvents[plan.member]),
      employeeName: `${member.firstName} ${member.lastName}`,
      employeeNumber: member.employeeNumber,
      shift: plan.shift,
      jobTitle: pick(JOB_TITLES),
      incidentNotes: `${plan.topic.title}. ${plan.location}: written down at the end of the shift, with who was there.`,
      entryDate: day(plan.incidentAgo),
      status: 'grievance_ready',
      isGrievance: true,
    });
    rows.entries.push(entry);
    for (let order = 1; order <= plan.witnesses; order++) {
      rows.participants.push(
        em.create(JournalParticipant, {
          entry,
          name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
          jobTitle: pick(JOB_TITLES),
          employeeNumber: chance(0.5) ? `E3${between(10000, 99999)}` : null,
          order,
        }),
      );
    }
  }
  const category = people.categories.get(plan.topic.category);
  const grievance = em.create(Grievance, {
    user: em.getReference(User, member.id),
    journalEntry: entry,
    category: category ? em.getReference(GrievanceCategory, category) : null,
    title: plan.topic.title,
    description: `${plan.topic.title} at ${plan.location}. The supervisor was told at the time and did nothing about it.`,
    contractViolation: `${plan.topic.article}: the company did not follow the agreement.`,
    location: plan.location,
    aiAssistance: plan.aiAssistance ? `Suggested provisions: ${plan.topic.article}; Article 15 (Discipline) if a warning follows.` : null,
    status: 'submitted',
    submittedAt: at(plan.submittedAgo, 480),
    incidentOn: day(plan.incidentAgo),
    createdAt: at(plan.submittedAgo, 470),
    updatedAt: at(plan.submittedAgo, 480),
  });
  rows.grievances.push(grievance);
  for (let order = 1; order <= plan.images; order++) {
    const id = randomUUID();
    rows.images.push(
      em.create(GrievanceImage, {
        grievance,
        fileName: `${id}.jpg`,
        originalFileName: `IMG_${between(1000, 9999)}.jpg`,
        fileSize: between(80_000, 900_000),
        mimeType: 'image/jpeg',
        objectStoragePath: `grievances/${grievance.id}/${id}.jpg`,
        sha256: randomUUID().replaceAll('-', '').repeat(2),
        order,
      }),
    );
  }

  // Each move changes the case as the service would and appends its history row; they run in the order they happened.
  const moves: Array<{ at: Date; write: (at: Date) => CaseEvent }> = [];
  const move = (when: Date, write: (at: Date) => CaseEvent) => moves.push({ at: when, write });
  const actor = steward && !plan.takenByOfficer ? steward : people.officer;
  const worker = steward ?? people.officer;
  const steps: GrievanceStep[] = [];
  move(at(plan.submittedAgo, 480), (when) => appendCaseEvent(em, grievance, member, { kind: 'submitted', at: when }));
  if (steward && plan.assignedAgo !== null) {
    move(at(plan.assignedAgo, 600), (when) => {
      grievance.assignedSteward = em.getReference(User, steward.id);
      return appendCaseEvent(em, grievance, actor, {
        kind: 'assigned',
        at: when,
        body: { assigneeId: steward.id, assigneeName: `${steward.firstName} ${steward.lastName}` },
      });
    });
    move(at(plan.assignedAgo, 601), (when) => {
      grievance.status = 'in_progress';
      return appendCaseEvent(em, grievance, actor, { kind: 'status', at: when, body: { status: 'in_progress' } });
    });
  }
  plan.steps.forEach((planned, stepIndex) => {
    const stepName = DEFAULT_GRIEVANCE_PROCEDURE.steps[stepIndex].name;
    const step = em.create(GrievanceStep, { grievance, stepIndex, stepName, filedOn: day(planned.filedAgo) });
    steps.push(step);
    move(at(planned.filedAgo, 700), (when) => {
      grievance.currentStep = stepIndex;
      return appendCaseEvent(em, grievance, worker, { kind: 'step_filed', at: when, body: { stepIndex, stepName, on: step.filedOn } });
    });
    const answeredAgo = planned.answeredAgo;
    if (answeredAgo !== null) {
      move(at(answeredAgo, 800), (when) => {
        step.answeredOn = day(answeredAgo);
        step.answer = pick(COMPANY_ANSWERS);
        return appendCaseEvent(em, grievance, worker, {
          kind: 'answer_recorded',
          at: when,
          body: { stepIndex, stepName, on: step.answeredOn, text: step.answer },
        });
      });
    }
  });
  const { resolvedAgo, closedAgo, outcome } = plan;
  if (resolvedAgo !== null && outcome) {
    const by = plan.withdrawn ? member : worker;
    const remedy = outcome === 'sustained' || outcome === 'settled' ? 'Four hours at the overtime rate and the warning removed.' : null;
    move(at(resolvedAgo, 900), (when) => {
      grievance.status = 'resolved';
      grievance.resolvedAt = when;
      return appendCaseEvent(em, grievance, by, { kind: 'status', at: when, body: { status: 'resolved' } });
    });
    move(at(resolvedAgo, 901), (when) => {
      grievance.outcome = outcome;
      grievance.remedy = remedy;
      return appendCaseEvent(em, grievance, by, {
        kind: 'outcome',
        at: when,
        body: { outcome, ...(remedy ? { remedy, text: remedy } : {}) },
      });
    });
  }
  if (closedAgo !== null) {
    move(at(closedAgo, 1000), (when) => {
      grievance.status = 'closed';
      grievance.closedAt = when;
      return appendCaseEvent(em, grievance, worker, { kind: 'status', at: when, body: { status: 'closed' } });
    });
  }
  // Notes between the submission (a steward's: the assignment) and the end, after the day's own moves.
  const end = closedAgo ?? resolvedAgo ?? 0;
  for (let n = 0; n < plan.notes; n++) {
    const fromMember = !steward || chance(0.25);
    const internal = !fromMember && chance(0.3);
    const start = fromMember ? plan.submittedAgo : (plan.assignedAgo ?? plan.submittedAgo);
    const ago = between(end, start);
    const minute = ago === start ? between(602, 1439) : between(0, 1439);
    move(at(ago, minute), (when) =>
      appendCaseEvent(em, grievance, fromMember ? member : worker, {
        kind: fromMember ? 'member_note' : 'note',
        internal,
        at: when,
        body: { text: fromMember ? pick(MEMBER_NOTES) : internal ? pick(INTERNAL_NOTES) : pick(STEWARD_NOTES) },
      }),
    );
  }
  const [submitted, ...rest] = moves;
  for (const m of [submitted, ...rest.sort((a, b) => a.at.getTime() - b.at.getTime())]) rows.events.push(m.write(m.at));
  refreshNextDeadline(grievance, steps, DEFAULT_GRIEVANCE_PROCEDURE);
  rows.steps.push(...steps);
  return grievance.id;
}

/**
 * Writes the cases of `plans`, a chunk per transaction; answers their grievance ids in plan order. The entities are
 * made on a context that is never flushed: only insertMany writes them.
 */
async function insertCases(orm: MikroORM, people: People, plans: CasePlan[], today: string): Promise<string[]> {
  const now = Date.now();
  const ids: string[] = [];
  for (let from = 0; from < plans.length; from += CHUNK) {
    const em = orm.em.fork();
    const rows: CaseRows = { entries: [], participants: [], grievances: [], images: [], steps: [], events: [] };
    for (const plan of plans.slice(from, from + CHUNK)) ids.push(writeCase(em, people, plan, today, now, rows));
    await insertAll(orm, [rows.entries, rows.participants, rows.grievances, rows.images, rows.steps, rows.events]);
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------------------------
// Counting the statements: every query sent through the ORM's pool (the ORM's own, raw SQL, and the prepared reads of
// db/read-rows.ts) is recorded, except the job queue's (its heartbeat shares the pool; its runner has a pool of its own).

type PgClient = { query: (...args: any[]) => unknown };
/** pg's Pool as far as it is watched: each new client, and those already connected (pg-pool's own list). */
type PgPool = { on(event: 'connect', listener: (client: PgClient) => void): unknown; _clients?: PgClient[] };

class StatementLog {
  private recording: string[] | null = null;
  /** The time the statements of the request being timed took in PostgreSQL (with the round trip), summed. */
  private busy: { ms: number } | null = null;

  watch(pool: PgPool) {
    const wrapped = new WeakSet<object>();
    const wrap = (client: PgClient) => {
      if (wrapped.has(client)) return;
      wrapped.add(client);
      const query = client.query.bind(client);
      client.query = (...args: any[]) => {
        const text: string = typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? String(args[0]?.name ?? '?'));
        if (text.includes('graphile_worker') || text.includes(JOB_QUEUE_HEARTBEATS_TABLE)) return query(...args);
        this.recording?.push(text.replace(/\s+/g, ' ').trim());
        const busy = this.busy;
        if (!busy) return query(...args);
        const started = performance.now();
        const done = () => {
          busy.ms += performance.now() - started;
        };
        // pg-pool's own query() passes a callback; the ORM awaits the promise.
        const callback = args.at(-1);
        if (typeof callback === 'function') {
          args[args.length - 1] = (...result: unknown[]) => {
            done();
            return callback(...result);
          };
          return query(...args);
        }
        const result = query(...args) as Promise<unknown>;
        result?.then?.(done, done);
        return result;
      };
    };
    pool.on('connect', wrap);
    for (const client of pool._clients ?? []) wrap(client);
  }

  /** The statements sent while `work` runs, and just after (whatever a request still sends once its answer is out). */
  async statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const statements: string[] = [];
    this.recording = statements;
    try {
      await work();
      await new Promise((resolve) => setTimeout(resolve, 5));
    } finally {
      this.recording = null;
    }
    return statements;
  }

  /** How long `work`'s statements took in PostgreSQL, summed (statements run side by side each count whole). */
  async sqlMsOf(work: () => Promise<unknown>): Promise<number> {
    const busy = { ms: 0 };
    this.busy = busy;
    try {
      await work();
    } finally {
      this.busy = null;
    }
    return busy.ms;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The client: real HTTP with a session cookie, as the web sends it.

class Session {
  private constructor(
    readonly base: string,
    readonly user: User,
    private readonly cookie: string,
  ) {}

  static async signIn(base: string, user: User): Promise<Session> {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`Signing in as ${user.username} failed: ${res.status} ${await res.text()}`);
    // The answer clears any earlier session cookie, then sets the new one: the last value of each name counts.
    const jar = new Map<string, string>();
    for (const line of res.headers.getSetCookie()) {
      const [name, value] = line.split(';')[0].split('=');
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Session(base, user, cookie);
  }

  get(pathAndQuery: string): Promise<Response> {
    return fetch(this.base + pathAndQuery, { headers: { cookie: this.cookie } });
  }

  graphql(query: string, variables: Record<string, unknown>): Promise<Response> {
    return fetch(`${this.base}/graphql`, {
      method: 'POST',
      headers: { cookie: this.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  }
}

const CONTACT = 'fragment Contact on CaseContact { userId name phoneNumber email employeeNumber position }';
const DEADLINE = 'fragment Deadline on NextDeadline { kind party stepIndex stepName dueOn extended }';
// The Union Desk's queue and case page ask for these.
const QUEUE_QUERY = `query CaseQueue($filter: CaseQueueFilter) { cases(filter: $filter) { total unassigned
  workload { openCases steward { ...Contact } }
  items { overdue grievance { id title status currentStep nextDeadline { ...Deadline } } member { ...Contact } steward { ...Contact } } } }
  ${CONTACT} ${DEADLINE}`;
const CASE_QUERY = `query Case($id: ID!) { case(id: $id) { canWork canTake procedureSteps
  grievance { id title description contractViolation location witnessName witnessEmployeeNumber witnessPhone witnessEmail aiAssistance
    status category { id name } submittedAt incidentOn knowledgeOn currentStep outcome remedy nextDeadline { ...Deadline } }
  member { ...Contact } steward { ...Contact }
  evidence { id originalFileName caption mimeType url }
  journalEntry { id entryDate shift jobTitle incidentNotes event { id eventTitle } participants { id name jobTitle employeeNumber notes } }
  steps { id stepIndex stepName filedOn answeredOn answer extendedTo extensionNote }
  history { id seq at actorName kind internal summary text } } }
  ${CONTACT} ${DEADLINE}`;

type Group = keyof typeof TARGET_MS;
interface Probe {
  label: string;
  as: string;
  group: Group;
  send: () => Promise<Response>;
  /** What is wrong with the answer, or null: the fill must give every request something to find. */
  check: (body: any) => string | null;
}

async function answerOf(probe: Probe): Promise<any> {
  const res = await probe.send();
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${probe.label}: HTTP ${res.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text);
  if (body.errors) throw new Error(`${probe.label}: ${JSON.stringify(body.errors).slice(0, 300)}`);
  const problem = probe.check(body.data ?? body);
  if (problem) throw new Error(`${probe.label}: ${problem}`);
  return body;
}

interface QueueItem {
  overdue: boolean;
  grievance: { status: string; currentStep: number | null; nextDeadline: { dueOn: string } | null };
  steward: { userId: string } | null;
}

function queueCheck(every?: (item: QueueItem) => boolean) {
  return (body: any) => {
    const queue = body.cases ?? body;
    if (!(queue.total > 0) || queue.items.length === 0) return 'no case matches: the fill did not cover this filter';
    if (queue.items.length > 25) return `${queue.items.length} items on the first page`;
    if (every && !queue.items.every(every)) return 'a case on the page does not match the filter';
    return null;
  };
}

function probesFor(steward: Session, officer: Session, caseId: string, historyRows: number, today: string): Probe[] {
  const soon = new Date(Date.parse(`${today}T00:00:00Z`) + CASE_LIMITS.dueSoonDays * DAY_MS).toISOString().slice(0, 10);
  const open = (item: QueueItem) => ['submitted', 'in_progress'].includes(item.grievance.status);
  const queue = (as: Session, query: string, every?: (item: QueueItem) => boolean): Probe => ({
    label: `GET /api/cases${query}`,
    as: as === officer ? 'officer' : 'steward',
    group: 'queue',
    send: () => as.get(`/api/cases${query}`),
    check: queueCheck(every),
  });
  const caseCheck = (body: any) => {
    const detail = body.case ?? body;
    if (detail.history.length !== historyRows) return `${detail.history.length} history rows, not ${historyRows}`;
    if (!detail.journalEntry || detail.steps.length === 0) return 'no journal entry or no step';
    return null;
  };
  return [
    queue(steward, ''),
    queue(officer, ''),
    queue(steward, '?status=open', open),
    queue(steward, '?assigned=me', (item) => item.steward?.userId === steward.user.id),
    queue(steward, '?assigned=none', (item) => item.steward === null),
    queue(steward, '?overdue=true', (item) => item.overdue),
    queue(steward, '?dueSoon=true', (item) => {
      const due = item.grievance.nextDeadline?.dueOn;
      return !!due && due >= today && due <= soon;
    }),
    queue(steward, '?step=1', (item) => item.grievance.currentStep === 1),
    queue(steward, `?q=${SEARCH_WORD}`),
    queue(steward, '?article=Article'),
    queue(steward, `?shift=${encodeURIComponent(NIGHT_SHIFT)}`),
    queue(officer, '?status=open&overdue=true', (item) => open(item) && item.overdue),
    {
      label: 'GraphQL cases(filter: { status: "open" })',
      as: 'steward',
      group: 'queue',
      send: () => steward.graphql(QUEUE_QUERY, { filter: { status: 'open' } }),
      check: queueCheck(open),
    },
    {
      label: 'GraphQL cases(filter: { overdue: true })',
      as: 'officer',
      group: 'queue',
      send: () => officer.graphql(QUEUE_QUERY, { filter: { overdue: true } }),
      check: queueCheck((item) => item.overdue),
    },
    {
      label: `GET /api/cases/{id} (${historyRows} history rows)`,
      as: 'steward',
      group: 'case',
      send: () => steward.get(`/api/cases/${caseId}`),
      check: caseCheck,
    },
    { label: 'GraphQL case(id)', as: 'steward', group: 'case', send: () => steward.graphql(CASE_QUERY, { id: caseId }), check: caseCheck },
    {
      label: 'GET /api/cases/{id}/history-check',
      as: 'officer',
      group: 'check',
      send: () => officer.get(`/api/cases/${caseId}/history-check`),
      check: (body) => (body.intact === true && body.checked === historyRows ? null : `not intact: ${JSON.stringify(body)}`),
    },
  ];
}

async function countStatements(log: StatementLog, probe: Probe): Promise<{ count: number; counts: number[]; statements: string[] }> {
  // Three times: a session is touched now and then, and the fewest is the request's own.
  const runs: string[][] = [];
  for (let i = 0; i < 3; i++) runs.push(await log.statementsOf(() => answerOf(probe)));
  const counts = runs.map((r) => r.length);
  const fewest = runs.reduce((a, b) => (b.length < a.length ? b : a));
  return { count: fewest.length, counts, statements: fewest };
}

// CPU per request, which a busy machine does not inflate the way it does latency: this process's (the app, and the
// client's few fetch calls) from process.cpuUsage(), PostgreSQL's from /proc (its postmaster and every backend).
const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function postgresCpuMs(postmaster: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it exited meanwhile
    }
    // After the command name in parentheses: the parent is field 4, utime and stime 14 and 15, the reaped children's 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    if (pid === postmaster) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    else if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLK_TCK;
}

const appCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

interface Timing {
  /** Each timed request's wall time (sent, answered, body read), and its statements' time in PostgreSQL. */
  wall: number[];
  sql: number[];
  /** CPU per request, averaged over the timed requests: this process's, and PostgreSQL's (null off Linux). */
  appCpu: number;
  postgresCpu: number | null;
}

async function time(log: StatementLog, probe: Probe, postmaster: number | null): Promise<Timing> {
  await answerOf(probe);
  for (let i = 1; i < WARMUP; i++) {
    const res = await probe.send();
    await res.arrayBuffer();
  }
  const wall: number[] = [];
  const sql: number[] = [];
  const cpuBefore = appCpuMs();
  const postgresBefore = postmaster ? postgresCpuMs(postmaster) : 0;
  for (let i = 0; i < REQUESTS; i++) {
    let took = 0;
    sql.push(
      await log.sqlMsOf(async () => {
        const started = performance.now();
        const res = await probe.send();
        await res.arrayBuffer();
        took = performance.now() - started;
        if (res.status !== 200) throw new Error(`${probe.label}: HTTP ${res.status}`);
      }),
    );
    wall.push(took);
  }
  return {
    wall,
    sql,
    appCpu: (appCpuMs() - cpuBefore) / REQUESTS,
    postgresCpu: postmaster ? (postgresCpuMs(postmaster) - postgresBefore) / REQUESTS : null,
  };
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

// ---------------------------------------------------------------------------------------------------------------

async function startServer(dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const services = await buildServices(config, createLogger(config.LOG_LEVEL));
  try {
    const { app, stop } = await createApp({ services });
    const server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { config, services, url, server, stop };
  } catch (error) {
    await services.close();
    throw error;
  }
}

async function tableCounts(services: AppServices) {
  const [row] = await services.orm.em
    .fork()
    .getConnection()
    .execute(
      `select (select count(*) from grievances where status <> 'draft') as cases, (select count(*) from case_events) as history,
              (select count(*) from users) as users, (select count(*) from journal_entries) as entries, (select count(*) from grievance_images) as images`,
    );
  return Object.fromEntries(Object.entries(row as Record<string, string>).map(([k, v]) => [k, Number(v)]));
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-cases-'));
  let running: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const started = performance.now();
    running = await startServer(dataDir);
    const { services, url, config } = running;
    const { orm } = services;
    const log = new StatementLog();
    log.watch((await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient()) as unknown as PgPool);
    const today = dayIn(config.LOCAL_TIME_ZONE);
    console.log(
      `bench:cases: the app on ${url} (embedded PostgreSQL under ${dataDir}), ready in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `${os.availableParallelism()} cores, ${os.cpus()[0]?.model ?? ''}, load average ${os.loadavg()[0].toFixed(1)}`,
    );

    const plans = planAll();
    const people = await createPeople(orm);
    // The case page measured: one of the signed-in steward's open cases among the first cases, with a journal entry,
    // witnesses, a step filed and notes, and as near ten history rows as there is.
    const chosen = plans
      .slice(0, SMALL)
      .map((plan, index) => ({ plan, index, rows: movesOf(plan) + plan.notes }))
      .filter(
        ({ plan }) =>
          plan.steward === 0 &&
          plan.status === 'in_progress' &&
          plan.shift &&
          plan.witnesses > 0 &&
          plan.steps.length > 0 &&
          plan.notes >= 3,
      )
      .sort((a, b) => Math.abs(a.rows - 10) - Math.abs(b.rows - 10))[0];
    if (!chosen) throw new Error('No case for the case page among the first cases: raise --small');

    const sizes: Array<{ cases: number; counts: Map<string, Awaited<ReturnType<typeof countStatements>>> }> = [];
    let sessions: { steward: Session; officer: Session } | undefined;
    let probes: Probe[] = [];
    const ids: string[] = [];
    for (const [from, to] of [
      [0, SMALL],
      [SMALL, CASES],
    ]) {
      const filling = performance.now();
      ids.push(...(await insertCases(orm, people, plans.slice(from, to), today)));
      // As autovacuum would after such a load: the planner's statistics of the new rows.
      await orm.em.fork().getConnection().execute('analyze');
      const counted = await tableCounts(services);
      console.log(
        `filled to ${counted.cases.toLocaleString('en-US')} cases, ${counted.history.toLocaleString('en-US')} history rows, ` +
          `${counted.users.toLocaleString('en-US')} accounts, ${counted.entries.toLocaleString('en-US')} journal entries, ` +
          `${counted.images.toLocaleString('en-US')} evidence rows in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
      );
      if (!sessions) {
        sessions = { steward: await Session.signIn(url, people.stewards[0]), officer: await Session.signIn(url, people.officer) };
        probes = probesFor(sessions.steward, sessions.officer, ids[chosen.index], chosen.rows, today);
      }
      const counts = new Map<string, Awaited<ReturnType<typeof countStatements>>>();
      for (const probe of probes) counts.set(probe.label + probe.as, await countStatements(log, probe));
      sizes.push({ cases: counted.cases, counts });
    }
    if (!sessions) throw new Error('not signed in');

    // The app's own check on a sample of the histories written, besides the case measured.
    const sample = await orm.em
      .fork()
      .getConnection()
      .execute(`select id from grievances where status <> 'draft' order by random() limit 100`);
    let intact = 0;
    for (const { id } of sample as { id: string }[]) {
      const res = await sessions.officer.get(`/api/cases/${id}/history-check`);
      if (res.status === 200 && ((await res.json()) as { intact: boolean }).intact) intact += 1;
    }
    console.log(`history chains: ${intact} of ${sample.length} random cases intact by the app's own check`);
    if (intact !== sample.length) throw new Error('Some history chains written by the fill are not intact');

    // The embedded server's postmaster, whose backends run the statements (Linux: from /proc).
    const postmaster =
      process.platform === 'linux' ? Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]) : null;
    const profiler = options.profile ? new Inspector() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const rows: Array<{ probe: Probe; counts: number[]; timing: Timing }> = [];
    for (const probe of probes) {
      rows.push({
        probe,
        counts: sizes.map((s) => s.counts.get(probe.label + probe.as)?.count ?? -1),
        timing: await time(log, probe, postmaster),
      });
    }
    if (profiler && options.profile) {
      const { profile } = await profiler.post('Profiler.stop');
      await writeFile(options.profile, JSON.stringify(profile));
      profiler.disconnect();
      console.log(`CPU profile of the timed requests: ${options.profile}`);
    }

    const header = [
      'request',
      'as',
      `SQL statements (${sizes.map((s) => s.cases.toLocaleString('en-US')).join(' / ')} cases)`,
      'p50',
      'p95',
      'max',
      'in PostgreSQL (p50)',
      'CPU a request: app + PostgreSQL',
      'target p95',
      'meets',
    ];
    const lines = rows.map(({ probe, counts, timing }) => {
      const { wall: times, sql, appCpu, postgresCpu } = timing;
      const p95 = percentile(times, 95);
      const constant = counts.every((c) => c === counts[0]);
      return [
        probe.label,
        probe.as,
        `${counts.join(' / ')}${constant ? '' : '  GROWS'}`,
        `${percentile(times, 50).toFixed(1)} ms`,
        `${p95.toFixed(1)} ms`,
        `${Math.max(...times).toFixed(1)} ms`,
        `${percentile(sql, 50).toFixed(1)} ms`,
        `${appCpu.toFixed(1)} + ${postgresCpu === null ? '?' : postgresCpu.toFixed(1)} ms`,
        `<= ${TARGET_MS[probe.group]} ms`,
        p95 <= TARGET_MS[probe.group] && constant ? 'yes' : 'NO',
      ];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
    console.log(
      `\n${REQUESTS} sequential requests of each kind after ${WARMUP} unmeasured, one client on loopback; the case page has ${chosen.rows} history rows`,
    );
    console.log([line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(line)].join('\n'));

    const grows = rows.filter((r) => !r.counts.every((c) => c === r.counts[0]));
    for (const { probe } of grows) {
      console.log(`\nN+1: ${probe.label} (${probe.as}) sends more statements with more cases:`);
      for (const size of sizes) {
        console.log(`  at ${size.cases} cases:`);
        for (const s of size.counts.get(probe.label + probe.as)?.statements ?? []) console.log(`    ${s.slice(0, 200)}`);
      }
    }
    if (options.verbose) {
      for (const probe of probes) {
        const last = sizes.at(-1)?.counts.get(probe.label + probe.as);
        console.log(`\n${probe.label} (${probe.as}): ${last?.count} statements (runs: ${last?.counts.join(', ')})`);
        for (const s of last?.statements ?? []) console.log(`  ${s.slice(0, 240)}`);
      }
    }

    const worst = (group: Group, label?: RegExp) =>
      Math.max(
        ...rows.filter((r) => r.probe.group === group && (!label || label.test(r.probe.label))).map((r) => percentile(r.timing.wall, 95)),
      );
    const met = lines.filter((l) => l.at(-1) === 'yes').length;
    console.log(
      `\nbench:cases cases=${sizes.at(-1)?.cases} history_rows=${(await tableCounts(services)).history} queue_p95_ms=${worst('queue').toFixed(1)} ` +
        `case_rest_p95_ms=${worst('case', /^GET/).toFixed(1)} case_graphql_p95_ms=${worst('case', /^GraphQL/).toFixed(1)} ` +
        `history_check_p95_ms=${worst('check').toFixed(1)} sql_constant=${grows.length === 0 ? 'yes' : 'no'} targets_met=${met}/${lines.length} ` +
        `load_average=${os.loadavg()[0].toFixed(1)}`,
    );
  } finally {
    if (running) {
      await running.stop().catch(() => {});
      running.server.closeAllConnections();
      await new Promise((resolve) => running?.server.close(resolve));
      await running.services.close();
    }
    if (options.keep) console.log(`kept ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
