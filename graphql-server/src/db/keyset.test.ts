import { INVALID_CURSOR_MESSAGE, pageSizeMessage } from '@union/rules/pagination';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bulletin } from '../modules/bulletins/bulletin.entity.js';
import { JournalEntry } from '../modules/journal/journal.entities.js';
import type { GqlResponse, RestResponse, TestClient } from '../test/client.js';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function newEntries(client: TestClient, count: number, entryDate?: string): Promise<string[]> {
  const event = await client.rest('POST', '/api/journal/events', { eventTitle: 'Overtime bypass at gate C14' });
  expect(event.status).toBe(201);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await client.rest('POST', '/api/journal/entries', {
      eventId: event.body.id,
      employeeName: 'Marcus Reyes',
      employeeNumber: '204518',
      shift: '6am-2pm (Day)',
      jobTitle: 'Fleet Service Agent',
      incidentNotes: `Held past shift, time ${i + 1}.`,
      ...(entryDate ? { entryDate } : {}),
    });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

/** Follows nextCursor from the first page to the last; `between` runs after each page. */
async function restPages(client: TestClient, path: string, limit: number, between?: (page: number) => Promise<void>) {
  const pages: { items: { id: string }[]; nextCursor: string | null; totalCount: number }[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res: RestResponse = await client.rest('GET', `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body);
    cursor = res.body.nextCursor;
    await between?.(pages.length);
  } while (cursor && pages.length < 20);
  return pages;
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('REST ?limit=&cursor= on the journal', () => {
  it('answers the plain array without them, and pages of 2 over 5 entries hold every entry once, in the list order', async () => {
    const { client } = await server.signedIn();
    await newEntries(client, 5);
    const list = await client.rest('GET', '/api/journal/entries');
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body).toHaveLength(5);

    const pages = await restPages(client, '/api/journal/entries', 2);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.map((p) => p.totalCount)).toEqual([5, 5, 5]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.flatMap((p) => ids(p.items))).toEqual(ids(list.body));
    // Each item is the same entry the list answers, field for field.
    expect(pages[0].items[0]).toEqual(list.body[0]);
  });

  it('neither repeats nor skips an entry when a newer one is written between two pages', async () => {
    const { client } = await server.signedIn();
    await newEntries(client, 5);
    const before = ids((await client.rest('GET', '/api/journal/entries')).body);
    const pages = await restPages(client, '/api/journal/entries', 2, async (page) => {
      if (page === 1) await newEntries(client, 1);
    });
    expect(pages.flatMap((p) => ids(p.items))).toEqual(before);
    expect(pages.at(-1)?.totalCount).toBe(6);
  });

  it('orders entries of the same date and the same moment by id, page after page', async () => {
    const { client, user } = await server.signedIn();
    await newEntries(client, 7, '2024-03-01');
    const em = server.orm.em.fork();
    await em.nativeUpdate(JournalEntry, { user: user.id }, { createdAt: new Date('2024-03-01T08:00:00.000Z') });
    const list = ids((await client.rest('GET', '/api/journal/entries')).body);
    expect(list).toEqual([...list].sort().reverse());
    const pages = await restPages(client, '/api/journal/entries', 3);
    expect(pages.flatMap((p) => ids(p.items))).toEqual(list);
  });

  it('refuses a page size outside 1 to 100 and a cursor it did not hand out, with 400 and the message', async () => {
    const { client } = await server.signedIn();
    await newEntries(client, 2);
    for (const limit of ['0', '101', '-1', '1.5', 'ten', '', '100000']) {
      const res = await client.rest('GET', `/api/journal/entries?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.message).toBe(pageSizeMessage('limit'));
      expect(res.body.message).toContain('1 to 100');
    }
    const repeated = await client.rest('GET', '/api/journal/entries?limit=1&limit=2');
    expect(repeated.status).toBe(400);
    expect((await client.rest('GET', '/api/journal/entries?limit=100')).status).toBe(200);

    const first = await client.rest('GET', '/api/journal/entries?limit=1');
    const real: string = first.body.nextCursor;
    expect((await client.rest('GET', `/api/journal/entries?cursor=${real}`)).status).toBe(200);
    const decoded = JSON.parse(Buffer.from(real, 'base64url').toString('utf8'));
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad = [
      'garbage',
      '!!!',
      '',
      'x'.repeat(600),
      forge({ after: 1 }),
      forge(['journal']),
      forge(['grievances', ...decoded.slice(1)]),
      forge(['journal', '2024-02-30', ...decoded.slice(2)]),
      forge(['journal', decoded[1], 'yesterday', decoded[3]]),
      forge(['journal', decoded[1], decoded[2], "1' OR '1'='1"]),
      forge(['journal', null, decoded[2], decoded[3]]),
      `${real}=`,
    ];
    for (const cursor of bad) {
      const res = await client.rest('GET', `/api/journal/entries?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.message).toBe(INVALID_CURSOR_MESSAGE);
    }
  });

  it("never pages into another member's entries, even with that member's cursor", async () => {
    const owner = await server.signedIn();
    const other = await server.signedIn();
    const ownerIds = await newEntries(owner.client, 3);
    const otherIds = await newEntries(other.client, 2);
    const ownerPage = await owner.client.rest('GET', '/api/journal/entries?limit=1');
    const stolen = await other.client.rest('GET', `/api/journal/entries?limit=100&cursor=${ownerPage.body.nextCursor}`);
    expect(stolen.status).toBe(200);
    for (const item of stolen.body.items) expect(ownerIds).not.toContain(item.id);
    expect(stolen.body.totalCount).toBe(2);
    const all = await other.client.rest('GET', '/api/journal/entries?limit=100');
    expect(ids(all.body.items).sort()).toEqual([...otherIds].sort());
  });
});

interface Connection {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/** Follows pageInfo.endCursor through a connection field; `between` runs after each page. */
async function graphqlPages(client: TestClient, field: string, first: number, extra = '', between?: (page: number) => Promise<void>) {
  const pages: Connection[] = [];
  let after: string | null = null;
  do {
    const res: GqlResponse = await client.gql(
      `query($first: Int, $after: String) { page: ${field}(first: $first, after: $after${extra}) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } totalCount } }`,
      { first, after },
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    pages.push(res.data.page);
    after = res.data.page.pageInfo.hasNextPage ? res.data.page.pageInfo.endCursor : null;
    await between?.(pages.length);
  } while (after && pages.length < 20);
  return pages;
}

const nodeIds = (pages: Connection[]) => pages.flatMap((p) => p.edges.map((e) => e.node.id));

describe('GraphQL connections', () => {
  it('pages the journal 2 at a time in journalEntries order, with totalCount, cursors and the entries themselves', async () => {
    const { client } = await server.signedIn();
    await newEntries(client, 5);
    const list = await client.gql('{ journalEntries { id incidentNotes } }');
    const pages = await graphqlPages(client, 'journalEntriesConnection', 2);
    expect(pages.map((p) => p.edges.length)).toEqual([2, 2, 1]);
    expect(pages.map((p) => p.totalCount)).toEqual([5, 5, 5]);
    expect(pages.map((p) => p.pageInfo.hasNextPage)).toEqual([true, true, false]);
    expect(pages[0].pageInfo.endCursor).toBe(pages[0].edges[1].cursor);
    expect(nodeIds(pages)).toEqual(ids(list.data.journalEntries));
    // The default page is 20, and a node carries the entry's fields.
    const whole = await client.gql('{ journalEntriesConnection { edges { node { id incidentNotes } } pageInfo { hasNextPage } } }');
    expect(whole.data.journalEntriesConnection.edges.map((e: { node: unknown }) => e.node)).toEqual(list.data.journalEntries);
    expect(whole.data.journalEntriesConnection.pageInfo.hasNextPage).toBe(false);
  });

  it('neither repeats nor skips an entry when a newer one is written between two pages', async () => {
    const { client } = await server.signedIn();
    await newEntries(client, 5);
    const before = ids((await client.gql('{ journalEntries { id } }')).data.journalEntries);
    const pages = await graphqlPages(client, 'journalEntriesConnection', 2, '', async (page) => {
      if (page === 1) await newEntries(client, 1);
    });
    expect(nodeIds(pages)).toEqual(before);
  });

  it('refuses first outside 1 to 100 and a cursor it did not hand out with BAD_USER_INPUT and the message', async () => {
    const { client } = await server.signedIn();
    for (const first of [0, 101, -1]) {
      const res = await client.gql('query($first: Int) { journalEntriesConnection(first: $first) { totalCount } }', { first });
      expect(res.errors?.[0].extensions?.code, String(first)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toBe(pageSizeMessage('first'));
    }
    for (const after of ['garbage', '', Buffer.from('["journal",1,2,3]').toString('base64url')]) {
      const res = await client.gql('query($after: String) { grievancesConnection(after: $after) { totalCount } }', { after });
      expect(res.errors?.[0].extensions?.code, after).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toBe(INVALID_CURSOR_MESSAGE);
    }
    // A cursor of one list is not a cursor of another.
    await newEntries(client, 2);
    const journal = await client.gql('{ journalEntriesConnection(first: 1) { pageInfo { endCursor } } }');
    const crossed = await client.gql('query($after: String) { grievancesConnection(after: $after) { totalCount } }', {
      after: journal.data.journalEntriesConnection.pageInfo.endCursor,
    });
    expect(crossed.errors?.[0].message).toBe(INVALID_CURSOR_MESSAGE);
  });

  it("holds only the member's own entries and grievances", async () => {
    const owner = await server.signedIn();
    const other = await server.signedIn();
    const ownerIds = await newEntries(owner.client, 3);
    await newEntries(other.client, 1);
    await owner.client.rest('POST', '/api/grievances', { title: 'Mine', description: 'Held past shift.', contractViolation: 'Article 7' });
    const entries = await graphqlPages(other.client, 'journalEntriesConnection', 100);
    expect(entries[0].totalCount).toBe(1);
    expect(nodeIds(entries).filter((id) => ownerIds.includes(id))).toEqual([]);
    const grievances = await graphqlPages(other.client, 'grievancesConnection', 100);
    expect(grievances[0]).toMatchObject({ edges: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } });
  });
});

describe('the other lists, through both doors', () => {
  it('pages grievances in list order; REST answers the plain array without ?limit and the page shape with it', async () => {
    const { client } = await server.signedIn();
    for (let i = 1; i <= 5; i++) {
      const res = await client.rest('POST', '/api/grievances', {
        title: `Overtime bypass ${i}`,
        description: 'Junior agent offered the overtime first.',
        contractViolation: 'Article 7',
      });
      expect(res.status).toBe(201);
    }
    const list = await client.rest('GET', '/api/grievances');
    expect(Array.isArray(list.body)).toBe(true);
    const rest = await restPages(client, '/api/grievances', 2);
    expect(rest.flatMap((p) => ids(p.items))).toEqual(ids(list.body));
    expect(rest[0]).toEqual({ items: list.body.slice(0, 2), nextCursor: expect.any(String), totalCount: 5 });
    expect(nodeIds(await graphqlPages(client, 'grievancesConnection', 2))).toEqual(ids(list.body));
    // A cursor alone gives the default page from there.
    const fromCursor = await client.rest('GET', `/api/grievances?cursor=${rest[0].nextCursor}`);
    expect(ids(fromCursor.body.items)).toEqual(ids(list.body).slice(2));
  });

  it('pages bulletins in the feed order (drafts first, equal dates by id) with the same rules as the list', async () => {
    const em = server.orm.em.fork();
    const at = new Date('2024-05-01T12:00:00.000Z');
    for (let i = 0; i < 3; i++) em.create(Bulletin, { title: `Draft ${i}`, content: 'Soon', publishedAt: null, createdAt: at });
    for (let i = 0; i < 4; i++) em.create(Bulletin, { title: `Published ${i}`, content: 'Now', publishedAt: at, createdAt: at });
    em.create(Bulletin, { title: 'Older', content: 'Then', publishedAt: new Date('2024-01-01T00:00:00.000Z') });
    em.create(Bulletin, { title: 'Hidden', content: 'Gone', isActive: false, publishedAt: at });
    em.create(Bulletin, { title: 'Scheduled', content: 'Later', publishedAt: new Date('2099-01-01T00:00:00.000Z') });
    await em.flush();
    // Written at the same moment (the entity stamps createdAt itself): only the id tells them apart.
    await em.nativeUpdate(Bulletin, { title: { $ne: 'Older' } }, { createdAt: at });

    const member = await server.signedIn();
    const feed = await member.client.rest('GET', '/api/bulletins');
    expect(feed.body).toHaveLength(8);
    const drafts = feed.body.slice(0, 3);
    const published = feed.body.slice(3, 7);
    expect(drafts.map((b: { title: string }) => b.title).sort()).toEqual(['Draft 0', 'Draft 1', 'Draft 2']);
    expect(ids(drafts)).toEqual(ids(drafts).sort());
    expect(ids(published)).toEqual(ids(published).sort());
    expect(feed.body[7].title).toBe('Older');
    for (const size of [1, 2, 3]) {
      expect(nodeIds(await graphqlPages(member.client, 'bulletinsConnection', size))).toEqual(ids(feed.body));
      expect((await restPages(member.client, '/api/bulletins', size)).flatMap((p) => ids(p.items))).toEqual(ids(feed.body));
    }
    // A member asking for inactive ones still pages only the feed; an administrator pages everything.
    expect(nodeIds(await graphqlPages(member.client, 'bulletinsConnection', 3, ', includeInactive: true'))).toEqual(ids(feed.body));
    const admin = await server.signedIn({ isAdmin: true });
    const all = await admin.client.rest('GET', '/api/bulletins?active=false');
    expect(all.body).toHaveLength(10);
    expect(nodeIds(await graphqlPages(admin.client, 'bulletinsConnection', 3, ', includeInactive: true'))).toEqual(ids(all.body));
    const restAll = await restPages(admin.client, '/api/bulletins?active=false', 4);
    expect(restAll.flatMap((p) => ids(p.items))).toEqual(ids(all.body));
    expect(restAll[0].totalCount).toBe(10);
    // Each node carries the member's own hasOptedIn, as the list does.
    const withFlags = await member.client.gql('{ bulletinsConnection(first: 100) { edges { node { id hasOptedIn } } } }');
    const listFlags = await member.client.gql('{ bulletins { id hasOptedIn } }');
    expect(withFlags.data.bulletinsConnection.edges.map((e: { node: unknown }) => e.node)).toEqual(listFlags.data.bulletins);
  });

  it('pages the email allowlist for administrators only', async () => {
    const admin = await server.signedIn({ isAdmin: true });
    for (let i = 1; i <= 5; i++) {
      expect((await admin.client.rest('POST', '/api/admin/email-allowlist', { email: `hire${i}@example.org` })).status).toBe(201);
    }
    const list = await admin.client.rest('GET', '/api/admin/email-allowlist');
    expect(Array.isArray(list.body)).toBe(true);
    const rest = await restPages(admin.client, '/api/admin/email-allowlist', 2);
    expect(rest.flatMap((p) => ids(p.items))).toEqual(ids(list.body));
    expect(rest[0].totalCount).toBe(list.body.length);
    expect(nodeIds(await graphqlPages(admin.client, 'emailAllowlistConnection', 2))).toEqual(ids(list.body));

    const { client } = await server.signedIn();
    expect((await client.rest('GET', '/api/admin/email-allowlist?limit=2')).status).toBe(403);
    const refused = await client.gql('{ emailAllowlistConnection { totalCount } }');
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.client().rest('GET', '/api/journal/entries?limit=2')).status).toBe(401);
  });
});
