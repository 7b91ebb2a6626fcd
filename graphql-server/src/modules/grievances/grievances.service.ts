import path from 'node:path';
import type { Readable } from 'node:stream';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@union/rules/constants';
import type { PageArgs } from '@union/rules/pagination';
import {
  ALREADY_CONVERTED_MESSAGE,
  CLOSED_ENTRY_MESSAGE,
  GRIEVANCE_NOT_DRAFT_MESSAGE,
  grievanceSchema,
  grievanceUpdateSchema,
  isGrievanceEditable,
  MAX_GRIEVANCE_IMAGES_MESSAGE,
} from '@union/rules/grievances';
import { GRIEVANCE_NOT_OPEN_MESSAGE, isCaseOpen } from '@union/rules/caseActions';
import { imageCaptionSchema } from '@union/rules/images';
import { findOwnedOrNotFound, lockOwned, parseId } from '../../db/find.js';
import { findPage, type Keyset, orderByOf, type Page } from '../../db/keyset.js';
import { AppError, badInput, conflict, notFound } from '../../errors.js';
import { addOwnedImage, type ImageServices, type ReceiveImage } from '../../storage/owned-images.js';
import type { FileStorage, StagedFile } from '../../storage/storage.js';
import { parseInput } from '../../validation.js';
import { JournalEntry, JournalEntryImage } from '../journal/journal.entities.js';
import { openCase, recordEvidenceAdded } from '../cases/case-opening.js';
import type { User } from '../../auth/user.entity.js';
import { GrievanceCategory } from './grievance-category.entity.js';
import { Grievance, GrievanceImage } from './grievance.entities.js';

// Every operation is scoped to the actor: rows are found with `user: actor.id` in the query, so another member's
// id is simply not found (never "forbidden", which would confirm that it exists).

const GRIEVANCE_POPULATE = ['category', 'imageRows'] as const;

export const PHOTO_COPY_FAILED_MESSAGE =
  "The journal entry's photos could not be copied to the grievance, so nothing was changed. Please try again.";

function assertDraft(grievance: Grievance) {
  if (!isGrievanceEditable(grievance)) throw conflict(GRIEVANCE_NOT_DRAFT_MESSAGE);
}

function lockGrievance(tx: EntityManager, actor: User, id: string): Promise<Grievance> {
  return lockOwned(tx, Grievance, id, actor.id, 'Grievance');
}

/** The active category an input names, or null; an unknown or inactive one is the member's input error. */
async function categoryOf(em: EntityManager, categoryId: string | null | undefined): Promise<GrievanceCategory | null> {
  if (!categoryId) return null;
  const message = 'Please select a valid category';
  let id: string;
  try {
    id = parseId(categoryId, 'Category');
  } catch {
    throw badInput(message, { categoryId: message });
  }
  const category = await em.findOne(GrievanceCategory, { id, isActive: true });
  if (!category) throw badInput(message, { categoryId: message });
  return category;
}

// ---------------------------------------------------------------------------------------------------------------
// Categories and reading

export function listCategories(em: EntityManager): Promise<GrievanceCategory[]> {
  return em.find(GrievanceCategory, { isActive: true }, { orderBy: { order: 'asc', name: 'asc' } });
}

/** Newest first; the id decides between equals. */
const GRIEVANCE_ORDER: Keyset<Grievance> = {
  name: 'grievances',
  keys: [
    { field: 'createdAt', direction: 'desc', type: 'timestamp' },
    { field: 'id', direction: 'desc', type: 'uuid' },
  ],
};

export function listGrievances(em: EntityManager, actor: User): Promise<Grievance[]> {
  return em.find(Grievance, { user: actor.id }, { populate: GRIEVANCE_POPULATE, orderBy: orderByOf(GRIEVANCE_ORDER) });
}

/** One page of listGrievances: the same rows in the same order. */
export function listGrievancesPage(em: EntityManager, actor: User, page: PageArgs): Promise<Page<Grievance>> {
  return findPage(em, Grievance, { user: actor.id }, GRIEVANCE_ORDER, page, { populate: GRIEVANCE_POPULATE });
}

export function getGrievance(em: EntityManager, actor: User, id: unknown): Promise<Grievance> {
  return findOwnedOrNotFound(em, Grievance, id, actor.id, 'Grievance', { populate: GRIEVANCE_POPULATE });
}

export async function listImages(em: EntityManager, actor: User, grievanceId: unknown): Promise<GrievanceImage[]> {
  const grievance = await findOwnedOrNotFound(em, Grievance, grievanceId, actor.id, 'Grievance');
  return em.find(GrievanceImage, { grievance }, { orderBy: { order: 'asc' } });
}

// ---------------------------------------------------------------------------------------------------------------
// Creating (plain, or converted from a journal entry)

/** A staged copy of a committed file, bytes checked against the SHA-256 its row recorded. */
async function stageCopy(storage: FileStorage, key: string, sha256: string): Promise<StagedFile> {
  const { stream } = await storage.open(key);
  const staged = await storage.stage(stream);
  if (staged.sha256 !== sha256) {
    await staged.discard();
    throw new Error(`stored file ${key} no longer matches its SHA-256`);
  }
  return staged;
}

