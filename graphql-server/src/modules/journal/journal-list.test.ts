import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderByOf } from '../../db/keyset.js';
import { toRest } from '../../graphql/serialize.js';
import type { TestClient } from '../../test/client.js';
import { expectSameListAs, graphqlFieldsOf } from '../../test/graphql-fields.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import type { User } from '../../auth/user.entity.js';
import { ENTRY_POPULATE, JournalEntry, JournalEvent } from './journal.entities.js';
import { ENTRY_ORDER, listEntries, listEntriesPage } from './journal-list.js';

// listEntries reads the journal with its own SQL and makes the rows into views; the ORM reads the same entities the
// ordinary way. Both must answer alike in every @Field of JournalEntry, JournalEvent, JournalEntryImage and
// JournalParticipant, as type-graphql's metadata lists them: a field added to an entity and forgotten by the list's
// SQL or views fails here, by name.
let server: TestServer;
let member: User;
beforeAll(async () => {
  server = await startTestServer();
  const signedIn = await server.signedIn();
  member = signedIn.user;
  await writeJournal(signedIn.client);
  // Another member's entry, which the list must never show.
  const other = (await server.signedIn()).client;
  await writeEntry(other, await writeEvent(other), {});
}, 120_000);
afterAll(() => server.close());

async function writeEvent(client: TestClient, body: Record<string, unknown> = {}): Promise<string> {
  const res = await client.rest('POST', '/api/journal/events', { eventTitle: 'Belt loader BL-07 emergency stop', ...body });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function writeEntry(client: TestClient, eventId: string, body: Record<string, unknown>): Promise<string> {
  const res = await client.rest('POST', '/api/journal/entries', {
    eventId,
    employeeName: 'Marcus Reyes',
    employeeNumber: '204518',
    shift: '6am-2pm (Day)',
    jobTitle: 'Fleet Service Agent',
    incidentNotes: 'The emergency stop did not cut power to the belt.',
    ...body,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function addWitness(client: TestClient, entryId: string, body: Record<string, unknown>) {
  const res = await client.rest('POST', `/api/journal/entries/${entryId}/participants`, { jobTitle: 'Ramp Agent', ...body });
  expect(res.status).toBe(201);
}

async function addPhoto(client: TestClient, entryId: string, name: string, caption?: string) {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  if (caption !== undefined) form.set('caption', caption);
  form.set('image', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name);
  const res = await client.raw('POST', `/api/journal/entries/${entryId}/images`, {
    body: form,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(res.status).toBe(201);
}

/**
 * Entries with every nullable field both set and unset, photos and witnesses added out of order, two entries on one
 * day (the time written decides), one closed, one converted to a grievance, one edited, one under an inactive event.
 */
async function writeJournal(client: TestClient) {
  const described = await writeEvent(client, { description: 'Gate C14' });
  const bare = await writeEvent(client, { eventTitle: 'Saturday overtime bypassed', description: null });

  const full = await writeEntry(client, described, {
    entryDate: '2026-03-02',
    teamNumber: 'Team 4',
    status: 'saved',
    isSwappedShift: true,
  });
  await addPhoto(client, full, 'belt.jpg', 'The belt still running');
  await addPhoto(client, full, 'tag.jpg');
  await addWitness(client, full, { name: 'Dana Cruz', order: 3, employeeNumber: '198402', notes: 'Saw the belt' });
  await addWitness(client, full, { name: 'Lee Park', order: 1 });
  await addWitness(client, full, { name: 'Tom Becker', jobTitle: 'Crew Chief', order: 2, notes: 'On duty' });

  const closed = await writeEntry(client, bare, { entryDate: '2026-03-02', teamNumber: null });
  await addWitness(client, closed, { name: 'Denise Carter', employeeNumber: '165221' });
  expect((await client.rest('PATCH', `/api/journal/entries/${closed}`, { status: 'closed' })).status).toBe(200);

  const converted = await writeEntry(client, described, { entryDate: '2026-03-01', status: 'grievance_ready' });
  await addPhoto(client, converted, 'gate.jpg', 'Gate C14 at 07:05');
  const grievance = await client.rest('POST', '/api/grievances', {
    title: 'Belt loader stop failure',
    description: 'The emergency stop on BL-07 did not cut power.',
    contractViolation: 'Article 12 (Safety)',
    journalEntryId: converted,
  });
  expect(grievance.status).toBe(201);

  const edited = await writeEntry(client, bare, {});
  expect((await client.rest('PATCH', `/api/journal/entries/${edited}`, { incidentNotes: 'Second thoughts.' })).status).toBe(200);

  // No door deactivates an event that has entries; the database does, so that the list shows an inactive one too.
  await server.orm.em.fork().nativeUpdate(JournalEvent, { id: bare }, { isActive: false });
}

/** The ordinary read: the entities with the relations every entry read loads, in the list's order. */
function readThroughOrm(): Promise<JournalEntry[]> {
  return server.orm.em.fork().find(JournalEntry, { user: member.id }, { populate: ENTRY_POPULATE, orderBy: orderByOf(ENTRY_ORDER) });
}

/** Each object of `type` in a REST answer, and those of the classes below it, by class. */
function objectsByClass(type: Function, json: unknown, found = new Map<Function, Record<string, unknown>[]>()) {
  const list = found.get(type) ?? [];
  found.set(type, list);
  for (const item of Array.isArray(json) ? json : [json]) {
    list.push(item);
    for (const field of graphqlFieldsOf(type)) {
      if (field.objectType && item[field.name] !== null) objectsByClass(field.objectType, item[field.name], found);
    }
  }
  return found;
}

describe('the journal list (journal-list.ts)', () => {
  it('answers every @Field of every entry, event, photo and witness as the ORM’s entities do, in the same order', async () => {
    const expected = toRest(await readThroughOrm()) as unknown[];
    const actual = toRest(await listEntries(server.orm.em.fork(), member)) as unknown[];
    expect(expected).toHaveLength(4);
    const ids = (entries: unknown[]) => entries.map((entry) => (entry as { id: string }).id);
    expect(ids(actual), 'the entries, in order').toEqual(ids(expected));
    expectSameListAs(JournalEntry, actual, expected, 'entries');
  });

  it('compares data where each nullable field is both set and null, and each list both empty and not', async () => {
    const answered = objectsByClass(JournalEntry, toRest(await readThroughOrm()));
    expect([...answered.keys()].map((type) => type.name).sort()).toEqual([
      'JournalEntry',
      'JournalEntryImage',
      'JournalEvent',
      'JournalParticipant',
    ]);
    for (const [type, objects] of answered) {
      for (const field of graphqlFieldsOf(type)) {
        const values = objects.map((object) => object[field.name]);
        const at = `${type.name}.${field.name}`;
        const seen = (what: string, test: (value: unknown) => boolean) => expect(values.some(test), `${at} ${what} somewhere`).toBe(true);
        if (field.nullable) {
          seen('null', (value) => value === null);
          seen('set', (value) => value !== null);
        }
        if (field.array) {
          seen('empty', (value) => (value as unknown[]).length === 0);
          seen('of several', (value) => (value as unknown[]).length > 1);
        }
      }
    }
  });

  it('pages through the same entries (listEntriesPage)', async () => {
    const expected = toRest(await readThroughOrm()) as unknown[];
    const paged: unknown[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < expected.length; pages += 1) {
      const page = await listEntriesPage(server.orm.em.fork(), member, { first: 3, after });
      paged.push(...(toRest(page.items) as unknown[]));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expectSameListAs(JournalEntry, paged, expected, 'paged entries');
  });
});
