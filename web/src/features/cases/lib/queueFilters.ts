import type { CaseQueueFilter } from '@/gql/graphql';

/** Cases on one page of the queue. */
export const QUEUE_PAGE_SIZE = 25;

/** The queue's status filter: the statuses of a case, 'open' (submitted or in progress), or every status. */
export const QUEUE_STATUSES = ['open', 'submitted', 'in_progress', 'resolved', 'closed', 'all'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const QUEUE_STATUS_LABELS: Record<QueueStatus, string> = {
  open: 'Open cases',
  submitted: 'Submitted',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
  all: 'All statuses',
};

/** The queue's filters as the page keeps them (in the address, so a reload or a shared link keeps them). */
export interface QueueFilters {
  status: QueueStatus;
  /** The step index as text ('0' is the first step), or '' for any step. */
  step: string;
  /** 'me', 'none', a steward's user id, or '' for anyone. */
  assigned: string;
  overdue: boolean;
  dueSoon: boolean;
  shift: string;
  /** The filing member's department, exactly, or '' for any. */
  department: string;
  article: string;
  q: string;
  /** 1 for the first page. */
  page: number;
}

export const DEFAULT_QUEUE_FILTERS: QueueFilters = {
  status: 'open',
  step: '',
  assigned: '',
  overdue: false,
  dueSoon: false,
  shift: '',
  department: '',
  article: '',
  q: '',
  page: 1,
};

const isQueueStatus = (value: string | null): value is QueueStatus => (QUEUE_STATUSES as readonly (string | null)[]).includes(value);
const wholeNumber = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? Number(value) : null);

/** The filters an address holds; anything unknown or malformed falls back to its default. */
export function readQueueFilters(params: URLSearchParams): QueueFilters {
  const status = params.get('status');
  const step = wholeNumber(params.get('step'));
  const page = wholeNumber(params.get('page'));
  return {
    status: isQueueStatus(status) ? status : DEFAULT_QUEUE_FILTERS.status,
    step: step === null ? '' : String(step),
    assigned: params.get('assigned')?.trim() ?? '',
    overdue: params.get('overdue') === '1',
    dueSoon: params.get('dueSoon') === '1',
    shift: params.get('shift') ?? '',
    department: params.get('department')?.trim() ?? '',
    article: params.get('article') ?? '',
    q: params.get('q') ?? '',
    page: page && page >= 1 ? page : 1,
  };
}

/** The address's query for these filters: only what differs from the defaults, so the plain queue is plain /cases. */
export function writeQueueFilters(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_QUEUE_FILTERS.status) params.set('status', filters.status);
  if (filters.step) params.set('step', filters.step);
  if (filters.assigned) params.set('assigned', filters.assigned);
  if (filters.overdue) params.set('overdue', '1');
  if (filters.dueSoon) params.set('dueSoon', '1');
  if (filters.shift) params.set('shift', filters.shift);
  if (filters.department) params.set('department', filters.department);
  if (filters.article) params.set('article', filters.article);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** True when any filter narrows the queue beyond the default (open cases, every one). */
export function narrowsQueue(filters: QueueFilters): boolean {
  const { page: _page, ...rest } = filters;
  const { page: _defaultPage, ...defaults } = DEFAULT_QUEUE_FILTERS;
  return (Object.keys(rest) as (keyof typeof rest)[]).some((key) => rest[key] !== defaults[key]);
}

/** The server's filter for one page of the queue. */
export function toCaseQueueFilter(filters: QueueFilters): CaseQueueFilter {
  return {
    status: filters.status === 'all' ? null : filters.status,
    step: filters.step === '' ? null : Number(filters.step),
    assigned: filters.assigned || null,
    overdue: filters.overdue || null,
    dueSoon: filters.dueSoon || null,
    shift: filters.shift || null,
    department: filters.department || null,
    article: filters.article.trim() || null,
    q: filters.q.trim() || null,
    offset: (filters.page - 1) * QUEUE_PAGE_SIZE,
    limit: QUEUE_PAGE_SIZE,
  };
}
