import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StagedFile } from '../../storage/storage.js';
import type { TestClient } from '../../test/client.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { JournalEntry, JournalEntryImage } from '../journal/journal.entities.js';
import { User } from '../../auth/user.entity.js';
import { seedJournal } from '../journal/journal.seed.js';
import { Grievance, GrievanceImage } from './grievance.entities.js';
import { seedGrievances } from './grievances.seed.js';
import { removeMemberGrievances } from './grievances.service.js';

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
    await seedJournal(em, { member, admin: member, partTime: member, steward: member });
    await seedGrievances(em, { member, admin: member, partTime: member, steward: member });
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

const UPLOAD = `mutation($g: ID!, $image: Upload!, $caption: String) {
  uploadGrievanceImage(grievanceId: $g, image: $image, caption: $caption) { id grievanceId order imageType mimeType fileSize sha256 originalFileName caption url }
}`;
const uploadGql = (client: TestClient, grievanceId: string, file: Upload, caption?: string) =>
  client.gqlUpload(UPLOAD, { g: grievanceId, image: null, caption }, { image: file });
const MAX_FIVE = 'Maximum 5 images allowed per grievance';
const NOT_DRAFT = 'Only a draft grievance can be changed.';

describe('evidence images', () => {
  it('adds images through both doors, in order, with their captions, and refuses what is not an image', async () => {
    const { client } = await server.signedIn();
    const grievance = await newGrievance(client);
    const rest = await postForm(client, `/api/grievances/${grievance.id}/images`, await photo('gate.jpg'), { caption: 'Missing tag' });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({
      grievanceId: grievance.id,
      order: 1,
      imageType: 'evidence',
      mimeType: 'image/jpeg',
      caption: 'Missing tag',
    });
    expect(rest.body.url).toBe(`/api/grievances/${grievance.id}/images/${rest.body.id}/view`);
    const gql = await uploadGql(client, grievance.id, { name: 'belt.png', type: 'image/png', data: new Uint8Array(await png()) }, 'Belt');
    expect(gql.errors).toBeUndefined();
    expect(gql.data.uploadGrievanceImage).toMatchObject({ order: 2, mimeType: 'image/png', originalFileName: 'belt.png', caption: 'Belt' });

    const text = { name: 'notes.jpg', type: 'image/jpeg', data: new TextEncoder().encode('not a photo at all') };
    const refused = await postForm(client, `/api/grievances/${grievance.id}/images`, text);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Only JPEG, PNG, and WebP images are allowed');
    const refusedGql = await uploadGql(client, grievance.id, text);
    expect(refusedGql.errors?.[0]).toMatchObject({ message: 'Only JPEG, PNG, and WebP images are allowed' });
    const listed = await client.rest('GET', `/api/grievances/${grievance.id}/images`);
    expect(listed.body.map((i: { order: number }) => i.order)).toEqual([1, 2]);
    expect((await uploadFiles()).staged).toEqual([]);
  });

  it('holds at most 5 images under 10 simultaneous uploads through both doors, with no file left over', async () => {
    const { client } = await server.signedIn();
    const grievance = await newGrievance(client);
    const before = (await uploadFiles()).committed;
    const file = await photo();
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        if (i % 2 === 0) {
          const res = await postForm(client, `/api/grievances/${grievance.id}/images`, file);
          return { ok: res.status === 201, status: res.status, message: res.body?.message };
        }
        const res = await uploadGql(client, grievance.id, file);
        return { ok: !res.errors, status: res.errors ? 400 : 201, message: res.errors?.[0]?.message };
      }),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    expect(answers.filter((a) => !a.ok).map((a) => [a.status, a.message])).toEqual(Array(5).fill([400, MAX_FIVE]));
    const images = (await client.rest('GET', `/api/grievances/${grievance.id}/images`)).body;
    expect(images.map((i: { order: number }) => i.order)).toEqual([1, 2, 3, 4, 5]);
    const files = await uploadFiles();
    expect(files.committed).toHaveLength(before.length + 5);
    expect(files.staged).toEqual([]);
    const sixth = await postForm(client, `/api/grievances/${grievance.id}/images`, file);
    expect(sixth).toMatchObject({ status: 400, body: { message: MAX_FIVE } });
  });

  it('shows and downloads an image with the safe headers and the original name (RFC 6266)', async () => {
    const { client } = await server.signedIn();
    const grievance = await newGrievance(client);
    const file = await photo('Cañón 写真 C14.jpg');
    const image = (await postForm(client, `/api/grievances/${grievance.id}/images`, file)).body;
    const view = await client.raw('GET', image.url);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('image/jpeg');
    expect(view.headers.get('x-content-type-options')).toBe('nosniff');
    expect(view.headers.get('content-security-policy')).toBe('sandbox');
    expect(view.headers.get('cache-control')).toMatch(/^private/);
    expect(view.headers.get('content-disposition')).toMatch(/^inline; /);
    const bytes = new Uint8Array(await view.arrayBuffer());
    expect(sha256(bytes)).toBe(image.sha256);
    expect(Number(view.headers.get('content-length'))).toBe(image.fileSize);

    const download = await client.raw('GET', `${image.url}?download=1`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Ca__n __ C14.jpg"; filename*=UTF-8''${encodeURIComponent('Cañón 写真 C14.jpg')}`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    expect(download.headers.get('cache-control')).toMatch(/^private/);
    await download.arrayBuffer();
  });

  it('edits and clears a caption and removes an image with its file, through both doors', async () => {
    const { client } = await server.signedIn();
    const grievance = await newGrievance(client);
    const first = (await postForm(client, `/api/grievances/${grievance.id}/images`, await photo(), { caption: 'Old' })).body;
    const second = (await postForm(client, `/api/grievances/${grievance.id}/images`, await photo())).body;
    const edited = await client.rest('PATCH', `/api/grievances/${grievance.id}/images/${first.id}`, {
      caption: '  Tag missing at 07:05  ',
    });
    expect(edited).toMatchObject({ status: 200, body: { id: first.id, caption: 'Tag missing at 07:05' } });
    const cleared = await client.gql('mutation($id: ID!) { updateGrievanceImage(id: $id, caption: null) { id caption } }', {
      id: first.id,
    });
    expect(cleared.data.updateGrievanceImage).toEqual({ id: first.id, caption: null });
    const tooLong = await client.rest('PATCH', `/api/grievances/${grievance.id}/images/${first.id}`, { caption: 'x'.repeat(501) });
    expect(tooLong).toMatchObject({ status: 400, body: { message: 'Caption must be at most 500 characters' } });

    const before = (await uploadFiles()).committed;
    expect((await client.rest('DELETE', `/api/grievances/${grievance.id}/images/${first.id}`)).status).toBe(200);
    const removed = await client.gql('mutation($id: ID!) { removeGrievanceImage(id: $id) }', { id: second.id });
    expect(removed.data.removeGrievanceImage).toBe(true);
    expect((await client.rest('GET', `/api/grievances/${grievance.id}/images`)).body).toEqual([]);
    expect((await uploadFiles()).committed).toHaveLength(before.length - 2);
    expect((await client.raw('GET', first.url)).status).toBe(404);
  });
});

