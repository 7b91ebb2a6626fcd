import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseEventKind } from '@union/rules/cases';
import type { User } from '../../auth/user.entity.js';
import type { Grievance } from '../grievances/grievance.entities.js';
import { CaseEvent, type CaseEventBody } from './case.entities.js';

// A case's history is a hash chain: each row's hash covers its own canonical content and the previous row's hash, and
// the case keeps the count and the last hash. Changing, removing or reordering a row behind the app's back breaks the
// chain at that row; removing rows from the end leaves the chain shorter than the case says it is.

/** JSON with object keys sorted at every level: the same content always gives the same text (and hash). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

type HashedContent = Pick<CaseEvent, 'seq' | 'at' | 'actorId' | 'actorName' | 'kind' | 'internal' | 'body' | 'prevHash'> & {
  grievanceId: string;
};

/** The SHA-256 (hex) of a row's canonical content, which includes the previous row's hash. */
export function hashOfEvent(row: HashedContent): string {
  const content = canonicalJson({
    grievanceId: row.grievanceId,
    seq: row.seq,
    at: row.at.toISOString(),
    actorId: row.actorId ?? null,
    actorName: row.actorName,
    kind: row.kind,
    internal: row.internal,
    body: row.body,
    prevHash: row.prevHash ?? null,
  });
  return createHash('sha256').update(content).digest('hex');
}

export const SYSTEM_ACTOR_NAME = 'System';

export function displayName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export type NewCaseEvent = { kind: CaseEventKind; body?: CaseEventBody; internal?: boolean; at?: Date };

/**
 * Appends a row to the history of a case. The caller holds the case's row lock (in the same transaction), which
 * makes the count and the last hash it reads the current ones.
 */
export function appendCaseEvent(tx: EntityManager, grievance: Grievance, actor: User | null, event: NewCaseEvent): CaseEvent {
  const row = tx.create(CaseEvent, {
    grievance,
    seq: grievance.historyLength + 1,
    at: event.at ?? new Date(),
    actorId: actor?.id ?? null,
    actorName: actor ? displayName(actor) : SYSTEM_ACTOR_NAME,
    kind: event.kind,
    internal: event.internal ?? false,
    body: event.body ?? {},
    prevHash: grievance.historyHead ?? null,
    hash: '',
  });
  row.hash = hashOfEvent({ ...row, grievanceId: grievance.id });
  grievance.historyLength = row.seq;
  grievance.historyHead = row.hash;
  tx.persist(row);
  return row;
}

export type HistoryCheck = {
  /** True when every row links to the one before it, matches its own content, and the chain is as long as recorded. */
  intact: boolean;
  /** How many rows were read. */
  checked: number;
  /** The position of the first row that does not hold, or null. */
  brokenAt: number | null;
  /** What does not hold, in words; null when intact. */
  problem: string | null;
};

/** Checks a case's history chain, row by row, against what the case records of its length and last hash. */
export async function checkCaseHistory(
  em: EntityManager,
  grievance: Pick<Grievance, 'id' | 'historyLength' | 'historyHead'>,
): Promise<HistoryCheck> {
  const rows = await em.find(CaseEvent, { grievance: grievance.id }, { orderBy: { seq: 'asc' } });
  const broken = (at: number, problem: string): HistoryCheck => ({ intact: false, checked: rows.length, brokenAt: at, problem });
  let previous: string | null = null;
  for (const [index, row] of rows.entries()) {
    const expectedSeq = index + 1;
    if (row.seq !== expectedSeq) return broken(expectedSeq, `Entry ${expectedSeq} is missing.`);
    if ((row.prevHash ?? null) !== previous) return broken(row.seq, `Entry ${row.seq} does not follow entry ${row.seq - 1}.`);
    if (hashOfEvent({ ...row, grievanceId: grievance.id }) !== row.hash) {
      return broken(row.seq, `Entry ${row.seq} was changed after it was written.`);
    }
    previous = row.hash;
  }
  if (rows.length !== grievance.historyLength || previous !== (grievance.historyHead ?? null)) {
    const at = Math.min(rows.length, grievance.historyLength) + 1;
    return broken(at, `The history should have ${grievance.historyLength} entries; ${rows.length} remain.`);
  }
  return { intact: true, checked: rows.length, brokenAt: null, problem: null };
}
