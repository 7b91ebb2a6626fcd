import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { lockOwned } from '../db/find.js';
import { JournalEntry, JournalEntryImage } from '../modules/journal/journal.entities.js';
import { createEntry, createEvent } from '../modules/journal/journal.service.js';
import type { User } from '../auth/user.entity.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { type AttachLimits, type AttachSteps, attach } from './attach.js';
import { LocalDiskStorage } from './local-disk.js';
import type { FileStorage, StagedFile } from './storage.js';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size = 64) => Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length, 7)]);

const LIMITS: AttachLimits = {
  maxBytes: 1000,
  tooLargeMessage: 'Too large',
  maxCount: 2,
  countMessage: 'At most 2',
  field: 'file',
  sniff: (head) => (PNG_HEAD.every((b, i) => head[i] === b) ? { mimeType: 'image/png', extension: '.png' } : null),
  typeMessage: 'PNG only',
};

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

/** The steps for an entry's image row; `caption` and `limits` vary per test. */
function steps(
  entryId: string,
  file: AttachSteps<JournalEntry, JournalEntryImage>['file'],
  more: Partial<AttachSteps<JournalEntry, JournalEntryImage>> & { caption?: string } = {},
) {
  const { caption = null, ...rest } = more;
  return {
    file,
    limits: LIMITS,
    lockOwner: (tx: EntityManager) => lockOwned(tx, JournalEntry, entryId, actor.id, 'Journal entry'),
    count: (tx: EntityManager, entry: JournalEntry) => tx.count(JournalEntryImage, { entry }),
    insert: async (tx: EntityManager, entry: JournalEntry, f: { key: string; size: number; sha256: string; mimeType: string }) => {
      const order = (await tx.count(JournalEntryImage, { entry })) + 1;
      const row = tx.create(JournalEntryImage, {
        entry,
        fileName: f.key,
        originalFileName: 'a.png',
        fileSize: f.size,
        mimeType: f.mimeType,
        objectStoragePath: f.key,
        sha256: f.sha256,
        caption,
        order,
      });
      tx.persist(row);
      return row;
    },
    ...rest,
  };
}

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
    const bytes = png(200);
    const row = await attach(orm.em.fork(), storage, steps(entryId, Readable.from([bytes])));
    const { top, staging } = await filesLeft();
    expect(staging).toEqual([]);
    expect(top).toEqual([row.objectStoragePath]);
    expect(row.objectStoragePath).toMatch(/^[0-9a-f]{32}\.png$/);
    const stored = await readFile(path.join(root, row.objectStoragePath));
    expect(stored.equals(bytes)).toBe(true);
    expect(row.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
    expect(row.fileSize).toBe(200);
    expect(await rowsOf(entryId)).toBe(1);
  });

  it('takes a file a door already staged, and consumes it', async () => {
    const entryId = await newEntry();
    const staged = await storage.stage(png());
    await attach(orm.em.fork(), storage, steps(entryId, staged));
    expect((await filesLeft()).staging).toEqual([]);
    expect(await rowsOf(entryId)).toBe(1);
  });

  it('leaves no row and no file when staging refuses a file that is too large', async () => {
    const entryId = await newEntry();
    expect(await codeOf(attach(orm.em.fork(), storage, steps(entryId, Readable.from([png(1001)]))))).toBe('PAYLOAD_TOO_LARGE: Too large');
    const staged = await storage.stage(png(1001));
    expect(await codeOf(attach(orm.em.fork(), storage, steps(entryId, staged)))).toBe('PAYLOAD_TOO_LARGE: Too large');
    await expectNothingLeft(entryId);
  });

  it('leaves no row and no file when the type is refused (by the bytes)', async () => {
    const entryId = await newEntry();
    expect(await codeOf(attach(orm.em.fork(), storage, steps(entryId, Buffer.from('GIF89a-not-a-png'))))).toBe('BAD_USER_INPUT: PNG only');
    expect(await codeOf(attach(orm.em.fork(), storage, steps(entryId, Buffer.alloc(0))))).toBe('BAD_USER_INPUT: PNG only');
    await expectNothingLeft(entryId);
  });

  it('leaves no row and no file when the owner is not found (unknown, malformed or another member’s)', async () => {
    const entryId = await newEntry();
    const stranger = (await server.signedIn()).user;
    for (const id of ['0b7e1c9a-3f4d-4c2b-9a1e-5d6f7a8b9c0d', 'nope']) {
      expect(await codeOf(attach(orm.em.fork(), storage, steps(id, png())))).toBe('NOT_FOUND: Journal entry not found');
    }
    const theirs = steps(entryId, png(), { lockOwner: (tx) => lockOwned(tx, JournalEntry, entryId, stranger.id, 'Journal entry') });
    expect(await codeOf(attach(orm.em.fork(), storage, theirs))).toBe('NOT_FOUND: Journal entry not found');
    await expectNothingLeft(entryId);
  });

  it('leaves no new row and no new file when the count is full', async () => {
    const entryId = await newEntry();
    await attach(orm.em.fork(), storage, steps(entryId, png()));
    await attach(orm.em.fork(), storage, steps(entryId, png()));
    const before = await filesLeft();
    expect(await codeOf(attach(orm.em.fork(), storage, steps(entryId, png())))).toBe('BAD_USER_INPUT: At most 2');
    expect(await rowsOf(entryId)).toBe(2);
    expect(await filesLeft()).toEqual(before);
  });

  it('leaves no row and no file when the file commit fails', async () => {
    const entryId = await newEntry();
    expect(await codeOf(attach(orm.em.fork(), failingCommit(storage), steps(entryId, Readable.from([png()]))))).toBe('error: disk full');
    await expectNothingLeft(entryId);
  });

  it('leaves no row and no file when the row insert fails', async () => {
    const entryId = await newEntry();
    // A caption longer than its column: PostgreSQL refuses the INSERT after the file was committed.
    const result = await codeOf(attach(orm.em.fork(), storage, steps(entryId, png(), { caption: 'x'.repeat(501) })));
    expect(result).toMatch(/^error: .*too long/);
    await expectNothingLeft(entryId);
  });

  it('leaves no row and no file when the transaction commit fails', async () => {
    const entryId = await newEntry();
    const result = await codeOf(attach(orm.em.fork(), storage, steps(entryId, png(), { caption: 'fail at commit' })));
    expect(result).toMatch(/refused at commit/);
    await expectNothingLeft(entryId);
  });

  it('leaves no row and no file when the prepare step throws, and lets it own the raw file', async () => {
    const entryId = await newEntry();
    const prepare = async (_s: FileStorage, raw: StagedFile) => {
      await raw.discard();
      throw new AppError('BAD_USER_INPUT', 'unreadable');
    };
    expect(await codeOf(attach(orm.em.fork(), storage, steps(entryId, png(), { prepare })))).toBe('BAD_USER_INPUT: unreadable');
    await expectNothingLeft(entryId);
  });

  it('gives exactly K rows and K files to N concurrent attaches over a cap of K', async () => {
    const entryId = await newEntry();
    const limits = { ...LIMITS, maxCount: 3, countMessage: 'At most 3' };
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => attach(orm.em.fork(), storage, { ...steps(entryId, png(64 + i)), limits })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AppError).message).toBe('At most 3');
    expect(await rowsOf(entryId)).toBe(3);
    const { top, staging } = await filesLeft();
    expect(staging).toEqual([]);
    expect(top).toHaveLength(3);
  });
});