describe('editing, submitting and withdrawing', () => {
  it('edits only the fields sent while a draft, with the form’s words for bad values', async () => {
    const { client } = await server.signedIn();
    const grievance = await newGrievance(client, { location: 'Gate C14', witnessName: 'Alicia Romero' });
    const categories = (await client.rest('GET', '/api/grievance-categories')).body as { id: string; name: string }[];
    const res = await client.rest('PATCH', `/api/grievances/${grievance.id}`, {
      title: 'BL-07 kept in service',
      categoryId: categories[0].id,
      location: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'BL-07 kept in service',
      description: grievance.description,
      witnessName: 'Alicia Romero',
      location: null,
      category: { name: categories[0].name },
    });
    const bad = await client.gql('mutation($id: ID!) { updateGrievance(id: $id, input: { title: " ", witnessEmail: "x" }) { id } }', {
      id: grievance.id,
    });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Title is required',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { title: 'Title is required', witnessEmail: 'Please enter a valid email address' },
      },
    });
    const cleared = await client.gql('mutation($id: ID!) { updateGrievance(id: $id, input: { categoryId: null }) { categoryId title } }', {
      id: grievance.id,
    });
    expect(cleared.data.updateGrievance).toEqual({ categoryId: null, title: 'BL-07 kept in service' });
  });

  it('submits a draft once; after that what the member wrote cannot be changed or deleted, and evidence is only added', async () => {
    const { client } = await server.signedIn();
    const grievance = await newGrievance(client);
    const image = (await postForm(client, `/api/grievances/${grievance.id}/images`, await photo())).body;
    const submitted = await client.rest('POST', `/api/grievances/${grievance.id}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('submitted');
    expect(Date.parse(submitted.body.submittedAt)).toBeGreaterThan(Date.now() - 60_000);

    const refusals = [
      await client.rest('PATCH', `/api/grievances/${grievance.id}`, { title: 'Changed' }),
      await client.rest('POST', `/api/grievances/${grievance.id}/submit`),
      await client.rest('DELETE', `/api/grievances/${grievance.id}`),
      await client.rest('PATCH', `/api/grievances/${grievance.id}/images/${image.id}`, { caption: 'Changed' }),
      await client.rest('DELETE', `/api/grievances/${grievance.id}/images/${image.id}`),
    ];
    expect(refusals.map((r) => [r.status, r.body.message])).toEqual(Array(5).fill([409, NOT_DRAFT]));
    // Evidence found later still reaches the open case.
    const added = await postForm(client, `/api/grievances/${grievance.id}/images`, await photo());
    expect(added.status).toBe(201);
    const gql = await client.gql('mutation($id: ID!) { submitGrievance(id: $id) { id } withdrawGrievance(id: $id) }', { id: grievance.id });
    expect(gql.errors?.[0]).toMatchObject({ message: NOT_DRAFT, extensions: { code: 'CONFLICT' } });
    const now = (await client.rest('GET', `/api/grievances/${grievance.id}`)).body;
    expect(now).toMatchObject({
      title: grievance.title,
      status: 'submitted',
      images: [{ id: image.id, caption: null }, { id: added.body.id }],
    });
  });

  it('withdraws a draft through GraphQL with its image files', async () => {
    const { client } = await server.signedIn();
    const grievance = await newGrievance(client);
    const before = (await uploadFiles()).committed;
    await postForm(client, `/api/grievances/${grievance.id}/images`, await photo());
    const res = await client.gql('mutation($id: ID!) { withdrawGrievance(id: $id) }', { id: grievance.id });
    expect(res.data.withdrawGrievance).toBe(true);
    expect((await client.rest('GET', '/api/grievances')).body).toEqual([]);
    expect((await uploadFiles()).committed).toEqual(before);
  });
});

describe('another member', () => {
  it('gets not found on every grievance operation and image URL, and changes nothing', async () => {
    const owner = await server.signedIn();
    const grievance = await newGrievance(owner.client);
    const image = (await postForm(owner.client, `/api/grievances/${grievance.id}/images`, await photo(), { caption: 'Mine' })).body;
    const snapshot = async () => (await owner.client.rest('GET', `/api/grievances/${grievance.id}`)).body;
    const before = await snapshot();

    const { client } = await server.signedIn();
    const own = await newGrievance(client);
    const g = grievance.id;
    const rest = [
      await client.rest('GET', `/api/grievances/${g}`),
      await client.rest('PATCH', `/api/grievances/${g}`, { title: 'Mine now' }),
      await client.rest('POST', `/api/grievances/${g}/submit`),
      await client.rest('DELETE', `/api/grievances/${g}`),
      await client.rest('GET', `/api/grievances/${g}/images`),
      await postForm(client, `/api/grievances/${g}/images`, await photo()),
      await client.rest('PATCH', `/api/grievances/${g}/images/${image.id}`, { caption: 'Mine now' }),
      await client.rest('DELETE', `/api/grievances/${g}/images/${image.id}`),
      // Their image under the member's own grievance is still not theirs.
      await client.rest('PATCH', `/api/grievances/${own.id}/images/${image.id}`, { caption: 'Mine now' }),
      await client.rest('DELETE', `/api/grievances/${own.id}/images/${image.id}`),
    ];
    expect(rest.map((r) => r.status)).toEqual(Array(10).fill(404));
    for (const url of [image.url, `${image.url}?download=1`, `/api/grievances/${own.id}/images/${image.id}/view`]) {
      const res = await client.raw('GET', url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/json/);
      await res.arrayBuffer();
    }
    const operations = [
      ['query($id: ID!) { grievance(id: $id) { id } }', { id: g }],
      ['query($id: ID!) { grievanceImages(grievanceId: $id) { id } }', { id: g }],
      ['mutation($id: ID!) { updateGrievance(id: $id, input: { title: "Mine now" }) { id } }', { id: g }],
      ['mutation($id: ID!) { submitGrievance(id: $id) { id } }', { id: g }],
      ['mutation($id: ID!) { withdrawGrievance(id: $id) }', { id: g }],
      ['mutation($id: ID!) { updateGrievanceImage(id: $id, caption: "Mine now") { id } }', { id: image.id }],
      ['mutation($id: ID!) { removeGrievanceImage(id: $id) }', { id: image.id }],
    ] as const;
    for (const [document, variables] of operations) {
      const res = await client.gql(document, variables);
      expect(res.errors?.[0]?.extensions?.code, document).toBe('NOT_FOUND');
    }
    const upload = await uploadGql(client, g, await photo());
    expect(upload.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await client.rest('GET', '/api/grievances')).body.map((x: { id: string }) => x.id)).toEqual([own.id]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('deleting', () => {
  it('deleting the journal entry keeps the grievance and its evidence, with journalEntryId cleared', async () => {
    const { client } = await server.signedIn();
    const entry = await entryWithPhotos(client, [await photo()]);
    const grievance = (await client.rest('POST', '/api/grievances', grievanceBody({ journalEntryId: entry.id }))).body;
    const em = server.orm.em.fork();
    const sourceKeys = (await em.find(JournalEntryImage, { entry: entry.id })).map((i) => i.objectStoragePath);
    await em.nativeDelete(JournalEntry, { id: entry.id });
    for (const key of sourceKeys) await rm(path.join(uploadsDir(), key));
    const after = (await client.rest('GET', `/api/grievances/${grievance.id}`)).body;
    expect(after).toMatchObject({ id: grievance.id, journalEntryId: null });
    expect(after.images).toHaveLength(1);
    expect(sha256(await bytesOf(client, after.images[0].url))).toBe(entry.images[0].sha256);
  });

  it('deleting a member removes their grievances and image files (removeMemberGrievances, then the row)', async () => {
    const { client, user } = await server.signedIn();
    const entry = await entryWithPhotos(client, [await photo()]);
    const converted = (await client.rest('POST', '/api/grievances', grievanceBody({ journalEntryId: entry.id }))).body;
    const plain = await newGrievance(client);
    await postForm(client, `/api/grievances/${plain.id}/images`, await photo());
    const em = server.orm.em.fork();
    const keys = (await em.find(GrievanceImage, { grievance: { user: user.id } })).map((i) => i.objectStoragePath);
    expect(keys).toHaveLength(2);
    const other = await server.signedIn();
    const kept = await newGrievance(other.client);
    await postForm(other.client, `/api/grievances/${kept.id}/images`, await photo());

    expect(await removeMemberGrievances(em, server.services.storage, user.id)).toBe(2);
    await em.nativeDelete(User, { id: user.id });
    expect(await em.count(Grievance, { id: { $in: [converted.id, plain.id] } })).toBe(0);
    expect(await em.count(GrievanceImage, { grievance: { $in: [converted.id, plain.id] } })).toBe(0);
    const files = (await uploadFiles()).committed;
    expect(keys.filter((k) => files.includes(k))).toEqual([]);
    expect((await other.client.rest('GET', `/api/grievances/${kept.id}`)).body.images).toHaveLength(1);
  });
});
