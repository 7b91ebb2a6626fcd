import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import { badInput, conflict, notFound } from '../../errors.js';
import { findOwnedOrNotFound, lockOwned, parseId } from '../../db/find.js';
import { findPage, type Keyset, type Page } from '../../db/keyset.js';
import { readRows } from '../../db/read-rows.js';
import { toRest, viewAs } from '../../graphql/serialize.js';
import { LIMITS } from '@union/rules/constants';
import type { PageArgs } from '@union/rules/pagination';
import {
  ENTRY_CHANGED_ELSEWHERE_MESSAGE,
  entryReadOnlyReason,
  INACTIVE_EVENT_MESSAGE,
  journalEntrySchema,
  journalEntryUpdateSchema,
  journalEventSchema,
  journalParticipantSchema,
  MAX_JOURNAL_IMAGES_MESSAGE,
  MAX_PARTICIPANTS_MESSAGE,
} from '@union/rules/journal';
import { IMAGE_UPLOAD } from '../../storage/images.js';
import { addOwnedImage, freePosition, type ImageServices, type ImageUpload, type ReceiveImage } from '../../storage/owned-images.js';
import type { FileStorage } from '../../storage/storage.js';
import { parseInput } from '../../validation.js';
import type { User } from '../../auth/user.entity.js';
import { JournalEntry, JournalEntryImage, JournalEvent, JournalParticipant } from './journal.entities.js';

// Every operation is scoped to the actor: rows are found with `user: actor.id` in the query, so another member's
// id is simply not found (never "forbidden", which would confirm that it exists).

const ENTRY_POPULATE = ['event', 'imageRows', 'participantRows'] as const;

function assertEditable(entry: JournalEntry) {
  const reason = entryReadOnlyReason(entry);
  if (reason) throw conflict(reason);
}

/** Locks the actor's entry row for the rest of the transaction: counts checked after this hold under concurrency. */
function lockEntry(tx: EntityManager, actor: User, entryId: string): Promise<JournalEntry> {
  return lockOwned(tx, JournalEntry, entryId, actor.id, 'Journal entry');
}

// ---------------------------------------------------------------------------------------------------------------
// Events

export function listEvents(em: EntityManager, actor: User): Promise<JournalEvent[]> {
  return em.find(JournalEvent, { user: actor.id }, { orderBy: { createdAt: 'desc' } });
}

export async function createEvent(em: EntityManager, actor: User, input: unknown): Promise<JournalEvent> {
  const data = parseInput(journalEventSchema, input);
  const event = em.create(JournalEvent, { ...data, user: actor });
  await em.persist(event).flush();
  return event;
}

// ---------------------------------------------------------------------------------------------------------------
// Entries

/** The journal's order: newest entry date first, then newest written; the id decides between equals. */
const ENTRY_ORDER: Keyset<JournalEntry> = {
  name: 'journal',
  keys: [
    { field: 'entryDate', direction: 'desc', type: 'date' },
    { field: 'createdAt', direction: 'desc', type: 'timestamp' },
    { field: 'id', direction: 'desc', type: 'uuid' },
  ],
};