/**
 * Creates a grievance. With journalEntryId it is a conversion, all in one transaction: the entry is locked (so of
 * two conversions one waits and then sees the entry taken), checked (the actor's, not converted, not closed), its
 * photos are copied as the grievance's own evidence files (same order, bytes and SHA-256; the entry can be deleted
 * later without them), and the entry is flagged isGrievance, which makes it read-only. Any failure leaves no
 * grievance, the entry as it was and no file behind.
 */
export async function createGrievance(
  em: EntityManager,
  storage: FileStorage,
  actor: User,
  input: unknown,
  localTimeZone: string,
): Promise<Grievance> {
  const { journalEntryId, categoryId, status, ...data } = parseInput(grievanceSchema, input);
  const entryId = journalEntryId ? parseId(journalEntryId, 'Journal entry') : null;
  const category = await categoryOf(em, categoryId);
  const staged: StagedFile[] = [];
  const committed: string[] = [];
  try {
    const id = await em.transactional(async (tx) => {
      const entry = entryId ? await lockOwned(tx, JournalEntry, entryId, actor.id, 'Journal entry') : null;
      if (entry?.isGrievance) throw conflict(ALREADY_CONVERTED_MESSAGE);
      if (entry && (entry.isClosed || entry.status === 'closed')) throw conflict(CLOSED_ENTRY_MESSAGE);
      const photos = entry ? await tx.find(JournalEntryImage, { entry }, { orderBy: { order: 'asc' } }) : [];

      const copies: { photo: JournalEntryImage; file: StagedFile }[] = [];
      try {
        for (const photo of photos) {
          const file = await stageCopy(storage, photo.objectStoragePath, photo.sha256);
          staged.push(file);
          copies.push({ photo, file });
        }
      } catch {
        throw new AppError('SERVICE_BUSY', PHOTO_COPY_FAILED_MESSAGE);
      }

      const grievance = tx.create(Grievance, {
        ...data,
        status,
        submittedAt: status === 'submitted' ? new Date() : null,
        category,
        journalEntry: entry,
        user: actor.id,
      });
      tx.persist(grievance);
      for (const { photo, file } of copies) {
        const { size, sha256 } = file;
        const key = await file.commit(path.extname(photo.objectStoragePath));
        committed.push(key);
        tx.persist(
          tx.create(GrievanceImage, {
            grievance,
            fileName: key,
            originalFileName: photo.originalFileName,
            fileSize: size,
            mimeType: photo.mimeType,
            objectStoragePath: key,
            sha256,
            caption: photo.caption,
            order: photo.order,
            imageType: 'evidence',
          }),
        );
      }
      if (entry) {
        entry.isGrievance = true;
        if (category) entry.grievanceCategory = category;
      }
      if (status === 'submitted') await openCase(tx, grievance, actor, localTimeZone);
      await tx.flush();
      return grievance.id;
    });
    return await getGrievance(em.fork(), actor, id);
  } catch (error) {
    await Promise.all(committed.map((key) => storage.remove(key).catch(() => {})));
    throw error;
  } finally {
    await Promise.all(staged.map((file) => file.discard().catch(() => {})));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Editing, submitting, withdrawing

/** Changes the fields sent, while the grievance is a draft. */
export async function updateGrievance(em: EntityManager, actor: User, id: unknown, input: unknown): Promise<Grievance> {
  const grievanceId = parseId(id, 'Grievance');
  const { categoryId, ...data } = parseInput(grievanceUpdateSchema, input);
  const category = categoryId === undefined ? undefined : await categoryOf(em, categoryId);
  await em.transactional(async (tx) => {
    const grievance = await lockGrievance(tx, actor, grievanceId);
    assertDraft(grievance);
    tx.assign(grievance, data);
    if (category !== undefined) grievance.category = category;
    await tx.flush();
  });
  return getGrievance(em.fork(), actor, grievanceId);
}

/** Draft to submitted: from then on the member reads it but no longer changes it. */
export async function submitGrievance(em: EntityManager, actor: User, id: unknown, localTimeZone: string): Promise<Grievance> {
  const grievanceId = parseId(id, 'Grievance');
  await em.transactional(async (tx) => {
    const grievance = await lockGrievance(tx, actor, grievanceId);
    assertDraft(grievance);
    grievance.status = 'submitted';
    grievance.submittedAt = new Date();
    await openCase(tx, grievance, actor, localTimeZone);
    await tx.flush();
  });
  return getGrievance(em.fork(), actor, grievanceId);
}

/**
 * Withdraws a draft: the grievance and its images go, and the journal entry it came from is released (editable and
 * convertible again). The files are removed once the rows are gone.
 */
export async function withdrawGrievance(em: EntityManager, storage: FileStorage, actor: User, id: unknown): Promise<boolean> {
  const grievanceId = parseId(id, 'Grievance');
  const keys = await em.transactional(async (tx) => {
    const grievance = await lockGrievance(tx, actor, grievanceId);
    assertDraft(grievance);
    const images = await tx.find(GrievanceImage, { grievance }, { fields: ['objectStoragePath'] });
    if (grievance.journalEntry) {
      const entry = await tx.findOne(
        JournalEntry,
        { id: grievance.journalEntry.id, user: actor.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (entry) entry.isGrievance = false;
    }
    await tx.flush();
    await tx.nativeDelete(Grievance, { id: grievance.id, user: actor.id });
    return images.map((i) => i.objectStoragePath);
  });
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => {})));
  return true;
}

/**
 * Removes every grievance of a member and their image files: what deleting the member must do besides the rows'
 * cascade (the database cannot remove files).
 */
export async function removeMemberGrievances(em: EntityManager, storage: FileStorage, userId: string): Promise<number> {
  const { removed, keys } = await em.transactional(async (tx) => {
    // Locked first, so an upload in flight either finished (its file is listed) or finds no grievance (no file).
    const grievances = await tx.find(Grievance, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
    const images = await tx.find(GrievanceImage, { grievance: { $in: grievances.map((g) => g.id) } }, { fields: ['objectStoragePath'] });
    return { removed: await tx.nativeDelete(Grievance, { user: userId }), keys: images.map((i) => i.objectStoragePath) };
  });
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => {})));
  return removed;
}

