import type { CaseDetailFieldsFragment, CaseQueueQuery } from '@/gql/graphql';
import { DEFAULT_GRIEVANCE_PROCEDURE } from '@union/rules/cases';

// Answers of the Union Desk's queries as the server gives them, for the component tests.

export const STEP_NAMES = DEFAULT_GRIEVANCE_PROCEDURE.steps.map((s) => s.name);

type Contact = CaseDetailFieldsFragment['member'];
type QueueItem = CaseQueueQuery['cases']['items'][number];
type HistoryEvent = CaseDetailFieldsFragment['history'][number];

export const contact = (userId: string, name: string, more: Partial<Contact> = {}): Contact & { __typename: 'CaseContact' } => ({
  __typename: 'CaseContact',
  userId,
  name,
  phoneNumber: null,
  email: null,
  employeeNumber: null,
  position: null,
  ...more,
});

export const MEMBER = contact('m1', 'Dana Ortiz', { employeeNumber: '204519', phoneNumber: '(817) 555-0142', email: 'dana@example.org' });
export const STEWARD = contact('s1', 'Raymond Castillo', { position: 'Steward', phoneNumber: '(817) 555-0199', email: 'ray@example.org' });

export const deadline = (dueOn: string, more: Partial<NonNullable<QueueItem['grievance']['nextDeadline']>> = {}) => ({
  __typename: 'NextDeadline' as const,
  kind: 'file' as const,
  party: 'union' as const,
  stepIndex: 0,
  stepName: STEP_NAMES[0],
  dueOn,
  extended: false,
  ...more,
});

export function queueItem(
  id: string,
  title: string,
  more: {
    overdue?: boolean;
    steward?: Contact | null;
    status?: QueueItem['grievance']['status'];
    currentStep?: number | null;
    dueOn?: string | null;
  } = {},
): QueueItem {
  return {
    __typename: 'CaseQueueItem',
    overdue: more.overdue ?? false,
    grievance: {
      __typename: 'Grievance',
      id,
      title,
      status: more.status ?? 'submitted',
      currentStep: more.currentStep ?? null,
      nextDeadline: more.dueOn === null ? null : deadline(more.dueOn ?? '2026-12-20'),
    },
    member: MEMBER,
    steward: more.steward ?? null,
  } as QueueItem;
}

export const event = (seq: number, summary: string, more: Partial<HistoryEvent> = {}): HistoryEvent & { __typename: 'CaseEvent' } => ({
  __typename: 'CaseEvent',
  id: `e${seq}`,
  seq,
  at: `2026-11-${String(10 + seq).padStart(2, '0')}T15:00:00.000Z`,
  actorName: 'Raymond Castillo',
  kind: 'note',
  internal: false,
  summary,
  text: null,
  ...more,
});

type DetailOverrides = Partial<Omit<CaseDetailFieldsFragment, 'grievance' | 'steps'>> & {
  grievance?: Partial<CaseDetailFieldsFragment['grievance']>;
  steps?: Array<CaseDetailFieldsFragment['steps'][number] & { __typename?: 'GrievanceStep' }>;
};

export function caseDetail(more: DetailOverrides = {}): CaseDetailFieldsFragment {
  const { grievance, ...rest } = more;
  return {
    __typename: 'CaseDetail',
    canWork: false,
    canTake: false,
    procedureSteps: STEP_NAMES,
    today: '2026-12-01',
    grievance: {
      __typename: 'Grievance',
      id: 'g1',
      title: 'Overtime skipped on the ramp',
      description: 'Junior agents were offered the overtime first.',
      contractViolation: 'Article 12.3: overtime by seniority',
      location: 'Gate C14',
      witnessName: null,
      witnessEmployeeNumber: null,
      witnessPhone: null,
      witnessEmail: null,
      aiAssistance: null,
      status: 'submitted',
      category: null,
      submittedAt: '2026-11-20T15:00:00.000Z',
      incidentOn: '2026-11-18',
      knowledgeOn: null,
      currentStep: null,
      outcome: null,
      remedy: null,
      nextDeadline: deadline('2026-12-18'),
      ...grievance,
    },
    member: MEMBER,
    steward: null,
    evidence: [],
    journalEntry: null,
    steps: [],
    history: [event(1, 'Grievance submitted', { kind: 'submitted', actorName: 'Dana Ortiz' })],
    ...rest,
  } as CaseDetailFieldsFragment;
}
