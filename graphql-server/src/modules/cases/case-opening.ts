import type { EntityManager } from '@mikro-orm/postgresql';
import { dayIn } from '@union/rules/dates';
import type { User } from '../../auth/user.entity.js';
import type { Grievance } from '../grievances/grievance.entities.js';
import { JournalEntry } from '../journal/journal.entities.js';
import { appendCaseEvent } from './case-history.js';
import { currentProcedure, refreshNextDeadline } from './case-deadlines.js';

// What the member's own grievance operations add to its case: the history's first row when it is submitted, and a
// row for evidence added while the case is open.

/**
 * Starts a case's history when its member submits it, and its first time limit, counted from the journal entry's day
 * or else the day (at the local) it was submitted. Called in the submit transaction.
 */
export async function openCase(tx: EntityManager, grievance: Grievance, actor: User, localTimeZone: string): Promise<void> {
  const entry = grievance.journalEntry
    ? await tx.findOne(JournalEntry, { id: grievance.journalEntry.id }, { fields: ['entryDate'] })
    : null;
  grievance.incidentOn = entry?.entryDate ?? dayIn(localTimeZone, grievance.submittedAt ?? new Date());
  appendCaseEvent(tx, grievance, actor, { kind: 'submitted' });
  refreshNextDeadline(grievance, [], await currentProcedure(tx));
}

/** Records evidence the member added to an open case. Called in the upload's transaction, under the case's lock. */
export function recordEvidenceAdded(tx: EntityManager, grievance: Grievance, actor: User, imageName: string): void {
  appendCaseEvent(tx, grievance, actor, { kind: 'evidence_added', body: { imageName } });
}