// ---------------------------------------------------------------------------------------------------------------
// Images

/**
 * Adds an evidence image to the actor's grievance while it is a draft or an open case (recorded in the case's
 * history), the same through both doors: at most 5, order
 * 1-5, through the one image path (storage/owned-images.ts), which checks the grievance before a byte is read and
 * again under its lock.
 */
export async function uploadGrievanceImage(
  em: EntityManager,
  services: ImageServices,
  actor: User,
  grievanceId: unknown,
  receive: ReceiveImage,
): Promise<GrievanceImage> {
  const id = parseId(grievanceId, 'Grievance');
  return addOwnedImage(em, services, receive, {
    entity: GrievanceImage,
    ownerField: 'grievance',
    maxCount: LIMITS.imagesPerGrievance,
    countMessage: MAX_GRIEVANCE_IMAGES_MESSAGE,
    async findOwner(db, lock) {
      const grievance = lock ? await lockGrievance(db, actor, id) : await findOwnedOrNotFound(db, Grievance, id, actor.id, 'Grievance');
      if (!isGrievanceEditable(grievance) && !isCaseOpen(grievance)) throw conflict(GRIEVANCE_NOT_OPEN_MESSAGE);
      return grievance;
    },
    extra: { imageType: 'evidence' },
    added(tx, grievance, image) {
      if (isCaseOpen(grievance)) recordEvidenceAdded(tx, grievance, actor, image.originalFileName);
    },
  });
}

/**
 * The actor's image with its grievance locked, for a change while the grievance is a draft. With grievanceId (the
 * REST path) the image must also be of that grievance.
 */
async function lockImage(tx: EntityManager, actor: User, imageId: unknown, grievanceId?: unknown): Promise<GrievanceImage> {
  const id = parseId(imageId, 'Image');
  const grievance = grievanceId === undefined ? { user: actor.id } : { id: parseId(grievanceId, 'Image'), user: actor.id };
  const found = await tx.findOne(GrievanceImage, { id, grievance }, { fields: ['grievance'] });
  if (!found) throw notFound('Image');
  assertDraft(await lockGrievance(tx, actor, found.grievance.id));
  const image = await tx.findOne(GrievanceImage, { id, grievance: found.grievance.id }, { refresh: true });
  if (!image) throw notFound('Image');
  return image;
}

export async function updateGrievanceImage(
  em: EntityManager,
  actor: User,
  imageId: unknown,
  caption: unknown,
  grievanceId?: unknown,
): Promise<GrievanceImage> {
  const value = parseInput(imageCaptionSchema, { caption });
  return em.transactional(async (tx) => {
    const image = await lockImage(tx, actor, imageId, grievanceId);
    image.caption = value.caption;
    await tx.flush();
    return image;
  });
}

export async function removeGrievanceImage(
  em: EntityManager,
  storage: FileStorage,
  actor: User,
  imageId: unknown,
  grievanceId?: unknown,
): Promise<boolean> {
  const key = await em.transactional(async (tx) => {
    const image = await lockImage(tx, actor, imageId, grievanceId);
    await tx.nativeDelete(GrievanceImage, { id: image.id });
    return image.objectStoragePath;
  });
  await storage.remove(key).catch(() => {});
  return true;
}

/** The actor's own grievance image and its bytes (another member's image, or the wrong grievance, is not found). */
export async function openGrievanceImage(
  em: EntityManager,
  storage: FileStorage,
  actor: User,
  grievanceId: unknown,
  imageId: unknown,
): Promise<{ image: GrievanceImage; stream: Readable; size: number }> {
  const image = await em.findOne(GrievanceImage, {
    id: parseId(imageId, 'Image'),
    grievance: { id: parseId(grievanceId, 'Image'), user: actor.id },
  });
  if (!image) throw notFound('Image');
  const { stream, size } = await storage.open(image.objectStoragePath);
  return { image, stream, size };
}
