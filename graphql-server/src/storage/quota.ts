import type { EntityManager } from '@mikro-orm/postgresql';
import { storageFullMessage } from '@union/rules/storage';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

// One member's stored files (meeting recordings, and the photos of their journal entries, grievances and meetings)
// together may take at most MEMBER_STORAGE_QUOTA_MB. Usage is never kept in a counter that could drift: it is the
// sum of the size columns of the member's rows, read in one query.
//
// Lock order, the same on every path that adds bytes: first the owner row (the meeting, journal entry or grievance:
// the per-item caps hold under its lock), then the member's storage lock (the quota holds under it), both for the
// rest of one transaction. Paths that only free space (deleting) take no storage lock. The storage lock is never
// taken before an owner row, so two uploads cannot wait on each other in a circle.

/** The member quota of a configuration, in bytes. */
export function memberQuotaBytes(config: Pick<Config, 'MEMBER_STORAGE_QUOTA_MB'>): number {
  return Math.floor(config.MEMBER_STORAGE_QUOTA_MB * 1024 * 1024);
}

const USED_BYTES_SQL = `select
  (select coalesce(sum(r.audio_size), 0) from meeting_recordings r join meetings m on m.id = r.meeting_id where m.user_id = ?)
  + (select coalesce(sum(i.file_size), 0) from meeting_images i join meetings m on m.id = i.meeting_id where m.user_id = ?)
  + (select coalesce(sum(i.file_size), 0) from journal_entry_images i join journal_entries e on e.id = i.entry_id where e.user_id = ?)
  + (select coalesce(sum(i.file_size), 0) from grievance_images i join grievances g on g.id = i.grievance_id where g.user_id = ?)
  as used`;

/** The bytes the member's recordings and photos take now (in the transaction's view when `em` is one). */
export async function memberStorageUsed(em: EntityManager, userId: string): Promise<number> {
  const row = await em.execute<{ used: string | number | null }>(USED_BYTES_SQL, [userId, userId, userId, userId], 'get');
  return Number(row?.used ?? 0);
}

export interface StorageUsageValue {
  usedBytes: number;
  quotaBytes: number;
}

/** What the member uses of their quota (the profile's 'Storage: 120 MB of 1.0 GB used'). */
export async function memberStorageUsage(em: EntityManager, userId: string, quotaBytes: number): Promise<StorageUsageValue> {
  return { usedBytes: await memberStorageUsed(em, userId), quotaBytes };
}

/** The class of the members' storage locks among PostgreSQL's two-key advisory locks (any fixed number would do). */
const MEMBER_STORAGE_LOCK_CLASS = 5_195_101;

/**
 * Holds the member's storage lock until the transaction ends: two uploads by one member into two different owners
 * (two meetings, or a journal entry and a grievance) hold two different owner locks, and without this both could
 * read the same usage and together pass the quota. A lock of its own rather than the user row, so that nothing else
 * that touches the member's row (their profile, a foreign key check) waits behind an upload.
 */
async function lockMemberStorage(tx: EntityManager, userId: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(?, hashtext(?))', [MEMBER_STORAGE_LOCK_CLASS, userId], 'get');
}

/** The 413 of a full storage, with the numbers a client needs to show it (extensions / the REST body). */
export function storageFull(usedBytes: number, quotaBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', storageFullMessage(usedBytes, quotaBytes), undefined, { usedBytes, quotaBytes });
}

/** Refuses (413) when `addingBytes` more would take the member past their quota; takes no lock (see claimStorage). */
async function assertStorageRoom(em: EntityManager, userId: string, quotaBytes: number, addingBytes: number): Promise<void> {
  const used = await memberStorageUsed(em, userId);
  if (used + addingBytes > quotaBytes) throw storageFull(used, quotaBytes);
}

/**
 * Inside the transaction that will write `addingBytes` for the member, after the owner row is locked: takes the
 * member's storage lock, then refuses (413) when the bytes do not fit. The row that counts them must be written in
 * the same transaction, so the next upload of this member reads them once this one commits.
 */
export async function claimStorage(tx: EntityManager, userId: string, quotaBytes: number, addingBytes: number): Promise<void> {
  await lockMemberStorage(tx, userId);
  await assertStorageRoom(tx, userId, quotaBytes, addingBytes);
}
