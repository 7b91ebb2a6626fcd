import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/client.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../test/harness.js';
import { User } from '../../auth/user.entity.js';
import { JournalEntryImage, JournalParticipant } from './journal.entities.js';
import { seedJournal } from './journal.seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ENTRY_FIELDS = `id createdAt updatedAt eventId event { id eventTitle description isActive createdAt updatedAt } employeeName employeeNumber shift teamNumber jobTitle isSwappedShift
  incidentNotes entryDate status isGrievance isClosed readOnlyReason version
  images { id entryId order fileName originalFileName fileSize mimeType sha256 caption url uploadedAt createdAt updatedAt }
  participants { id entryId name jobTitle employeeNumber order notes createdAt updatedAt }`;

const CLOSED = 'Entry is closed. This entry is read-only.';
const CONVERTED = 'Entry has been converted to grievance. This entry is read-only.';
const TYPE_MESSAGE = 'Only JPEG, PNG, and WebP images are allowed';
const today = () => new Date().toISOString().slice(0, 10);

async function newEvent(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.rest('POST', '/api/journal/events', {
    eventTitle: 'Belt loader BL-07 emergency stop',
    description: 'Gate C14',
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; eventTitle: string; isActive: boolean };
}

function entryBody(eventId: string, overrides: Record<string, unknown> = {}) {
  return {
    eventId,
    employeeName: 'Marcus Reyes',
    employeeNumber: '204518',
    shift: '6am-2pm (Day)',
    teamNumber: 'Team 4',
    jobTitle: 'Fleet Service Agent',
    incidentNotes: 'The emergency stop did not cut power to the belt.',
    ...overrides,
  };
}

async function newEntry(client: TestClient, overrides: Record<string, unknown> = {}) {
  const event = await newEvent(client);
  const res = await client.rest('POST', '/api/journal/entries', entryBody(event.id, overrides));
  expect(res.status).toBe(201);
  return res.body as { id: string; eventId: string; [k: string]: unknown };
}

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: '#ffcc00' } })
    .png()
    .toBuffer();
const webp = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#00aa66' } })
    .webp()
    .toBuffer();

type Upload = { name: string; type: string; data: Uint8Array };

async function uploadRest(client: TestClient, entryId: string, file: Upload, field = 'image') {
  const form = new FormData();
  form.set(field, new Blob([file.data], { type: file.type }), file.name);
  const res = await client.raw('POST', `/api/journal/entries/${entryId}/images`, {
    body: form,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const UPLOAD = `mutation Upload($entryId: ID!, $image: Upload!) {
  uploadJournalEntryImage(entryId: $entryId, image: $image) { id order mimeType fileSize sha256 originalFileName url }
}`;
const uploadGql = (client: TestClient, entryId: string, file: Upload) =>
  client.gqlUpload(UPLOAD, { entryId, image: null }, { image: file });
const CAPTIONED_UPLOAD = `mutation Upload($entryId: ID!, $image: Upload!, $caption: String) {
  uploadJournalEntryImage(entryId: $entryId, image: $image, caption: $caption) { id caption }
}`;
const CAPTION_TOO_LONG = 'Caption must be at most 500 characters';

const uploadsDir = () => path.join(server.dataDir, 'uploads');
/** Committed files and leftover staged files under DATA_DIR/uploads. */
async function uploadFiles() {
  const committed = (await readdir(uploadsDir()).catch(() => [] as string[])).filter((n) => n !== '.staging');
  const staged = await readdir(path.join(uploadsDir(), '.staging')).catch(() => [] as string[]);
  return { committed, staged };
}
async function imageRows(entryId: string) {
  return server.orm.em.fork().count(JournalEntryImage, { entry: entryId });
}
async function eventually(check: () => Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

describe('journal events', () => {
  it('creates an active event by default and lists only the member’s own, through REST and GraphQL', async () => {
    const { client } = await server.signedIn();
    const created = await newEvent(client);
    expect(created).toMatchObject({ eventTitle: 'Belt loader BL-07 emergency stop', description: 'Gate C14', isActive: true });
    const gql = await client.gql(
      `mutation { createJournalEvent(input: { eventTitle: "Overtime bypass", isActive: false }) { id eventTitle isActive description } }`,
    );
    expect(gql.data.createJournalEvent).toMatchObject({ eventTitle: 'Overtime bypass', isActive: false, description: null });
    const list = await client.rest('GET', '/api/journal/events');
    expect(list.status).toBe(200);
    expect(list.body.map((e: { eventTitle: string }) => e.eventTitle).sort()).toEqual([
      'Belt loader BL-07 emergency stop',
      'Overtime bypass',
    ]);
    const viaGql = await client.gql('{ journalEvents { id eventTitle isActive createdAt } }');
    expect(viaGql.data.journalEvents).toHaveLength(2);
  });

  it('requires an event title on both doors', async () => {
    const { client } = await server.signedIn();
    const rest = await client.rest('POST', '/api/journal/events', { eventTitle: '   ' });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe('Event title is required');
    const gql = await client.gql(`mutation { createJournalEvent(input: { eventTitle: "" }) { id } }`);
    expect(gql.errors?.[0]).toMatchObject({ message: 'Event title is required', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers 401 to visitors on every journal path', async () => {
    const visitor = server.client();
    expect((await visitor.rest('GET', '/api/journal/events')).status).toBe(401);
    expect((await visitor.rest('GET', '/api/journal/entries')).status).toBe(401);
    expect((await visitor.rest('POST', '/api/journal/entries', {})).status).toBe(401);
    expect((await visitor.gql('{ journalEntries { id } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('journal entries', () => {
  it('creates an entry with the spec’s defaults and shows its event, images and participants', async () => {
    const { client } = await server.signedIn();
    const event = await newEvent(client);
    const res = await client.rest('POST', '/api/journal/entries', entryBody(event.id));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      eventId: event.id,
      event: { id: event.id, eventTitle: event.eventTitle },
      status: 'draft',
      isSwappedShift: false,
      isGrievance: false,
      isClosed: false,
      readOnlyReason: null,
      entryDate: today(),
      images: [],
      participants: [],
    });
    const gql = await client.gql(`mutation($input: JournalEntryInput!) { createJournalEntry(input: $input) { ${ENTRY_FIELDS} } }`, {
      input: entryBody(event.id, { entryDate: '2026-01-15', isSwappedShift: true, status: 'saved', teamNumber: null }),
    });
    expect(gql.data.createJournalEntry).toMatchObject({ entryDate: '2026-01-15', isSwappedShift: true, status: 'saved', teamNumber: null });
    const list = await client.gql(`{ journalEntries { ${ENTRY_FIELDS} } }`);
    expect(list.data.journalEntries.map((e: { id: string }) => e.id)).toEqual([res.body.id, gql.data.createJournalEntry.id]);
    const restList = await client.rest('GET', '/api/journal/entries');
    // Both doors show the same fields.
    expect(restList.body[0]).toEqual(list.data.journalEntries[0]);
  });

  it('lists each entry exactly as its own read shows it (photos, witnesses, read-only banner), on both doors, never cached', async () => {
    const { client } = await server.signedIn();
    const open = await newEntry(client, { entryDate: '2026-03-02', teamNumber: null });
    const closed = await newEntry(client, { entryDate: '2026-03-01', status: 'closed' });
    expect((await uploadRest(client, open.id, { name: 'a.jpg', type: 'image/jpeg', data: await jpeg() })).status).toBe(201);
    expect((await uploadRest(client, open.id, { name: 'b.png', type: 'image/png', data: await png() })).status).toBe(201);
    for (const [name, order] of [
      ['Dana Cruz', 2],
      ['Lee Park', 1],
    ] as const) {
      const witness = { name, jobTitle: 'Ramp Agent', order, notes: order === 1 ? null : 'Saw the belt' };
      expect((await client.rest('POST', `/api/journal/entries/${open.id}/participants`, witness)).status).toBe(201);
    }
    // Another member's entries never show up.
    await newEntry((await server.signedIn()).client);

    const restList = await client.raw('GET', '/api/journal/entries');
    const restOne = await Promise.all(
      [open.id, closed.id].map((id) => client.raw('GET', `/api/journal/entries/${id}`).then((r) => r.text())),
    );
    // The same bytes: the same fields in the same order, the photos and witnesses in their order.
    expect(await restList.text()).toBe(`[${restOne.join(',')}]`);
    const listed = JSON.parse(restOne[0]);
    expect(listed.participants.map((p: { name: string }) => p.name)).toEqual(['Lee Park', 'Dana Cruz']);
    expect(listed.images.map((i: { originalFileName: string }) => i.originalFileName)).toEqual(['a.jpg', 'b.png']);
    expect(JSON.parse(restOne[1]).readOnlyReason).toBe(CLOSED);

    const res = await client.raw('POST', '/graphql', {
      body: JSON.stringify({ query: `{ journalEntries { ${ENTRY_FIELDS} } }` }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = ((await res.json()) as { data: { journalEntries: unknown[] } }).data.journalEntries;
    const one = await Promise.all(
      [open.id, closed.id].map(
        async (id) => (await client.gql(`query($id: ID!) { journalEntry(id: $id) { ${ENTRY_FIELDS} } }`, { id })).data.journalEntry,
      ),
    );
    expect(list).toEqual(one);
  });

  it.each([
    [{ employeeName: '' }, 'Employee name is required'],
    [{ employeeNumber: ' ' }, 'Employee number is required'],
    [{ shift: '' }, 'Shift is required'],
    [{ jobTitle: '' }, 'Job title is required'],
    [{ incidentNotes: '   ' }, 'Incident notes are required'],
    [{ status: 'archived' }, 'Status must be Draft, Saved, Grievance Ready or Closed'],
    [{ entryDate: '2026-02-30' }, 'Please enter a valid date (YYYY-MM-DD)'],
    [{ eventId: '' }, 'Please select an event'],
  ])('refuses %o with the message and creates nothing', async (override, message) => {
    const { client } = await server.signedIn();
    const event = await newEvent(client);
    const res = await client.rest('POST', '/api/journal/entries', entryBody(event.id, override));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await client.rest('GET', '/api/journal/entries')).body).toEqual([]);
  });

  it('takes new entries only on active events, on both doors', async () => {
    const { client } = await server.signedIn();
    const inactive = await newEvent(client, { isActive: false });
    const rest = await client.rest('POST', '/api/journal/entries', entryBody(inactive.id));
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe('This event is not active. Only active events can have new entries added.');
    const gql = await client.gql(`mutation($input: JournalEntryInput!) { createJournalEntry(input: $input) { id } }`, {
      input: entryBody(inactive.id),
    });
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await client.rest('GET', '/api/journal/entries')).body).toEqual([]);
  });

  it('answers not found (never a crash) for an unknown or malformed event id', async () => {
    const { client } = await server.signedIn();
    const unknown = await client.rest('POST', '/api/journal/entries', entryBody('6f1c0d3e-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(404);
    const malformed = await client.rest('POST', '/api/journal/entries', entryBody("1' or '1'='1"));
    expect(malformed.status).toBe(404);
    expect((await client.rest('GET', '/api/journal/entries/not-a-uuid')).status).toBe(404);
    expect((await client.rest('PATCH', '/api/journal/entries/123', { incidentNotes: 'x' })).status).toBe(404);
  });

  it('changes only the fields sent, through PATCH and updateJournalEntry', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const patched = await client.rest('PATCH', `/api/journal/entries/${entry.id}`, {
      incidentNotes: 'Updated notes, word for word.',
      status: 'saved',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      incidentNotes: 'Updated notes, word for word.',
      status: 'saved',
      employeeName: 'Marcus Reyes',
      teamNumber: 'Team 4',
    });
    const gql = await client.gql(
      `mutation($id: ID!) { updateJournalEntry(id: $id, input: { teamNumber: null, isSwappedShift: true }) { ${ENTRY_FIELDS} } }`,
      { id: entry.id },
    );
    expect(gql.data.updateJournalEntry).toMatchObject({
      teamNumber: null,
      isSwappedShift: true,
      incidentNotes: 'Updated notes, word for word.',
    });
    const bad = await client.rest('PATCH', `/api/journal/entries/${entry.id}`, { incidentNotes: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Incident notes are required');
    const read = await client.rest('GET', `/api/journal/entries/${entry.id}`);
    expect(read.body.incidentNotes).toBe('Updated notes, word for word.');
  });
});

describe('edits from two windows', () => {
  const CHANGED_ELSEWHERE = 'This entry was changed in another window or on another device, so your changes were not saved over it.';
  const UPDATE = `mutation($id: ID!, $input: JournalEntryUpdateInput!) { updateJournalEntry(id: $id, input: $input) { id incidentNotes version } }`;
  type Current = { incidentNotes: string; version: number; employeeName: string; participants: unknown[] };

  /** The same member in a second browser (a phone beside the laptop). */
  async function twoWindows() {
    const { client: laptop, user } = await server.signedIn();
    const phone = server.client();
    expect((await phone.rest('POST', '/api/auth/login', { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    const entry = await newEntry(laptop);
    expect(entry.version).toBe(1);
    return { laptop, phone, entry };
  }

  it('writes exactly one of two simultaneous REST saves of the same version; the other is a 409 with the winner’s text', async () => {
    const { laptop, phone, entry } = await twoWindows();
    for (let round = 1; round <= 4; round += 1) {
      const [a, b] = await Promise.all([
        laptop.rest('PATCH', `/api/journal/entries/${entry.id}`, { incidentNotes: `laptop ${round}`, expectedVersion: round }),
        phone.rest('PATCH', `/api/journal/entries/${entry.id}`, { incidentNotes: `phone ${round}`, expectedVersion: round }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [won, lost] = a.status === 200 ? [a, b] : [b, a];
      expect(won.body.version).toBe(round + 1);
      expect(lost.body.message).toBe(CHANGED_ELSEWHERE);
      expect(lost.body.current as Current).toMatchObject({
        id: entry.id,
        incidentNotes: won.body.incidentNotes,
        version: round + 1,
        employeeName: 'Marcus Reyes',
        participants: [],
      });
      const stored = await laptop.rest('GET', `/api/journal/entries/${entry.id}`);
      expect(stored.body).toMatchObject({ incidentNotes: won.body.incidentNotes, version: round + 1 });
    }
  });

  it('writes exactly one of two simultaneous GraphQL saves; the other is CONFLICT with the current entry in extensions.current', async () => {
    const { laptop, phone, entry } = await twoWindows();
    const [a, b] = await Promise.all([
      laptop.gql(UPDATE, { id: entry.id, input: { incidentNotes: 'from the laptop', expectedVersion: 1 } }),
      phone.gql(UPDATE, { id: entry.id, input: { incidentNotes: 'from the phone', expectedVersion: 1 } }),
    ]);
    const won = [a, b].filter((r) => r.data?.updateJournalEntry);
    const lost = [a, b].filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(won[0].data.updateJournalEntry.version).toBe(2);
    const error = lost[0].errors?.[0] as { message: string; extensions: { code: string; current: Current } };
    expect(error.message).toBe(CHANGED_ELSEWHERE);
    expect(error.extensions.code).toBe('CONFLICT');
    expect(error.extensions.current).toMatchObject({ incidentNotes: won[0].data.updateJournalEntry.incidentNotes, version: 2 });
  });

  it('takes saves one after another when each sends the version the last one returned, on either door', async () => {
    const { laptop, phone, entry } = await twoWindows();
    let version = entry.version as number;
    for (let i = 0; i < 3; i += 1) {
      const rest = await laptop.rest('PATCH', `/api/journal/entries/${entry.id}`, { incidentNotes: `rest ${i}`, expectedVersion: version });
      expect(rest.status).toBe(200);
      expect(rest.body.version).toBe(version + 1);
      version = rest.body.version;
      const gql = await phone.gql(UPDATE, { id: entry.id, input: { incidentNotes: `gql ${i}`, expectedVersion: version } });
      expect(gql.errors).toBeUndefined();
      expect(gql.data.updateJournalEntry).toMatchObject({ incidentNotes: `gql ${i}`, version: version + 1 });
      version = gql.data.updateJournalEntry.version;
    }
    expect(version).toBe(7);
  });

  it('writes nothing over a newer version: the stored text and version stay as the other window left them', async () => {
    const { laptop, phone, entry } = await twoWindows();
    expect((await laptop.rest('PATCH', `/api/journal/entries/${entry.id}`, { shift: '2pm-10pm (Swing)', expectedVersion: 1 })).status).toBe(
      200,
    );
    const stale = await phone.rest('PATCH', `/api/journal/entries/${entry.id}`, {
      incidentNotes: 'typed on the phone',
      expectedVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ shift: '2pm-10pm (Swing)', version: 2 });
    const stored = await laptop.rest('GET', `/api/journal/entries/${entry.id}`);
    expect(stored.body).toMatchObject({
      incidentNotes: 'The emergency stop did not cut power to the belt.',
      shift: '2pm-10pm (Swing)',
      version: 2,
    });
  });

  it('keeps the last-save-wins behaviour for a save without expectedVersion, and still counts the change', async () => {
    const { laptop, phone, entry } = await twoWindows();
    expect((await laptop.rest('PATCH', `/api/journal/entries/${entry.id}`, { incidentNotes: 'first' })).body.version).toBe(2);
    const second = await phone.gql(UPDATE, { id: entry.id, input: { incidentNotes: 'second', expectedVersion: null } });
    expect(second.data.updateJournalEntry).toMatchObject({ incidentNotes: 'second', version: 3 });
  });

  it('refuses an expected version that is not a whole number', async () => {
    const { laptop, entry } = await twoWindows();
    for (const expectedVersion of ['1', 1.5, 0, -3]) {
      const res = await laptop.rest('PATCH', `/api/journal/entries/${entry.id}`, { incidentNotes: 'x', expectedVersion });
      expect(res.status, String(expectedVersion)).toBe(400);
      expect(res.body.message).toBe('Expected version must be a whole number');
    }
    expect((await laptop.rest('GET', `/api/journal/entries/${entry.id}`)).body.version).toBe(1);
  });

  it('answers another member not found, with or without a version, and shows them nothing of the entry', async () => {
    const { laptop, entry } = await twoWindows();
    const { client: stranger } = await server.signedIn();
    for (const expectedVersion of [1, 99]) {
      const rest = await stranger.rest('PATCH', `/api/journal/entries/${entry.id}`, { incidentNotes: 'overwritten', expectedVersion });
      expect(rest.status).toBe(404);
      expect(rest.body).toEqual({ message: 'Journal entry not found' });
      const gql = await stranger.gql(UPDATE, { id: entry.id, input: { incidentNotes: 'overwritten', expectedVersion } });
      expect(gql.errors?.[0].extensions).toEqual({ code: 'NOT_FOUND' });
    }
    expect((await laptop.rest('GET', `/api/journal/entries/${entry.id}`)).body).toMatchObject({
      incidentNotes: 'The emergency stop did not cut power to the belt.',
      version: 1,
    });
  });
});

describe('text with NUL characters', () => {
  it('drops them instead of failing (PostgreSQL cannot store them), on every journal text, through both doors', async () => {
    const { client } = await server.signedIn();
    const event = await client.rest('POST', '/api/journal/events', { eventTitle: 'Gate\u0000 C14', description: 'a\u0000b' });
    expect(event.status).toBe(201);
    expect(event.body).toMatchObject({ eventTitle: 'Gate C14', description: 'ab' });
    const entry = await client.rest('POST', '/api/journal/entries', entryBody(event.body.id, { incidentNotes: 'Belt\u0000 kept running' }));
    expect(entry.status).toBe(201);
    expect(entry.body.incidentNotes).toBe('Belt kept running');
    const patched = await client.rest('PATCH', `/api/journal/entries/${entry.body.id}`, {
      incidentNotes: 'Pasted\u0000 text',
      teamNumber: '\u0000',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ incidentNotes: 'Pasted text', teamNumber: null });
    const onlyNul = await client.rest('PATCH', `/api/journal/entries/${entry.body.id}`, { employeeName: '\u0000\u0000' });
    expect(onlyNul.status).toBe(400);
    expect(onlyNul.body.message).toBe('Employee name is required');
    const witness = await client.rest('POST', `/api/journal/entries/${entry.body.id}/participants`, {
      name: 'Alicia\u0000',
      jobTitle: 'Crew Chief',
    });
    expect(witness.status).toBe(201);
    expect(witness.body.name).toBe('Alicia');
    const gql = await client.gql('mutation($input: JournalEventInput!) { createJournalEvent(input: $input) { eventTitle } }', {
      input: { eventTitle: 'Over\u0000time' },
    });
    expect(gql.data.createJournalEvent.eventTitle).toBe('Overtime');
    const form = new FormData();
    form.set('caption', 'Tag\u0000 missing');
    form.set('image', new Blob([await jpeg()], { type: 'image/jpeg' }), 'tag.jpg');
    const photo = await client.raw('POST', `/api/journal/entries/${entry.body.id}/images`, {
      body: form,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(photo.status).toBe(201);
    expect(((await photo.json()) as { caption: string }).caption).toBe('Tag missing');
  });
});

describe('read-only entries', () => {
  it('refuses every change to a closed entry with the banner text, on both doors', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client, { isClosed: true });
    expect(entry.readOnlyReason).toBe(CLOSED);
    const rest = await client.rest('PATCH', `/api/journal/entries/${entry.id}`, { incidentNotes: 'rewrite history' });
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(CLOSED);
    const gql = await client.gql(`mutation($id: ID!) { updateJournalEntry(id: $id, input: { incidentNotes: "x" }) { id } }`, {
      id: entry.id,
    });
    expect(gql.errors?.[0]).toMatchObject({ message: CLOSED, extensions: { code: 'CONFLICT' } });
    const witness = await client.rest('POST', `/api/journal/entries/${entry.id}/participants`, {
      name: 'Alicia Romero',
      jobTitle: 'Crew Chief',
    });
    expect(witness.status).toBe(409);
    expect(witness.body.message).toBe(CLOSED);
    const photo = await uploadRest(client, entry.id, { name: 'a.jpg', type: 'image/jpeg', data: await jpeg() });
    expect(photo.status).toBe(409);
    const photoGql = await uploadGql(client, entry.id, { name: 'a.jpg', type: 'image/jpeg', data: await jpeg() });
    expect(photoGql.errors?.[0]).toMatchObject({ message: CLOSED, extensions: { code: 'CONFLICT' } });
    expect((await client.rest('GET', `/api/journal/entries/${entry.id}`)).body.incidentNotes).toBe(
      'The emergency stop did not cut power to the belt.',
    );
  });

  it('closes an entry when its status is set to Closed, and refuses edits after that', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const witness = await client.rest('POST', `/api/journal/entries/${entry.id}/participants`, {
      name: 'Tom Becker',
      jobTitle: 'Crew Chief',
    });
    const closing = await client.rest('PATCH', `/api/journal/entries/${entry.id}`, { status: 'closed', incidentNotes: 'Final words.' });
    expect(closing.status).toBe(200);
    expect(closing.body).toMatchObject({ status: 'closed', isClosed: true, readOnlyReason: CLOSED, incidentNotes: 'Final words.' });
    const again = await client.rest('PATCH', `/api/journal/entries/${entry.id}`, { status: 'draft' });
    expect(again.status).toBe(409);
    const remove = await client.rest('DELETE', `/api/journal/participants/${witness.body.id}`);
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe(CLOSED);
  });

  it('refuses changes to an entry converted to a grievance with that banner', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client, { isGrievance: true });
    const res = await client.rest('PATCH', `/api/journal/entries/${entry.id}`, { jobTitle: 'Crew Chief' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CONVERTED);
  });
});

describe('participants', () => {
  const ADD = `mutation($entryId: ID!, $input: JournalParticipantInput!) { addJournalParticipant(entryId: $entryId, input: $input) { id entryId name jobTitle employeeNumber order notes } }`;

  it('adds, lists and removes witnesses in order through REST and GraphQL', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const first = await client.rest('POST', `/api/journal/entries/${entry.id}/participants`, {
      entryId: entry.id,
      name: 'Alicia Romero',
      jobTitle: 'Senior Fleet Service Agent',
      employeeNumber: '198402',
      order: 1,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ entryId: entry.id, name: 'Alicia Romero', order: 1, employeeNumber: '198402', notes: null });
    const second = await client.gql(ADD, {
      entryId: entry.id,
      input: { name: 'Tom Becker', jobTitle: 'Other', notes: 'Saw the belt keep running.' },
    });
    expect(second.data.addJournalParticipant).toMatchObject({ order: 2, employeeNumber: null, notes: 'Saw the belt keep running.' });
    const list = await client.rest('GET', `/api/journal/entries/${entry.id}/participants`);
    expect(list.body.map((p: { name: string }) => p.name)).toEqual(['Alicia Romero', 'Tom Becker']);
    const viaGql = await client.gql(`query($id: ID!) { journalParticipants(entryId: $id) { name order } }`, { id: entry.id });
    expect(viaGql.data.journalParticipants).toEqual([
      { name: 'Alicia Romero', order: 1 },
      { name: 'Tom Becker', order: 2 },
    ]);
    expect((await client.rest('DELETE', `/api/journal/participants/${first.body.id}`)).status).toBe(200);
    expect(
      (await client.gql(`mutation($id: ID!) { removeJournalParticipant(id: $id) }`, { id: second.data.addJournalParticipant.id })).data,
    ).toEqual({
      removeJournalParticipant: true,
    });
    expect((await client.rest('GET', `/api/journal/entries/${entry.id}/participants`)).body).toEqual([]);
    expect((await client.rest('DELETE', `/api/journal/participants/${first.body.id}`)).status).toBe(404);
  });

  it('requires a full name and a job title, and an order of 1 to 8', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const noName = await client.rest('POST', `/api/journal/entries/${entry.id}/participants`, { name: '', jobTitle: 'Crew Chief' });
    expect(noName.body.message).toBe('Full name is required');
    const noTitle = await client.gql(ADD, { entryId: entry.id, input: { name: 'Tom', jobTitle: ' ' } });
    expect(noTitle.errors?.[0].message).toBe('Job title is required');
    const order9 = await client.rest('POST', `/api/journal/entries/${entry.id}/participants`, {
      name: 'Tom',
      jobTitle: 'Crew Chief',
      order: 9,
    });
    expect(order9.status).toBe(400);
    expect(order9.body.message).toBe('Maximum 8 participants allowed');
  });

  it('refuses a 9th participant on both doors and reuses a freed position', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const added = [];
    for (let i = 1; i <= 8; i += 1) {
      const res = await client.rest('POST', `/api/journal/entries/${entry.id}/participants`, {
        name: `Witness ${i}`,
        jobTitle: 'Baggage Handler',
      });
      expect(res.body.order).toBe(i);
      added.push(res.body);
    }
    const ninth = await client.rest('POST', `/api/journal/entries/${entry.id}/participants`, {
      name: 'Witness 9',
      jobTitle: 'Baggage Handler',
    });
    expect(ninth.status).toBe(400);
    expect(ninth.body.message).toBe('Maximum 8 participants allowed');
    const ninthGql = await client.gql(ADD, { entryId: entry.id, input: { name: 'Witness 9', jobTitle: 'Cargo Agent' } });
    expect(ninthGql.errors?.[0]).toMatchObject({ message: 'Maximum 8 participants allowed', extensions: { code: 'BAD_USER_INPUT' } });
    await client.rest('DELETE', `/api/journal/participants/${added[2].id}`);
    const again = await client.rest('POST', `/api/journal/entries/${entry.id}/participants`, {
      name: 'Witness 9',
      jobTitle: 'Cargo Agent',
    });
    expect(again.body.order).toBe(3);
  });

  it('holds the limit of 8 when twelve witnesses are added at once', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? client.rest('POST', `/api/journal/entries/${entry.id}/participants`, { name: `Witness ${i}`, jobTitle: 'Crew Chief' })
          : client.gql(ADD, { entryId: entry.id, input: { name: `Witness ${i}`, jobTitle: 'Crew Chief' } }),
      ),
    );
    const ok = results.filter((r) => ('body' in r ? r.status === 201 : !r.errors));
    const refused = results.filter((r) => ('body' in r ? r.body?.message : r.errors?.[0].message) === 'Maximum 8 participants allowed');
    expect(ok).toHaveLength(8);
    expect(refused).toHaveLength(4);
    const rows = await server.orm.em.fork().find(JournalParticipant, { entry: entry.id }, { orderBy: { order: 'asc' } });
    expect(rows.map((p) => p.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('entry images', () => {
  it('stores a JPEG under a random name with its size and SHA-256, and serves it only to its owner', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const res = await uploadRest(client, entry.id, { name: 'ramp photo 1.jpg', type: 'image/jpeg', data: await jpeg() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ entryId: entry.id, order: 1, mimeType: 'image/jpeg', originalFileName: 'ramp photo 1.jpg' });
    expect(res.body.fileName).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(res.body).not.toHaveProperty('objectStoragePath');
    const stored = await readFile(path.join(uploadsDir(), res.body.fileName));
    expect(res.body.fileSize).toBe(stored.length);
    expect(res.body.sha256).toBe(createHash('sha256').update(stored).digest('hex'));

    const view = await client.raw('GET', res.body.url);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('image/jpeg');
    expect(view.headers.get('x-content-type-options')).toBe('nosniff');
    expect(view.headers.get('content-security-policy')).toBe('sandbox');
    expect(view.headers.get('content-disposition')).toMatch(/^inline; filename="ramp photo 1.jpg"/);
    expect(Buffer.from(await view.arrayBuffer()).equals(stored)).toBe(true);
    const download = await client.raw('GET', `${res.body.url}?download=1`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="ramp photo 1.jpg"/);
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    await download.arrayBuffer();

    const entryNow = await client.gql(`query($id: ID!) { journalEntry(id: $id) { images { id url fileSize } } }`, { id: entry.id });
    expect(entryNow.data.journalEntry.images).toEqual([{ id: res.body.id, url: res.body.url, fileSize: stored.length }]);
  });

  it('takes PNG and WebP through GraphQL and judges the type by the bytes, not the name', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const pngRes = await uploadGql(client, entry.id, { name: 'gate.png', type: 'image/png', data: await png() });
    expect(pngRes.data.uploadJournalEntryImage).toMatchObject({ mimeType: 'image/png', order: 1 });
    const webpRes = await uploadGql(client, entry.id, { name: 'tag.webp', type: 'image/webp', data: await webp() });
    expect(webpRes.data.uploadJournalEntryImage).toMatchObject({ mimeType: 'image/webp', order: 2 });
    const disguised = await uploadRest(client, entry.id, { name: 'really-a-png.jpg', type: 'image/jpeg', data: await png() });
    expect(disguised.body).toMatchObject({ mimeType: 'image/png', order: 3 });
  });

  it('refuses a text file named .png on both doors and keeps nothing', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const before = await uploadFiles();
    const text = { name: 'evidence.png', type: 'image/png', data: new TextEncoder().encode('<script>alert(1)</script> not an image') };
    const rest = await uploadRest(client, entry.id, text);
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(TYPE_MESSAGE);
    const gql = await uploadGql(client, entry.id, text);
    expect(gql.errors?.[0]).toMatchObject({ message: TYPE_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    const empty = await uploadRest(client, entry.id, { name: 'empty.jpg', type: 'image/jpeg', data: new Uint8Array() });
    expect(empty.body.message).toBe(TYPE_MESSAGE);
    expect(await imageRows(entry.id)).toBe(0);
    expect(await uploadFiles()).toEqual(before);
  });

  it('refuses a file over 10 MB with the spec message and keeps nothing', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const before = await uploadFiles();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const rest = await uploadRest(client, entry.id, { name: 'huge.jpg', type: 'image/jpeg', data: big });
    expect(rest.status).toBe(413);
    expect(rest.body.message).toBe('File size must be less than 10MB');
    const gql = await uploadGql(client, entry.id, { name: 'huge.jpg', type: 'image/jpeg', data: big });
    expect(gql.errors?.[0]).toMatchObject({ message: 'File size must be less than 10MB', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await imageRows(entry.id)).toBe(0);
    expect(await eventually(async () => JSON.stringify(await uploadFiles()) === JSON.stringify(before))).toBe(true);
  });

  it('refuses an image over about 50 megapixels', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await uploadRest(client, entry.id, { name: 'bomb.png', type: 'image/png', data: huge });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The image is too large: at most 50 megapixels');
  });

  it('refuses a 4th image, one at a time and when sent at once', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    for (let i = 0; i < 3; i += 1)
      expect((await uploadRest(client, entry.id, { name: `p${i}.jpg`, type: 'image/jpeg', data: await jpeg() })).status).toBe(201);
    const fourth = await uploadRest(client, entry.id, { name: 'p4.jpg', type: 'image/jpeg', data: await jpeg() });
    expect(fourth.status).toBe(400);
    expect(fourth.body.message).toBe('Maximum 3 images allowed per journal entry');
    const fourthGql = await uploadGql(client, entry.id, { name: 'p4.jpg', type: 'image/jpeg', data: await jpeg() });
    expect(fourthGql.errors?.[0].message).toBe('Maximum 3 images allowed per journal entry');

    const other = await newEntry(client);
    const before = await uploadFiles();
    const data = await jpeg(320, 240);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? uploadRest(client, other.id, { name: `c${i}.jpg`, type: 'image/jpeg', data }).then((r) => r.status === 201)
          : uploadGql(client, other.id, { name: `c${i}.jpg`, type: 'image/jpeg', data }).then((r) => {
              if (r.errors) expect(r.errors[0].message).toBe('Maximum 3 images allowed per journal entry');
              return !r.errors;
            }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    const rows = await server.orm.em.fork().find(JournalEntryImage, { entry: other.id }, { orderBy: { order: 'asc' } });
    expect(rows.map((r) => r.order)).toEqual([1, 2, 3]);
    // Exactly one file per row: the refused uploads left nothing behind.
    const after = await uploadFiles();
    expect(after.committed.filter((n) => !before.committed.includes(n)).sort()).toEqual(rows.map((r) => r.objectStoragePath).sort());
    expect(after.staged).toEqual([]);
  });

  it('removes EXIF and GPS from a stored JPEG and applies its orientation', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const withExif = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'RampPhone', Copyright: 'Marcus' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 53/1 48/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(withExif).metadata();
    expect(input.exif?.toString('latin1')).toContain('RampPhone');
    const res = await uploadRest(client, entry.id, { name: 'gps.jpg', type: 'image/jpeg', data: withExif });
    expect(res.status).toBe(201);
    const stored = await readFile(path.join(uploadsDir(), res.body.fileName));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(stored.toString('latin1')).not.toContain('RampPhone');
  });

  it('leaves no row and no file when an upload breaks off half-way or cannot be decoded', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const before = await uploadFiles();

    // A browser that goes away in the middle of sending a 2 MB photo.
    const boundary = 'half-way-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="half.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const body = Buffer.concat([head, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1024 * 1024, 7)]);
    let stagedMidway = false;
    await new Promise<void>((resolve) => {
      const url = new URL(`${server.url}/api/journal/entries/${entry.id}/images`);
      const req = http.request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          cookie: client.cookieHeader,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'x-requested-with': 'XMLHttpRequest',
          'content-length': String(body.length * 2),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(body, async () => {
        // The bytes are on their way to a staged file when the connection drops.
        stagedMidway = await eventually(async () => (await uploadFiles()).staged.length > 0);
        req.destroy();
      });
    });
    expect(stagedMidway).toBe(true);
    expect(await eventually(async () => (await uploadFiles()).staged.length === 0)).toBe(true);

    // Right magic number, broken image: fails after staging, in the decoder.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 1)]);
    const res = await uploadRest(client, entry.id, { name: 'broken.jpg', type: 'image/jpeg', data: broken });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The image could not be read. Please choose another JPEG, PNG, or WebP file.');

    expect(await imageRows(entry.id)).toBe(0);
    expect(await uploadFiles()).toEqual(before);
  });

  it('keeps a photo’s name as the browser sent it (UTF-8), and a name cut to 255 characters keeps its extension', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const unicode = await uploadRest(client, entry.id, { name: 'Tür C14 写真 📷.jpg', type: 'image/jpeg', data: await jpeg() });
    expect(unicode.status).toBe(201);
    expect(unicode.body.originalFileName).toBe('Tür C14 写真 📷.jpg');
    const download = await client.raw('GET', `${unicode.body.url}?download=1`);
    expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Tür C14 写真 📷.jpg')}`);
    await download.arrayBuffer();

    const long = await uploadRest(client, entry.id, { name: `${'é'.repeat(300)}.jpeg`, type: 'image/jpeg', data: await jpeg() });
    expect(long.status).toBe(201);
    expect([...long.body.originalFileName]).toHaveLength(255);
    expect(long.body.originalFileName).toBe(`${'é'.repeat(250)}.jpeg`);
  });

  it('refuses a caption over 500 characters on both doors and stores nothing; one of 500 is kept whole', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const before = await uploadFiles();
    const image = await jpeg();
    const restWith = async (caption: string, captionFirst: boolean) => {
      const form = new FormData();
      if (captionFirst) form.append('caption', caption);
      form.append('image', new Blob([image], { type: 'image/jpeg' }), 'tag.jpg');
      if (!captionFirst) form.append('caption', caption);
      const res = await client.raw('POST', `/api/journal/entries/${entry.id}/images`, {
        body: form,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      return { status: res.status, body: await res.json() };
    };
    const gqlWith = (caption: string) =>
      client.gqlUpload(
        CAPTIONED_UPLOAD,
        { entryId: entry.id, image: null, caption },
        { image: { name: 'tag.jpg', type: 'image/jpeg', data: image } },
      );

    // 501 characters, and 3,000 bytes: more than a form field holds (the REST door used to keep the first 2,000).
    for (const caption of ['x'.repeat(501), '写'.repeat(1000)]) {
      for (const captionFirst of [true, false]) {
        expect(await restWith(caption, captionFirst), `${caption.length} characters`).toEqual({
          status: 400,
          body: { message: CAPTION_TOO_LONG, fieldErrors: { caption: CAPTION_TOO_LONG } },
        });
      }
      const gql = await gqlWith(caption);
      expect(gql.errors?.[0]).toMatchObject({
        message: CAPTION_TOO_LONG,
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { caption: CAPTION_TOO_LONG } },
      });
      expect(gql.data?.uploadJournalEntryImage ?? null).toBeNull();
    }
    expect(await imageRows(entry.id)).toBe(0);
    expect(await eventually(async () => JSON.stringify(await uploadFiles()) === JSON.stringify(before))).toBe(true);

    const longest = '写'.repeat(500);
    expect(await restWith(longest, false)).toMatchObject({ status: 201, body: { caption: longest } });
    expect((await gqlWith(`  ${'x'.repeat(500)}  `)).data.uploadJournalEntryImage.caption).toBe('x'.repeat(500));
  });

  it('refuses a multipart request without the image field', async () => {
    const { client } = await server.signedIn();
    const entry = await newEntry(client);
    const res = await uploadRest(client, entry.id, { name: 'x.jpg', type: 'image/jpeg', data: await jpeg() }, 'photo');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please attach an image in the form field 'image'");
    const json = await client.rest('POST', `/api/journal/entries/${entry.id}/images`, { image: 'x' });
    expect(json.status).toBe(400);
  });
});

