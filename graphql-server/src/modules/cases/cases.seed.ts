import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseOutcome } from '@union/rules/cases';
import type { GrievanceStatus } from '@union/rules/constants';
import type { User } from '../../auth/user.entity.js';
import type { DemoUsers } from '../../db/seed-types.js';
import { GrievanceCategory } from '../grievances/grievance-category.entity.js';
import { Grievance } from '../grievances/grievance.entities.js';
import { GrievanceStep } from './case.entities.js';
import { refreshNextDeadline, currentProcedure } from './case-deadlines.js';
import { appendCaseEvent, displayName, type NewCaseEvent } from './case-history.js';

// A working Union Desk for the demo: the member's submitted grievance waits unassigned, and the steward's cases stand
// at every state of the procedure (filed and overdue for the company's answer, answered and due for appeal, settled,
// closed), each with the history that led there. Days are counted back from today, so the deadlines stay current.

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

type Move = NewCaseEvent & { daysAgo: number; by: 'member' | 'steward' | 'officer' };
type DemoCase = {
  owner: 'member' | 'partTime';
  category: string;
  title: string;
  description: string;
  contractViolation: string;
  location: string;
  incidentDaysAgo: number;
  submittedDaysAgo: number;
  status: GrievanceStatus;
  assigned: boolean;
  steps?: Array<{ filedDaysAgo: number; answeredDaysAgo?: number; answer?: string }>;
  outcome?: { outcome: CaseOutcome; remedy: string | null };
  moves: Move[];
};

const CASES: DemoCase[] = [
  {
    owner: 'member',
    category: 'Overtime',
    title: 'Held over four hours without the notice the agreement requires',
    description:
      'At the end of my shift the crew chief told me I had to stay for the late bank of flights. I was held four hours past my ' +
      'shift with no notice and no offer to the overtime list first.',
    contractViolation: 'Article 7 (Overtime): overtime is offered by seniority from the overtime list before it is required.',
    location: 'Ramp, gates C20-C24',
    incidentDaysAgo: 20,
    submittedDaysAgo: 19,
    status: 'in_progress',
    assigned: true,
    steps: [{ filedDaysAgo: 12 }],
    moves: [
      {
        daysAgo: 18,
        by: 'steward',
        kind: 'note',
        body: { text: 'I have your statement. I will raise it with your supervisor this week.' },
      },
      {
        daysAgo: 12,
        by: 'steward',
        kind: 'note',
        internal: true,
        body: { text: 'Crew chief has held over the same three people all month. Ask for the overtime list.' },
      },
    ],
  },
  {
    owner: 'partTime',
    category: 'Scheduling',
    title: 'Shift bid changed with two days notice',
    description: 'My bid shift was moved from days to nights with two days notice, without the posting the agreement requires.',
    contractViolation: 'Article 9 (Hours of Service): a bid schedule may be changed only with the notice set out in the agreement.',
    location: 'Crew room, Terminal C',
    incidentDaysAgo: 30,
    submittedDaysAgo: 29,
    status: 'in_progress',
    assigned: true,
    steps: [{ filedDaysAgo: 27, answeredDaysAgo: 5, answer: 'Denied: the company says the change was an operational necessity.' }],
    moves: [
      {
        daysAgo: 5,
        by: 'steward',
        kind: 'note',
        body: { text: 'The company denied it at Step 1. We will appeal to the station manager.' },
      },
      { daysAgo: 4, by: 'member', kind: 'member_note', body: { text: 'Thank you. I kept the old and new schedules if you need them.' } },
    ],
  },
  {
    owner: 'member',
    category: 'Discipline',
    title: 'Written warning issued without an investigatory meeting',
    description: 'I was given a written warning for attendance without being called to a meeting or told I could have a steward.',
    contractViolation: 'Article 15 (Discipline): no discipline without just cause and an investigation; the right to representation.',
    location: 'Station manager office',
    incidentDaysAgo: 70,
    submittedDaysAgo: 68,
    status: 'resolved',
    assigned: true,
    steps: [{ filedDaysAgo: 60, answeredDaysAgo: 52, answer: 'Settled: the warning is withdrawn and removed from the file.' }],
    outcome: { outcome: 'settled', remedy: 'The written warning is withdrawn and removed from the personnel file.' },
    moves: [],
  },
  {
    owner: 'partTime',
    category: 'Pay',
    title: 'Shift differential missing from two pay checks',
    description: 'The night shift differential was not paid for the first two pay periods of the month.',
    contractViolation: 'Article 6 (Wages): the night shift differential is paid for every hour worked between 10 pm and 6 am.',
    location: 'Payroll',
    incidentDaysAgo: 120,
    submittedDaysAgo: 118,
    status: 'closed',
    assigned: true,
    steps: [{ filedDaysAgo: 110, answeredDaysAgo: 104, answer: 'Denied: the hours were paid in the following period.' }],
    outcome: { outcome: 'denied', remedy: null },
    moves: [{ daysAgo: 100, by: 'steward', kind: 'note', body: { text: 'Payroll records show the back pay was made. Closing the case.' } }],
  },
];