/** A timestamp as JavaScript's toISOString writes it (the columns hold milliseconds: the app writes them). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The journal list in one statement: the actor's entries (WHERE user_id = actor, as everywhere), each with its event
// and its photos and witnesses as JSON arrays in order. ENTRY_ORDER's order; timestamps as ISO text.
const LIST_ENTRIES_SQL = `
  select e.id, e.event_id, e.employee_name, e.employee_number, e.shift, e.team_number, e.job_title, e.is_swapped_shift,
         e.incident_notes, e.entry_date::text as entry_date, e.status, e.is_grievance, e.is_closed, e.version,
         ${iso('e.created_at')} as created_at, ${iso('e.updated_at')} as updated_at,
         ev.event_title, ev.description as event_description, ev.is_active as event_is_active,
         ${iso('ev.created_at')} as event_created_at, ${iso('ev.updated_at')} as event_updated_at,
         (select coalesce(json_agg(json_build_array(i.id, i."order", i.file_name, i.original_file_name, i.file_size, i.mime_type,
                                                    i.sha256, i.caption, ${iso('i.created_at')}, ${iso('i.updated_at')})
                                   order by i."order"), '[]')
            from journal_entry_images i where i.entry_id = e.id) as images,
         (select coalesce(json_agg(json_build_array(p.id, p.name, p.job_title, p.employee_number, p."order", p.notes,
                                                    ${iso('p.created_at')}, ${iso('p.updated_at')})
                                   order by p."order"), '[]')
            from journal_participants p where p.entry_id = e.id) as participants
    from journal_entries e
    join journal_events ev on ev.id = e.event_id
   where e.user_id = ?
   order by e.entry_date desc, e.created_at desc, e.id desc`;

type ImageTuple = [string, number, string, string, number, string, string, string | null, string, string];
type ParticipantTuple = [string, string, string, string | null, number, string | null, string, string];
interface EntryRow {
  id: string;
  event_id: string;
  employee_name: string;
  employee_number: string;
  shift: string;
  team_number: string | null;
  job_title: string;
  is_swapped_shift: boolean;
  incident_notes: string;
  entry_date: string;
  status: JournalEntry['status'];
  is_grievance: boolean;
  is_closed: boolean;
  version: number;
  created_at: string;
  updated_at: string;
  event_title: string;
  event_description: string | null;
  event_is_active: boolean;
  event_created_at: string;
  event_updated_at: string;
  images: ImageTuple[];
  participants: ParticipantTuple[];
}

function entryView(row: EntryRow): JournalEntry {
  const entryId = row.id;
  const event = viewAs(JournalEvent, {
    id: row.event_id,
    eventTitle: row.event_title,
    description: row.event_description,
    isActive: row.event_is_active,
    createdAt: new Date(row.event_created_at),
    updatedAt: new Date(row.event_updated_at),
  });
  const images = row.images.map(([id, order, fileName, originalFileName, fileSize, mimeType, sha256, caption, createdAt, updatedAt]) => {
    const created = new Date(createdAt);
    return viewAs(JournalEntryImage, {
      id,
      entryId,
      order,
      fileName,
      originalFileName,
      fileSize,
      mimeType,
      sha256,
      caption,
      url: `/api/journal/entries/${entryId}/images/${id}/view`,
      uploadedAt: created,
      createdAt: created,
      updatedAt: new Date(updatedAt),
    });
  });
  const participants = row.participants.map(([id, name, jobTitle, employeeNumber, order, notes, createdAt, updatedAt]) =>
    viewAs(JournalParticipant, {
      id,
      entryId,
      name,
      jobTitle,
      employeeNumber,
      order,
      notes,
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
    }),
  );
  const flags = { isClosed: row.is_closed, isGrievance: row.is_grievance, status: row.status };
  return viewAs(JournalEntry, {
    id: entryId,
    event,
    eventId: row.event_id,
    employeeName: row.employee_name,
    employeeNumber: row.employee_number,
    shift: row.shift,
    teamNumber: row.team_number,
    jobTitle: row.job_title,
    isSwappedShift: row.is_swapped_shift,
    incidentNotes: row.incident_notes,
    entryDate: row.entry_date,
    status: row.status,
    isGrievance: row.is_grievance,
    isClosed: row.is_closed,
    version: row.version,
    readOnlyReason: entryReadOnlyReason(flags),
    images,
    participants,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  });
}

/**
 * All of the actor's entries with event, photos and witnesses, for reading only: one SQL statement and plain rows
 * made into read-only views (viewAs: no entity hydration, no identity map, no collections), the same answer as the
 * entities give through GraphQL and REST.
 */
