import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import { badInput, conflict, notFound } from '../../errors.js';
import { findOwnedOrNotFound, lockOwned, parseId } from '../../db/find.js';
import { toRest } from '../../graphql/serialize.js';
import { LIMITS } from '@union/rules/constants';
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
import { addOwnedImage, freePosition, type ImageServices, type ReceiveImage } from '../../storage/owned-images.js';
import type { FileStorage } from '../../storage/storage.js';
import { parseInput } from '../../validation.js';
import type { User } from '../../auth/user.entity.js';
import { ENTRY_POPULATE, JournalEntry, JournalEntryImage, JournalEvent, JournalParticipant } from './journal.entities.js';

// Every operation is scoped to the actor: rows are found with `user: actor.id` in the query, so another member's
// id is simply not found (never "forbidden", which would confirm that it exists).

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

// The list lives in journal-list.ts, beside the test that holds its hand-written read to the entities.
export { listEntries, listEntriesPage } from './journal-list.js';

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

/**
 * Adds a supporting photo to the actor's entry while it is editable, the same through both doors: at most 3, order
 * 1-3, through the one image path (storage/owned-images.ts), which checks the entry before a byte is read and again
 * under its lock.
 */
export async function uploadEntryImage(
  em: EntityManager,
  services: ImageServices,
  actor: User,
  entryId: unknown,
  receive: ReceiveImage,
): Promise<JournalEntryImage> {
  const id = parseId(entryId, 'Journal entry');
  return addOwnedImage(em, services, receive, {
    entity: JournalEntryImage,
    ownerField: 'entry',
    maxCount: LIMITS.imagesPerJournalEntry,
    countMessage: MAX_JOURNAL_IMAGES_MESSAGE,
    async findOwner(db, lock) {
      const entry = lock ? await lockEntry(db, actor, id) : await findOwnedOrNotFound(db, JournalEntry, id, actor.id, 'Journal entry');
      assertEditable(entry);
      return entry;
    },
  });
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
