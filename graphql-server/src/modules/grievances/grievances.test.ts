import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StagedFile } from '../../storage/storage.js';
import type { TestClient } from '../../test/client.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { JournalEntryImage } from '../journal/journal.entities.js';
import { User } from '../users/user.entity.js';
import { seedJournal } from '../journal/journal.seed.js';
import { Grievance, GrievanceImage } from './grievance.entities.js';
import { seedGrievances } from './grievances.seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const GRIEVANCE_FIELDS = `id title description contractViolation status categoryId category { id name } journalEntryId
  witnessName witnessEmployeeNumber witnessPhone witnessEmail location aiAssistance submittedAt createdAt updatedAt pdfUrl
  images { id grievanceId fileName originalFileName fileSize mimeType caption imageType order sha256 uploadedAt url }`;

const grievanceBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Belt loader stop failure',
  description: 'The emergency stop on BL-07 did not cut power; I was told to keep loading.',
  contractViolation: 'Article 12, Section 3 (Safety)',
  ...overrides,
});

const CONVERTED = 'Entry has been converted to grievance. This entry is read-only.';
const ALREADY = 'This journal entry has already been converted to a grievance.';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: '#ffcc00' } })
    .png()
    .toBuffer();

type Upload = { name: string; type: string; data: Uint8Array };
const photo = async (name = 'gate.jpg'): Promise<Upload> => ({ name, type: 'image/jpeg', data: new Uint8Array(await jpeg()) });

async function postForm(client: TestClient, url: string, file: Upload, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('image', new Blob([file.data as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  const res = await client.raw('POST', url, { body: form, headers: { 'x-requested-with': 'XMLHttpRequest' } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A journal entry of the member's own, with these photos (each with a caption). */
async function entryWithPhotos(client: TestClient, photos: Upload[], overrides: Record<string, unknown> = {}) {
  const event = await client.rest('POST', '/api/journal/events', { eventTitle: 'Belt loader BL-07', description: 'Gate C14' });
  const entry = await client.rest('POST', '/api/journal/entries', {
    eventId: event.body.id,
    employeeName: 'Marcus Reyes',
    employeeNumber: '204518',
    shift: '6am-2pm (Day)',
    jobTitle: 'Fleet Service Agent',
    incidentNotes: 'The emergency stop did not cut power to the belt.',
    ...overrides,
  });
  expect(entry.status).toBe(201);
  for (const [i, file] of photos.entries()) {
    const res = await postForm(client, `/api/journal/entries/${entry.body.id}/images`, file, { caption: `Photo ${i + 1}` });
    expect(res.status).toBe(201);
  }
  const read = await client.rest('GET', `/api/journal/entries/${entry.body.id}`);
  return read.body as {
    id: string;
    version: number;
    isGrievance: boolean;
    images: { id: string; url: string; sha256: string; order: number; fileSize: number; originalFileName: string; caption: string }[];
  };
}

async function bytesOf(client: TestClient, url: string) {
  const res = await client.raw('GET', url);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

const uploadsDir = () => path.join(server.dataDir, 'uploads');
/** Committed files and leftover staged files under DATA_DIR/uploads. */
async function uploadFiles() {
  const committed = (await readdir(uploadsDir()).catch(() => [] as string[])).filter((n) => n !== '.staging');
  const staged = await readdir(path.join(uploadsDir(), '.staging')).catch(() => [] as string[]);
  return { committed: committed.sort(), staged };
}

async function newGrievance(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.rest('POST', '/api/grievances', grievanceBody(overrides));
  expect(res.status).toBe(201);
  return res.body as { id: string; [k: string]: unknown };
}

describe('grievance categories', () => {
  it('lists the active categories in order, through REST and GraphQL', async () => {
    const { client } = await server.signedIn();
    const res = await client.rest('GET', '/api/grievance-categories');
    expect(res.status).toBe(200);
    const names = (res.body as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(['Discipline', 'Overtime', 'Scheduling', 'Seniority', 'Pay', 'Leave', 'Safety', 'Harassment', 'Other']);
    const gql = await client.gql('{ grievanceCategories { id name description order isActive } }');
    expect(gql.data.grievanceCategories.map((c: { order: number }) => c.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(gql.data.grievanceCategories.every((c: { description: string; isActive: boolean }) => c.description && c.isActive)).toBe(true);
  });
});

describe('createGrievance', () => {
  it('creates a draft with its category, lists the member’s own newest first and reads one, through both doors', async () => {
    const { client } = await server.signedIn();
    const categories = (await client.rest('GET', '/api/grievance-categories')).body as { id: string; name: string }[];
    const safety = categories.find((c) => c.name === 'Safety');
    const first = await newGrievance(client, {
      categoryId: safety?.id,
      witnessName: 'Alicia Romero',
      witnessPhone: '(817) 555-0199',
      witnessEmail: 'alicia@example.org',
      location: 'Gate C14',
      aiAssistance: 'Article 12 - Safety: equipment must be tagged out.',
    });
    expect(first).toMatchObject({
      status: 'draft',
      categoryId: safety?.id,
      category: { name: 'Safety' },
      journalEntryId: null,
      submittedAt: null,
      witnessEmail: 'alicia@example.org',
      images: [],
      pdfUrl: `/api/grievances/${first.id}/pdf`,
    });
    const gql = await client.gql(`mutation($i: GrievanceInput!) { createGrievance(input: $i) { ${GRIEVANCE_FIELDS} } }`, {
      i: grievanceBody({ title: 'Overtime bypassed', status: 'submitted' }),
    });
    expect(gql.errors).toBeUndefined();
    const second = gql.data.createGrievance;
    expect(second).toMatchObject({ title: 'Overtime bypassed', status: 'submitted', category: null });
    expect(Date.parse(second.submittedAt)).toBeGreaterThan(Date.now() - 60_000);

    const list = await client.rest('GET', '/api/grievances');
    expect(list.status).toBe(200);
    expect((list.body as { id: string }[]).map((g) => g.id)).toEqual([second.id, first.id]);
    const listed = await client.gql(`{ grievances { ${GRIEVANCE_FIELDS} } }`);
    expect(listed.data.grievances.map((g: { id: string }) => g.id)).toEqual([second.id, first.id]);
    const one = await client.gql(`query($id: ID!) { grievance(id: $id) { ${GRIEVANCE_FIELDS} } }`, { id: first.id });
    expect(one.data.grievance).toMatchObject({ id: first.id, location: 'Gate C14', witnessName: 'Alicia Romero' });
    expect((await client.rest('GET', `/api/grievances/${first.id}`)).body).toMatchObject({ id: first.id, title: first.title });
  });

  it('refuses missing and malformed fields with the form’s words', async () => {
    const { client } = await server.signedIn();
    const res = await client.rest('POST', '/api/grievances', {
      title: '  ',
      description: '',
      contractViolation: 'Article 1',
      witnessPhone: 'call me',
      witnessEmail: 'not-an-email',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Title is required',
      fieldErrors: {
        title: 'Title is required',
        description: 'Description is required',
        witnessPhone: 'Invalid phone number format',
        witnessEmail: 'Please enter a valid email address',
      },
    });
    const status = await client.rest('POST', '/api/grievances', grievanceBody({ status: 'resolved' }));
    expect(status.status).toBe(400);
    expect(status.body.message).toBe('A grievance can only be created as a draft or submitted.');
    const gql = await client.gql('mutation { createGrievance(input: { title: "t", description: "d", contractViolation: "" }) { id } }');
    expect(gql.errors?.[0]).toMatchObject({ message: 'Contract violation details are required', extensions: { code: 'BAD_USER_INPUT' } });
    const category = await client.rest('POST', '/api/grievances', grievanceBody({ categoryId: 'overtime' }));
    expect(category.status).toBe(400);
    expect(category.body.message).toBe('Please select a valid category');
    expect((await client.rest('GET', '/api/grievances')).body).toEqual([]);
  });
});

describe('convertToGrievance', () => {
  it('carries the entry’s photos over as the grievance’s own evidence: same order, bytes and SHA-256, a file of its own', async () => {
    const { client } = await server.signedIn();
    const entry = await entryWithPhotos(client, [
      await photo('belt.jpg'),
      { name: 'tag.png', type: 'image/png', data: new Uint8Array(await png()) },
    ]);
    const res = await client.rest('POST', '/api/grievances', grievanceBody({ journalEntryId: entry.id, location: 'Gate C14' }));
    expect(res.status).toBe(201);
    const grievance = res.body;
    expect(grievance).toMatchObject({ journalEntryId: entry.id, status: 'draft' });
    expect(
      grievance.images.map((i: { order: number; imageType: string; originalFileName: string; caption: string }) => [
        i.order,
        i.imageType,
        i.originalFileName,
        i.caption,
      ]),
    ).toEqual([
      [1, 'evidence', 'belt.jpg', 'Photo 1'],
      [2, 'evidence', 'tag.png', 'Photo 2'],
    ]);
    for (const [i, image] of grievance.images.entries()) {
      const source = entry.images[i];
      expect(image.sha256).toBe(source.sha256);
      expect(image.fileSize).toBe(source.fileSize);
      const copied = await bytesOf(client, image.url);
      expect(sha256(copied)).toBe(source.sha256);
      expect(Buffer.from(copied).equals(Buffer.from(await bytesOf(client, source.url)))).toBe(true);
    }
    // Its own stored files, not the entry's.
    const em = server.orm.em.fork();
    const sourceKeys = (await em.find(JournalEntryImage, { entry: entry.id })).map((i) => i.objectStoragePath);
    const copyKeys = (await em.find(GrievanceImage, { grievance: grievance.id })).map((i) => i.objectStoragePath);
    expect(copyKeys).toHaveLength(2);
    expect(copyKeys.filter((k) => sourceKeys.includes(k))).toEqual([]);

    const listed = await client.gql('query($id: ID!) { grievanceImages(grievanceId: $id) { id order sha256 } }', { id: grievance.id });
    expect(listed.data.grievanceImages.map((i: { sha256: string }) => i.sha256)).toEqual(entry.images.map((i) => i.sha256));
    expect((await client.rest('GET', `/api/grievances/${grievance.id}/images`)).body).toHaveLength(2);
  });

  it('makes the entry read-only and refuses a second conversion, through both doors', async () => {
    const { client } = await server.signedIn();
    const entry = await entryWithPhotos(client, [await photo()]);
    const first = await client.gql('mutation($i: GrievanceInput!) { createGrievance(input: $i) { id journalEntryId } }', {
      i: grievanceBody({ journalEntryId: entry.id }),
    });
    expect(first.errors).toBeUndefined();
    const after = await client.rest('GET', `/api/journal/entries/${entry.id}`);
    expect(after.body).toMatchObject({ isGrievance: true, readOnlyReason: CONVERTED });
    const edit = await client.rest('PATCH', `/api/journal/entries/${entry.id}`, { incidentNotes: 'Changed after filing' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(CONVERTED);
    const addPhoto = await postForm(client, `/api/journal/entries/${entry.id}/images`, await photo());
    expect(addPhoto.status).toBe(409);
    expect(addPhoto.body.message).toBe(CONVERTED);

    const again = await client.rest('POST', '/api/grievances', grievanceBody({ journalEntryId: entry.id }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY);
    const againGql = await client.gql('mutation($i: GrievanceInput!) { createGrievance(input: $i) { id } }', {
      i: grievanceBody({ journalEntryId: entry.id }),
    });
    expect(againGql.errors?.[0]).toMatchObject({ message: ALREADY, extensions: { code: 'CONFLICT' } });
    expect((await client.rest('GET', '/api/grievances')).body).toHaveLength(1);
  });

  it('lets only one of two simultaneous conversions of an entry succeed', async () => {
    const { client } = await server.signedIn();
    const entry = await entryWithPhotos(client, [await photo(), await photo('second.jpg')]);
    const before = (await uploadFiles()).committed;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client.rest('POST', '/api/grievances', grievanceBody({ journalEntryId: entry.id }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const grievances = (await client.rest('GET', '/api/grievances')).body;
    expect(grievances).toHaveLength(1);
    expect(grievances[0].images).toHaveLength(2);
    // Only the winner's two copies were kept.
    expect((await uploadFiles()).committed).toHaveLength(before.length + 2);
    expect(await server.orm.em.fork().count(GrievanceImage, { grievance: { journalEntry: entry.id } })).toBe(2);
  });

  it('refuses a closed entry and another member’s entry, and changes neither', async () => {
    const { client } = await server.signedIn();
    const closed = await entryWithPhotos(client, [], { status: 'closed' });
    const res = await client.rest('POST', '/api/grievances', grievanceBody({ journalEntryId: closed.id }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A closed journal entry cannot be converted to a grievance.');

    const stranger = await server.signedIn();
    const theirs = await entryWithPhotos(stranger.client, [await photo()]);
    const taken = await client.rest('POST', '/api/grievances', grievanceBody({ journalEntryId: theirs.id }));
    expect(taken.status).toBe(404);
    expect(taken.body.message).toBe('Journal entry not found');
    const gql = await client.gql('mutation($i: GrievanceInput!) { createGrievance(input: $i) { id } }', {
      i: grievanceBody({ journalEntryId: theirs.id }),
    });
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await stranger.client.rest('GET', `/api/journal/entries/${theirs.id}`)).body).toMatchObject({
      isGrievance: false,
      version: theirs.version,
    });
    expect((await client.rest('GET', '/api/grievances')).body).toEqual([]);
  });

  describe('a failure half-way', () => {
    async function expectNothingChanged(client: TestClient, entry: Awaited<ReturnType<typeof entryWithPhotos>>, filesBefore: string[]) {
      expect((await client.rest('GET', '/api/grievances')).body).toEqual([]);
      const now = await client.rest('GET', `/api/journal/entries/${entry.id}`);
      expect(now.body).toMatchObject({ isGrievance: false, readOnlyReason: null, version: entry.version });
      expect(now.body.images.map((i: { sha256: string }) => i.sha256)).toEqual(entry.images.map((i) => i.sha256));
      const files = await uploadFiles();
      expect(files.committed).toEqual(filesBefore);
      expect(files.staged).toEqual([]);
    }

    it('leaves no grievance, the entry as it was and no file when a photo cannot be read', async () => {
      const { client } = await server.signedIn();
      const entry = await entryWithPhotos(client, [await photo(), await photo('second.jpg')]);
      const storage = server.services.storage;
      const open = storage.open;
      let calls = 0;
      storage.open = async (key) => {
        calls += 1;
        if (calls === 2) throw new Error('disk read failed');
        return open.call(storage, key);
      };
      const before = (await uploadFiles()).committed;
      try {
        const res = await client.rest('POST', '/api/grievances', grievanceBody({ journalEntryId: entry.id }));
        expect(res.status).toBe(503);
        expect(res.body.message).toBe(
          "The journal entry's photos could not be copied to the grievance, so nothing was changed. Please try again.",
        );
      } finally {
        storage.open = open;
      }
      expect(calls).toBe(2);
      await expectNothingChanged(client, entry, before);
    });

    it('removes the copies already committed when a later one fails', async () => {
      const { client } = await server.signedIn();
      const entry = await entryWithPhotos(client, [await photo(), await photo('second.jpg'), await photo('third.jpg')]);
      const storage = server.services.storage;
      const stage = storage.stage;
      let staged = 0;
      storage.stage = async (source, options) => {
        const file = await stage.call(storage, source, options);
        staged += 1;
        if (staged !== 3) return file;
        // The third copy is staged, but moving it under its key fails: two copies are committed by then.
        const failing: StagedFile = {
          localPath: file.localPath,
          size: file.size,
          sha256: file.sha256,
          commit: async () => {
            throw new Error('rename failed');
          },
          discard: () => file.discard(),
        };
        return failing;
      };
      const before = (await uploadFiles()).committed;
      try {
        const res = await client.rest('POST', '/api/grievances', grievanceBody({ journalEntryId: entry.id }));
        expect(res.status).toBe(500);
        expect(res.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      } finally {
        storage.stage = stage;
      }
      expect(staged).toBe(3);
      await expectNothingChanged(client, entry, before);
    });

    it('leaves the entry convertible once the fault is gone', async () => {
      const { client } = await server.signedIn();
      const entry = await entryWithPhotos(client, [await photo()]);
      const storage = server.services.storage;
      const open = storage.open;
      storage.open = async () => {
        throw new Error('disk read failed');
      };
      try {
        expect((await client.rest('POST', '/api/grievances', grievanceBody({ journalEntryId: entry.id }))).status).toBe(503);
      } finally {
        storage.open = open;
      }
      const res = await client.rest('POST', '/api/grievances', grievanceBody({ journalEntryId: entry.id }));
      expect(res.status).toBe(201);
      expect(res.body.images[0].sha256).toBe(entry.images[0].sha256);
    });
  });

  it('withdrawing the draft releases the entry (editable and convertible again) and removes the copies', async () => {
    const { client } = await server.signedIn();
    const entry = await entryWithPhotos(client, [await photo()]);
    const before = (await uploadFiles()).committed;
    const grievance = (await client.rest('POST', '/api/grievances', grievanceBody({ journalEntryId: entry.id }))).body;
    expect((await uploadFiles()).committed).toHaveLength(before.length + 1);
    const withdrawn = await client.rest('DELETE', `/api/grievances/${grievance.id}`);
    expect(withdrawn.status).toBe(200);
    expect((await uploadFiles()).committed).toEqual(before);
    expect((await client.rest('GET', `/api/grievances/${grievance.id}`)).status).toBe(404);
    const released = await client.rest('GET', `/api/journal/entries/${entry.id}`);
    expect(released.body).toMatchObject({ isGrievance: false, readOnlyReason: null });
    expect((await client.rest('PATCH', `/api/journal/entries/${entry.id}`, { incidentNotes: 'Added the time: 06:40.' })).status).toBe(200);
    const again = await client.gql('mutation($i: GrievanceInput!) { createGrievance(input: $i) { id images { sha256 } } }', {
      i: grievanceBody({ journalEntryId: entry.id }),
    });
    expect(again.data.createGrievance.images.map((i: { sha256: string }) => i.sha256)).toEqual([entry.images[0].sha256]);
  });
});

describe('demo data', () => {
  it('gives the demo member a submitted grievance converted from a journal entry, and leaves the grievance-ready entry free', async () => {
    const { client, user } = await server.signedIn();
    const em = server.orm.em.fork();
    const member = em.getReference(User, user.id);
    await seedJournal(em, { member, admin: member, partTime: member });
    await seedGrievances(em, { member, admin: member, partTime: member });
    await em.flush();
    const { data } = await client.gql(`{ grievances { ${GRIEVANCE_FIELDS} } journalEntries { id status isGrievance } }`);
    expect(data.grievances).toHaveLength(1);
    expect(data.grievances[0]).toMatchObject({ status: 'submitted', category: { name: 'Safety' }, location: 'Gate C14' });
    const converted = data.journalEntries.find((e: { id: string }) => e.id === data.grievances[0].journalEntryId);
    expect(converted).toMatchObject({ status: 'saved', isGrievance: true });
    expect(data.journalEntries.find((e: { status: string }) => e.status === 'grievance_ready')).toMatchObject({ isGrievance: false });
    expect(await em.count(Grievance, { user: user.id })).toBe(1);
  });
});