describe('another member', () => {
  it('gets not found for every operation on the first member’s events, entries, participants and images', async () => {
    const { client: owner } = await server.signedIn();
    const { client: stranger } = await server.signedIn();
    const entry = await newEntry(owner);
    const witness = (
      await owner.rest('POST', `/api/journal/entries/${entry.id}/participants`, { name: 'Alicia Romero', jobTitle: 'Crew Chief' })
    ).body;
    const image = (await uploadRest(owner, entry.id, { name: 'mine.jpg', type: 'image/jpeg', data: await jpeg() })).body;

    expect((await stranger.rest('GET', '/api/journal/events')).body).toEqual([]);
    expect((await stranger.rest('GET', '/api/journal/entries')).body).toEqual([]);
    expect((await stranger.gql('{ journalEvents { id } journalEntries { id } }')).data).toEqual({ journalEvents: [], journalEntries: [] });

    const restCalls: Array<[string, string, unknown?]> = [
      ['POST', '/api/journal/entries', entryBody(entry.eventId)],
      ['GET', `/api/journal/entries/${entry.id}`],
      ['PATCH', `/api/journal/entries/${entry.id}`, { incidentNotes: 'overwritten' }],
      ['GET', `/api/journal/entries/${entry.id}/participants`],
      ['POST', `/api/journal/entries/${entry.id}/participants`, { name: 'Intruder', jobTitle: 'Supervisor' }],
      ['DELETE', `/api/journal/participants/${witness.id}`],
    ];
    for (const [method, url, body] of restCalls) {
      const res = await stranger.rest(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await uploadRest(stranger, entry.id, { name: 'x.jpg', type: 'image/jpeg', data: await jpeg() })).status).toBe(404);
    const view = await stranger.raw('GET', image.url);
    expect(view.status).toBe(404);
    expect((await stranger.raw('GET', `${image.url}?download=1`)).status).toBe(404);

    const gqlCalls: Array<[string, Record<string, unknown>]> = [
      [`mutation($input: JournalEntryInput!) { createJournalEntry(input: $input) { id } }`, { input: entryBody(entry.eventId) }],
      [`query($id: ID!) { journalEntry(id: $id) { id } }`, { id: entry.id }],
      [`mutation($id: ID!) { updateJournalEntry(id: $id, input: { incidentNotes: "overwritten" }) { id } }`, { id: entry.id }],
      [`query($id: ID!) { journalParticipants(entryId: $id) { id } }`, { id: entry.id }],
      [
        `mutation($id: ID!) { addJournalParticipant(entryId: $id, input: { name: "Intruder", jobTitle: "Supervisor" }) { id } }`,
        { id: entry.id },
      ],
      [`mutation($id: ID!) { removeJournalParticipant(id: $id) }`, { id: witness.id }],
    ];
    for (const [query, variables] of gqlCalls) {
      const res = await stranger.gql(query, variables);
      expect(res.errors?.[0].extensions?.code, query).toBe('NOT_FOUND');
    }
    const upload = await uploadGql(stranger, entry.id, { name: 'x.jpg', type: 'image/jpeg', data: await jpeg() });
    expect(upload.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    // The owner's journal is untouched.
    const mine = await owner.rest('GET', `/api/journal/entries/${entry.id}`);
    expect(mine.body.incidentNotes).toBe('The emergency stop did not cut power to the belt.');
    expect(mine.body.participants.map((p: { name: string }) => p.name)).toEqual(['Alicia Romero']);
    expect(mine.body.images).toHaveLength(1);
    expect((await owner.raw('GET', image.url)).status).toBe(200);
  });

  it('cannot read an image through another entry’s path', async () => {
    const { client } = await server.signedIn();
    const a = await newEntry(client);
    const b = await newEntry(client);
    const image = (await uploadRest(client, a.id, { name: 'a.jpg', type: 'image/jpeg', data: await jpeg() })).body;
    expect((await client.raw('GET', `/api/journal/entries/${b.id}/images/${image.id}/view`)).status).toBe(404);
  });
});

describe('demo journal', () => {
  it('gives the demo member two events and three entries with witnesses, one of them closed and read-only', async () => {
    const { client, user } = await server.signedIn();
    const em = server.orm.em.fork();
    await seedJournal(em, {
      member: em.getReference(User, user.id),
      admin: em.getReference(User, user.id),
      partTime: em.getReference(User, user.id),
      steward: em.getReference(User, user.id),
    });
    await em.flush();
    const { data } = await client.gql(`{ journalEvents { eventTitle isActive } journalEntries { ${ENTRY_FIELDS} } }`);
    expect(data.journalEvents).toHaveLength(2);
    expect(data.journalEntries).toHaveLength(3);
    expect(data.journalEntries.filter((e: { readOnlyReason: string | null }) => e.readOnlyReason === CLOSED)).toHaveLength(1);
    expect(data.journalEntries.every((e: { participants: unknown[] }) => e.participants.length > 0)).toBe(true);
  });
});