/** Starts the history of every submitted grievance seeded without one, as submitting it would have. */
async function openSeededCases(em: EntityManager, users: Map<string, User>): Promise<void> {
  const procedure = await currentProcedure(em);
  const open = await em.find(Grievance, { status: { $ne: 'draft' }, historyLength: 0 }, { populate: ['journalEntry'] });
  for (const grievance of open) {
    const at = grievance.submittedAt ?? new Date();
    grievance.incidentOn ??= grievance.journalEntry?.entryDate ?? dayOf(at);
    appendCaseEvent(em, grievance, users.get(grievance.user.id) ?? null, { kind: 'submitted', at });
    refreshNextDeadline(grievance, [], procedure);
  }
}

export async function seedCases(em: EntityManager, users: DemoUsers): Promise<void> {
  await em.flush();
  await openSeededCases(em, new Map([users.member, users.partTime, users.admin].map((u) => [u.id, u])));
  const procedure = await currentProcedure(em);
  const actors = { member: users.member, partTime: users.partTime, steward: users.steward, officer: users.admin };
  for (const demo of CASES) {
    const owner = actors[demo.owner];
    const category = await em.findOne(GrievanceCategory, { name: demo.category });
    const submittedAt = daysAgo(demo.submittedDaysAgo);
    const grievance = em.create(Grievance, {
      user: owner,
      category,
      title: demo.title,
      description: demo.description,
      contractViolation: demo.contractViolation,
      location: demo.location,
      status: 'submitted',
      submittedAt,
      incidentOn: dayOf(daysAgo(demo.incidentDaysAgo)),
    });
    // The history in the order it happened: submitted, taken, each step, the notes, the outcome.
    const timeline: Array<{ at: Date; actor: User; event: NewCaseEvent; apply?: () => void }> = [
      { at: submittedAt, actor: owner, event: { kind: 'submitted' } },
    ];
    if (demo.assigned) {
      const at = new Date(submittedAt.getTime() + DAY / 2);
      const assignee = { assigneeId: users.steward.id, assigneeName: displayName(users.steward) };
      timeline.push({
        at,
        actor: users.steward,
        event: { kind: 'assigned', body: assignee },
        apply: () => (grievance.assignedSteward = users.steward),
      });
      timeline.push({
        at,
        actor: users.steward,
        event: { kind: 'status', body: { status: 'in_progress' } },
        apply: () => (grievance.status = 'in_progress'),
      });
    }
    const steps: GrievanceStep[] = [];
    for (const [index, step] of (demo.steps ?? []).entries()) {
      const stepName = procedure.steps[index]?.name ?? `Step ${index + 1}`;
      const filedOn = dayOf(daysAgo(step.filedDaysAgo));
      const row = em.create(GrievanceStep, { grievance, stepIndex: index, stepName, filedOn });
      steps.push(row);
      timeline.push({
        at: daysAgo(step.filedDaysAgo),
        actor: users.steward,
        event: { kind: 'step_filed', body: { stepIndex: index, stepName, on: filedOn } },
        apply: () => (grievance.currentStep = index),
      });
      if (step.answeredDaysAgo !== undefined && step.answer) {
        const answeredOn = dayOf(daysAgo(step.answeredDaysAgo));
        row.answeredOn = answeredOn;
        row.answer = step.answer;
        timeline.push({
          at: daysAgo(step.answeredDaysAgo),
          actor: users.steward,
          event: { kind: 'answer_recorded', body: { stepIndex: index, stepName, on: answeredOn, text: step.answer } },
        });
      }
    }
    for (const move of demo.moves) {
      timeline.push({ at: daysAgo(move.daysAgo), actor: actors[move.by === 'member' ? demo.owner : move.by], event: move });
    }
    if (demo.outcome) {
      const resolvedAt = daysAgo((demo.steps?.at(-1)?.answeredDaysAgo ?? demo.submittedDaysAgo) - 1);
      const { outcome, remedy } = demo.outcome;
      timeline.push({ at: resolvedAt, actor: users.steward, event: { kind: 'status', body: { status: 'resolved' } } });
      timeline.push({
        at: resolvedAt,
        actor: users.steward,
        event: { kind: 'outcome', body: { outcome, ...(remedy ? { remedy, text: remedy } : {}) } },
        apply: () => Object.assign(grievance, { status: 'resolved', outcome, remedy, resolvedAt }),
      });
      if (demo.status === 'closed') {
        const closedAt = new Date(resolvedAt.getTime() + DAY);
        timeline.push({
          at: closedAt,
          actor: users.steward,
          event: { kind: 'status', body: { status: 'closed' } },
          apply: () => Object.assign(grievance, { status: 'closed', closedAt }),
        });
      }
    }
    timeline.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const { at, actor, event, apply } of timeline) {
      apply?.();
      appendCaseEvent(em, grievance, actor, { ...event, at });
    }
    refreshNextDeadline(grievance, steps, procedure);
  }
}