export async function listEntries(em: EntityManager, actor: User): Promise<JournalEntry[]> {
  const rows = await readRows<EntryRow>(em, LIST_ENTRIES_SQL, [actor.id]);
  return rows.map(entryView);
}

/** One page of listEntries: the same rows in the same order. */
export function listEntriesPage(em: EntityManager, actor: User, page: PageArgs): Promise<Page<JournalEntry>> {
  return findPage(em, JournalEntry, { user: actor.id }, ENTRY_ORDER, page, { populate: ENTRY_POPULATE });
}

export function getEntry(em: EntityManager, actor: User, id: unknown): Promise<JournalEntry> {
  return findOwnedOrNotFound(em, JournalEntry, id, actor.id, 'Journal entry', { populate: ENTRY_POPULATE });
}

export async function createEntry(em: EntityManager, actor: User, input: unknown): Promise<JournalEntry> {
  const { eventId, ...data } = parseInput(journalEntrySchema, input);
  const id = await em.transactional(async (tx) => {
    // Shares the event row so it cannot change under the new entry; another member's event is not found.
    const event = await tx.findOne(
      JournalEvent,
      { id: parseId(eventId, 'Journal event'), user: actor.id },
      { lockMode: LockMode.PESSIMISTIC_READ, refresh: true },
    );
    if (!event) throw notFound('Journal event');
    if (!event.isActive) throw badInput(INACTIVE_EVENT_MESSAGE, { eventId: INACTIVE_EVENT_MESSAGE });
    const entry = tx.create(JournalEntry, {
      ...data,
      entryDate: data.entryDate ?? undefined,
      // Choosing the Closed status closes the entry: one meaning, one read-only rule.
      isClosed: data.isClosed || data.status === 'closed',
      event,
      user: actor.id,
    });
    await tx.persist(entry).flush();
    return entry.id;
  });
  return getEntry(em.fork(), actor, id);
}

/**
 * Saves an edit. With `expectedVersion`, only over that version: the check runs under the row lock, so of two
 * saves sent with the same version exactly one is written; the other is a CONFLICT that carries the entry as it now
 * stands, so the client can show the newer text instead of losing it or its own. Without it (integrators' scripts),
 * the last save wins as before.
 */
export async function updateEntry(em: EntityManager, actor: User, id: unknown, input: unknown): Promise<JournalEntry> {
  const entryId = parseId(id, 'Journal entry');
  const { expectedVersion, ...data } = parseInput(journalEntryUpdateSchema, input);
  const changedElsewhere = await em.transactional(async (tx) => {
    const entry = await lockEntry(tx, actor, entryId);
    assertEditable(entry);
    if (expectedVersion != null && expectedVersion !== entry.version) return true;
    tx.assign(entry, data);
    if (data.status === 'closed') entry.isClosed = true;
    await tx.flush();
    return false;
  });
  const current = await getEntry(em.fork(), actor, entryId);
  if (changedElsewhere) throw conflict(ENTRY_CHANGED_ELSEWHERE_MESSAGE, { current: toRest(current) });
  return current;
}

// ---------------------------------------------------------------------------------------------------------------
// Participants (witnesses)

export async function listParticipants(em: EntityManager, actor: User, entryId: unknown): Promise<JournalParticipant[]> {
  const entry = await findOwnedOrNotFound(em, JournalEntry, entryId, actor.id, 'Journal entry');
  return em.find(JournalParticipant, { entry }, { orderBy: { order: 'asc' } });
}

export async function addParticipant(em: EntityManager, actor: User, entryId: unknown, input: unknown): Promise<JournalParticipant> {
  const id = parseId(entryId, 'Journal entry');
  const data = parseInput(journalParticipantSchema, input);
  return em.transactional(async (tx) => {
    const entry = await lockEntry(tx, actor, id);
    assertEditable(entry);
    const taken = await tx.find(JournalParticipant, { entry }, { fields: ['order'] });
    const order =
      taken.length >= LIMITS.participantsPerEntry
        ? null
        : freePosition(
            taken.map((p) => p.order),
            LIMITS.participantsPerEntry,
            data.order,
          );
    if (order === null) throw badInput(MAX_PARTICIPANTS_MESSAGE, { order: MAX_PARTICIPANTS_MESSAGE });
    const participant = tx.create(JournalParticipant, { ...data, order, entry });
    await tx.persist(participant).flush();
    return participant;
  });
}

