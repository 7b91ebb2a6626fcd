import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE } from '@union/rules/journal';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { findOwnedOrNotFound, lockOwned } from '../db/find.js';
import { JournalEntry, JournalEntryImage } from '../modules/journal/journal.entities.js';
import { createEntry, createEvent } from '../modules/journal/journal.service.js';
import type { User } from '../auth/user.entity.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { IMAGE_UNREADABLE_MESSAGE, IMAGE_UPLOAD } from './images.js';
import { LocalDiskStorage } from './local-disk.js';
import { addOwnedImage, type ImageOwner, type ReceiveImage } from './owned-images.js';
import type { FileStorage, StagedFile } from './storage.js';
import { stageUpload } from './uploads.js';

// The one image path (addOwnedImage) end to end on a journal entry's images, with a cap of 2 and a message of its own.

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG's first bytes and then nothing an image decoder can read. */
const pngHead = (size = 64) => Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length, 7)]);
/** A real PNG as sharp writes it, so its re-encoded copy has the same bytes; `shade` makes each one different. */
const png = (shade = 0) =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 58, g: 110, b: shade } } })
    .png()
    .toBuffer();

const LIMITS = { maxCount: 2, countMessage: 'At most 2' };

let server: TestServer;
let orm: MikroORM;
let actor: User;
let root: string;
let storage: LocalDiskStorage;

beforeAll(async () => {
  server = await startTestServer();
  orm = server.orm;
  actor = (await server.signedIn()).user;
  // Fails the transaction at COMMIT (a deferred constraint trigger) for a row captioned 'fail at commit'.
  await orm.em.getConnection().execute(`
    CREATE FUNCTION attach_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'refused at commit'; END $$;
    CREATE CONSTRAINT TRIGGER attach_test_fail AFTER INSERT ON journal_entry_images DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (NEW.caption = 'fail at commit') EXECUTE FUNCTION attach_test_fail();`);
});
afterAll(() => server.close());

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'attach-test-'));
  storage = new LocalDiskStorage(root);
  return () => rm(root, { recursive: true, force: true });
});

async function newEntry(): Promise<string> {
  const em = orm.em.fork();
  const event = await createEvent(em, actor, { eventTitle: 'Belt loader stop' });
  const entry = await createEntry(orm.em.fork(), actor, {
    eventId: event.id,
    employeeName: 'Marcus Reyes',
    employeeNumber: '204518',
    shift: '6am-2pm (Day)',
    jobTitle: 'Fleet Service Agent',
    incidentNotes: 'The emergency stop did not cut power.',
  });
  return entry.id;
}

/** A door that hands over `file`: a stream or bytes it stages under the rule it is given, or a file it already staged. */
function door(file: Readable | Buffer | StagedFile, caption: string | null = null): ReceiveImage {
  return async (rule) => {
    const raw = 'commit' in file ? file : await stageUpload(storage, Buffer.isBuffer(file) ? Readable.from([file]) : file, rule);
    return { raw, fileName: 'a.png', caption };
  };
}

/** The entry as the owner of images, found for `userId`; the cap and further row fields vary per test. */
function entryOwner(
  entryId: string,
  more: Partial<ImageOwner<JournalEntry, JournalEntryImage>> & { userId?: string } = {},
): ImageOwner<JournalEntry, JournalEntryImage> {
  const { userId = actor.id, ...rest } = more;
  return {
    entity: JournalEntryImage,
    ownerField: 'entry',
    ...LIMITS,
    findOwner: (em: EntityManager, lock: boolean) =>
      lock
        ? lockOwned(em, JournalEntry, entryId, userId, 'Journal entry')
        : findOwnedOrNotFound(em, JournalEntry, entryId, userId, 'Journal entry'),
    ...rest,
  };
}

/** Adds through the one image path, with `store` as the file store (a member quota far from reached). */
const attach = (
  file: Readable | Buffer | StagedFile,
  owner: ImageOwner<JournalEntry, JournalEntryImage>,
  options: { caption?: string; store?: FileStorage } = {},
) =>
  addOwnedImage(
    orm.em.fork(),
    { storage: options.store ?? storage, config: { MEMBER_STORAGE_QUOTA_MB: 1024 } },
    door(file, options.caption),
    owner,
  );

async function filesLeft() {
  const top = (await readdir(root)).filter((name) => name !== '.staging');
  const staging = await readdir(path.join(root, '.staging'));
  return { top, staging };
}
const rowsOf = (entryId: string) => orm.em.fork().count(JournalEntryImage, { entry: entryId });

async function expectNothingLeft(entryId: string) {
  expect(await rowsOf(entryId)).toBe(0);
  expect(await filesLeft()).toEqual({ top: [], staging: [] });
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof AppError ? `${error.code}: ${error.message}` : `error: ${(error as Error).message}`;
  }
  return 'ok';
}

/** A FileStorage whose staged files refuse to commit. */
function failingCommit(inner: FileStorage): FileStorage {
  return {
    open: (key) => inner.open(key),
    remove: (key) => inner.remove(key),
    async stage(source, options) {
      const staged = await inner.stage(source, options);
      const broken: StagedFile = {
        localPath: staged.localPath,
        size: staged.size,
        sha256: staged.sha256,
        commit: async () => {
          throw new Error('disk full');
        },
        discard: () => staged.discard(),
      };
      return broken;
    },
  };
}