export async function removeParticipant(em: EntityManager, actor: User, id: unknown): Promise<boolean> {
  const participantId = parseId(id, 'Participant');
  await em.transactional(async (tx) => {
    const found = await tx.findOne(JournalParticipant, { id: participantId, entry: { user: actor.id } });
    if (!found) throw notFound('Participant');
    const entry = await lockEntry(tx, actor, found.entry.id);
    assertEditable(entry);
    const deleted = await tx.nativeDelete(JournalParticipant, { id: participantId, entry });
    if (deleted === 0) throw notFound('Participant');
  });
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// Images

/** Checks before reading an upload, so a stranger's or read-only entry costs no bytes; rechecked under the lock. */
export async function assertCanAddImage(em: EntityManager, actor: User, entryId: unknown): Promise<void> {
  const entry = await findOwnedOrNotFound(em, JournalEntry, entryId, actor.id, 'Journal entry');
  assertEditable(entry);
  if ((await em.count(JournalEntryImage, { entry })) >= LIMITS.imagesPerJournalEntry) {
    throw badInput(MAX_JOURNAL_IMAGES_MESSAGE, { image: MAX_JOURNAL_IMAGES_MESSAGE });
  }
}

/**
 * Adds a supporting photo through the one attachment path (storage/attach.ts): the clean copy is staged first,
 * then under the entry's lock the count is checked (at most 3, order 1-3), the file is committed under a random
 * key, the row is written, and the transaction commits last. Any failure leaves neither a row nor a file.
 */
export async function addEntryImage(
  em: EntityManager,
  services: ImageServices,
  actor: User,
  entryId: unknown,
  upload: ImageUpload,
): Promise<JournalEntryImage> {
  let id: string;
  try {
    id = parseId(entryId, 'Journal entry');
    await assertCanAddImage(em, actor, id);
  } catch (error) {
    await upload.raw.discard();
    throw error;
  }
  return addOwnedImage(em, services, upload, {
    entity: JournalEntryImage,
    ownerField: 'entry',
    maxCount: LIMITS.imagesPerJournalEntry,
    countMessage: MAX_JOURNAL_IMAGES_MESSAGE,
    async lockOwner(tx) {
      const entry = await lockEntry(tx, actor, id);
      assertEditable(entry);
      return entry;
    },
  });
}

/**
 * The journal image upload, the same through both doors: check the entry before a byte is read (a stranger's or
 * read-only entry costs nothing), receive the file under the image rule, then add it.
 */
export async function uploadEntryImage(
  em: EntityManager,
  services: ImageServices,
  actor: User,
  entryId: unknown,
  receive: ReceiveImage,
): Promise<JournalEntryImage> {
  await assertCanAddImage(em, actor, entryId);
  return addEntryImage(em, services, actor, entryId, await receive(IMAGE_UPLOAD));
}

/** The actor's own entry image and its bytes (another member's image, or the wrong entry, is not found). */
export async function openEntryImage(
  em: EntityManager,
  storage: FileStorage,
  actor: User,
  entryId: unknown,
  imageId: unknown,
): Promise<{ image: JournalEntryImage; stream: Readable; size: number }> {
  const image = await em.findOne(JournalEntryImage, {
    id: parseId(imageId, 'Image'),
    entry: { id: parseId(entryId, 'Image'), user: actor.id },
  });
  if (!image) throw notFound('Image');
  const { stream, size } = await storage.open(image.objectStoragePath);
  return { image, stream, size };
}