describe('attach', () => {
  it('commits exactly one row and one file whose SHA-256 matches', async () => {
    const entryId = await newEntry();
    const bytes = await png();
    const row = await attach(Readable.from([bytes]), entryOwner(entryId));
    const { top, staging } = await filesLeft();
    expect(staging).toEqual([]);
    expect(top).toEqual([row.objectStoragePath]);
    expect(row.objectStoragePath).toMatch(/^[0-9a-f]{32}\.png$/);
    const stored = await readFile(path.join(root, row.objectStoragePath));
    expect(stored.equals(bytes)).toBe(true);
    expect(row.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
    expect(row.fileSize).toBe(bytes.length);
    expect(await rowsOf(entryId)).toBe(1);
  });

  it('takes a file a door already staged, and consumes it', async () => {
    const entryId = await newEntry();
    const staged = await storage.stage(await png());
    await attach(staged, entryOwner(entryId));
    expect((await filesLeft()).staging).toEqual([]);
    expect(await rowsOf(entryId)).toBe(1);
  });

  it('leaves no row and no file when staging refuses a file that is too large', async () => {
    const entryId = await newEntry();
    const tooLarge = pngHead(IMAGE_UPLOAD.maxBytes + 1);
    expect(await codeOf(attach(Readable.from([tooLarge]), entryOwner(entryId)))).toBe(`PAYLOAD_TOO_LARGE: ${IMAGE_TOO_LARGE_MESSAGE}`);
    const staged = await storage.stage(tooLarge);
    expect(await codeOf(attach(staged, entryOwner(entryId)))).toBe(`PAYLOAD_TOO_LARGE: ${IMAGE_TOO_LARGE_MESSAGE}`);
    await expectNothingLeft(entryId);
  });

  it('leaves no row and no file when the type is refused (by the bytes)', async () => {
    const entryId = await newEntry();
    expect(await codeOf(attach(Buffer.from('GIF89a-not-a-png'), entryOwner(entryId)))).toBe(`BAD_USER_INPUT: ${IMAGE_TYPE_MESSAGE}`);
    expect(await codeOf(attach(Buffer.alloc(0), entryOwner(entryId)))).toBe(`BAD_USER_INPUT: ${IMAGE_TYPE_MESSAGE}`);
    await expectNothingLeft(entryId);
  });

  it('leaves no row and no file when the owner is not found (unknown, malformed or another member’s)', async () => {
    const entryId = await newEntry();
    const stranger = (await server.signedIn()).user;
    for (const id of ['0b7e1c9a-3f4d-4c2b-9a1e-5d6f7a8b9c0d', 'nope']) {
      expect(await codeOf(attach(await png(), entryOwner(id)))).toBe('NOT_FOUND: Journal entry not found');
    }
    const theirs = entryOwner(entryId, { userId: stranger.id });
    expect(await codeOf(attach(await png(), theirs))).toBe('NOT_FOUND: Journal entry not found');
    await expectNothingLeft(entryId);
  });

  it('leaves no new row and no new file when the count is full', async () => {
    const entryId = await newEntry();
    await attach(await png(1), entryOwner(entryId));
    await attach(await png(2), entryOwner(entryId));
    const before = await filesLeft();
    expect(await codeOf(attach(await png(3), entryOwner(entryId)))).toBe('BAD_USER_INPUT: At most 2');
    expect(await rowsOf(entryId)).toBe(2);
    expect(await filesLeft()).toEqual(before);
  });

  it('leaves no row and no file when the file commit fails', async () => {
    const entryId = await newEntry();
    expect(await codeOf(attach(Readable.from([await png()]), entryOwner(entryId), { store: failingCommit(storage) }))).toBe(
      'error: disk full',
    );
    await expectNothingLeft(entryId);
  });

  it('leaves no row and no file when the row insert fails', async () => {
    const entryId = await newEntry();
    // A caption longer than its column: PostgreSQL refuses the INSERT after the file was committed.
    const result = await codeOf(attach(await png(), entryOwner(entryId, { extra: { caption: 'x'.repeat(501) } })));
    expect(result).toMatch(/^error: .*too long/);
    await expectNothingLeft(entryId);
  });

  it('leaves no row and no file when the transaction commit fails', async () => {
    const entryId = await newEntry();
    const result = await codeOf(attach(await png(), entryOwner(entryId), { caption: 'fail at commit' }));
    expect(result).toMatch(/refused at commit/);
    await expectNothingLeft(entryId);
  });

  it('leaves no row and no file when the prepare step throws, and lets it own the raw file', async () => {
    const entryId = await newEntry();
    // PNG by its first bytes, but nothing the decoder can read: prepareImage refuses it and discards the raw file.
    expect(await codeOf(attach(pngHead(), entryOwner(entryId)))).toBe(`BAD_USER_INPUT: ${IMAGE_UNREADABLE_MESSAGE}`);
    await expectNothingLeft(entryId);
  });

  it('gives exactly K rows and K files to N concurrent attaches over a cap of K', async () => {
    const entryId = await newEntry();
    const limits = { ...LIMITS, maxCount: 3, countMessage: 'At most 3' };
    const files = await Promise.all(Array.from({ length: 8 }, (_, i) => png(i)));
    const results = await Promise.allSettled(files.map((file) => attach(file, entryOwner(entryId, limits))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AppError).message).toBe('At most 3');
    expect(await rowsOf(entryId)).toBe(3);
    const { top, staging } = await filesLeft();
    expect(staging).toEqual([]);
    expect(top).toHaveLength(3);
  });
});
