import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { Bulletin } from './bulletin.entity.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const FIELDS = 'id title content type isPublic publishedAt expiresAt isActive hasOptedIn';
const CREATE = `mutation($i: BulletinInput!) { createBulletin(input: $i) { ${FIELDS} } }`;
const LIST = `query($all: Boolean) { bulletins(includeInactive: $all) { ${FIELDS} } }`;
const titles = (list: Array<{ title: string }>) => list.map((b) => b.title);

async function seed(title: string, fields: Partial<Bulletin> = {}) {
  const em = server.orm.em.fork();
  const b = em.create(Bulletin, { title, content: `${title} body`, publishedAt: new Date(), ...fields });
  await em.persist(b).flush();
  return b.id;
}

describe('bulletins feed', () => {
  it('gives a member only the active bulletins through both doors, even when they ask for inactive ones', async () => {
    await seed('Feed active');
    await seed('Feed inactive', { isActive: false });
    const { client } = await server.signedIn();
    for (const path of ['/api/bulletins', '/api/bulletins?active=false']) {
      const res = await client.rest('GET', path);
      expect(res.status).toBe(200);
      expect(titles(res.body)).toContain('Feed active');
      expect(titles(res.body)).not.toContain('Feed inactive');
      expect(res.body.every((b: { isActive: boolean }) => b.isActive)).toBe(true);
    }
    for (const all of [false, true]) {
      const res = await client.gql(LIST, { all });
      expect(titles(res.data?.bulletins)).toContain('Feed active');
      expect(titles(res.data?.bulletins)).not.toContain('Feed inactive');
    }
  });

  it('gives an administrator the inactive ones too when asked', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    expect(titles((await client.rest('GET', '/api/bulletins')).body)).not.toContain('Feed inactive');
    expect(titles((await client.rest('GET', '/api/bulletins?active=false')).body)).toContain('Feed inactive');
    expect(titles((await client.gql(LIST, { all: true })).data?.bulletins)).toContain('Feed inactive');
  });

  it('includes drafts and expired bulletins (the feed badges them), newest publish date first, drafts on top', async () => {
    const day = 86_400_000;
    await seed('Order old', { publishedAt: new Date(Date.now() - 30 * day) });
    await seed('Order draft', { publishedAt: null });
    await seed('Order expired', { publishedAt: new Date(Date.now() - 20 * day), expiresAt: new Date(Date.now() - day) });
    const { client } = await server.signedIn();
    const list = titles((await client.rest('GET', '/api/bulletins')).body).filter((t) => t.startsWith('Order'));
    expect(list).toEqual(['Order draft', 'Order expired', 'Order old']);
  });

  it('keeps a bulletin scheduled for the future from members until its publish date; the admin list shows it', async () => {
    const hour = 3_600_000;
    const later = await seed('Scheduled later', { publishedAt: new Date(Date.now() + hour), isPublic: false });
    await seed('Scheduled reached', { publishedAt: new Date(Date.now() - 1000) });
    const { client: member } = await server.signedIn();
    for (const path of ['/api/bulletins', '/api/bulletins?active=false']) {
      const list = titles((await member.rest('GET', path)).body);
      expect(list).toContain('Scheduled reached');
      expect(list).not.toContain('Scheduled later');
    }
    const gql = titles((await member.gql(LIST, { all: true })).data?.bulletins);
    expect(gql).toContain('Scheduled reached');
    expect(gql).not.toContain('Scheduled later');
    // Nor can a member subscribe to it by id.
    const sub = await member.rest('POST', `/api/bulletins/${later}/visibility`, { hasOptedIn: true });
    expect(sub.status).toBe(404);
    const gqlSub = await member.gql('mutation($id: ID!) { setBulletinVisibility(id: $id, hasOptedIn: true) { id } }', { id: later });
    expect(gqlSub.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const { client: admin } = await server.signedIn({ isAdmin: true });
    expect(titles((await admin.rest('GET', '/api/bulletins')).body)).not.toContain('Scheduled later');
    expect(titles((await admin.rest('GET', '/api/bulletins?active=false')).body)).toContain('Scheduled later');
    expect(titles((await admin.gql(LIST, { all: true })).data?.bulletins)).toContain('Scheduled later');

    // Once its publish date is reached it is in the feed.
    await admin.rest('PATCH', `/api/bulletins/${later}`, { publishedAt: new Date(Date.now() - 1000).toISOString() });
    expect(titles((await member.rest('GET', '/api/bulletins')).body)).toContain('Scheduled later');
    expect((await member.rest('POST', `/api/bulletins/${later}/visibility`, { hasOptedIn: true })).status).toBe(200);
  });

  it('lists the feed exactly as its pages show it (fields, dates, order, own opt-ins), for a member and for the full admin list', async () => {
    const day = 86_400_000;
    const privateOne = await seed('Same private', { isPublic: false, expiresAt: new Date(Date.now() + day) });
    await seed('Same draft', { publishedAt: null, type: 'urgent' });
    await seed('Same hidden', { isActive: false });
    const member = (await server.signedIn()).client;
    const admin = (await server.signedIn({ isAdmin: true })).client;
    expect((await member.rest('POST', `/api/bulletins/${privateOne}/visibility`, { hasOptedIn: true })).status).toBe(200);
    for (const [client, query] of [
      [member, ''],
      [admin, 'active=false&'],
    ] as const) {
      const whole = await client.raw('GET', `/api/bulletins${query ? `?${query.slice(0, -1)}` : ''}`);
      const pages: unknown[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: { items: unknown[]; nextCursor: string | null } } = await client.rest(
          'GET',
          `/api/bulletins?${query}limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        pages.push(...page.body.items);
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(await whole.text()).toBe(JSON.stringify(pages));
      const gql = await client.gql(`query($all: Boolean) { bulletins(includeInactive: $all) { ${FIELDS} createdAt updatedAt } }`, {
        all: query !== '',
      });
      expect(gql.data?.bulletins).toEqual(pages.map((b) => ({ ...(b as object) })));
    }
    const listed = (await member.rest('GET', '/api/bulletins')).body as Array<{ id: string; hasOptedIn: boolean; title: string }>;
    expect(listed.find((b) => b.id === privateOne)?.hasOptedIn).toBe(true);
    expect(titles(listed)).not.toContain('Same hidden');
  });

  it('is for signed-in members only', async () => {
    const visitor = server.client();
    expect((await visitor.rest('GET', '/api/bulletins')).status).toBe(401);
    expect((await visitor.gql(LIST)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('subscribing to a private bulletin', () => {
  it("keeps each member's opt-in to themselves, through both doors", async () => {
    const id = await seed('Private training', { isPublic: false });
    const alice = (await server.signedIn()).client;
    const bob = (await server.signedIn()).client;
    const find = (list: Array<{ id: string; hasOptedIn: boolean }>) => list.find((b) => b.id === id);

    const on = await alice.rest('POST', `/api/bulletins/${id}/visibility`, { hasOptedIn: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id, hasOptedIn: true });
    expect(find((await alice.rest('GET', '/api/bulletins')).body)?.hasOptedIn).toBe(true);
    expect(find((await bob.rest('GET', '/api/bulletins')).body)?.hasOptedIn).toBe(false);

    const gqlOn = await bob.gql('mutation($id: ID!) { setBulletinVisibility(id: $id, hasOptedIn: true) { id hasOptedIn } }', { id });
    expect(gqlOn.data?.setBulletinVisibility).toEqual({ id, hasOptedIn: true });
    const off = await alice.gql('mutation($id: ID!) { setBulletinVisibility(id: $id, hasOptedIn: false) { hasOptedIn } }', { id });
    expect(off.data?.setBulletinVisibility.hasOptedIn).toBe(false);
    // Subscribing twice is fine (one row per member and bulletin).
    await alice.rest('POST', `/api/bulletins/${id}/visibility`, { hasOptedIn: false });
    expect(find((await alice.gql(LIST)).data?.bulletins)?.hasOptedIn).toBe(false);
    expect(find((await bob.gql(LIST)).data?.bulletins)?.hasOptedIn).toBe(true);
  });

  it('refuses a missing flag, an unknown or inactive bulletin, and visitors', async () => {
    const { client } = await server.signedIn();
    const id = await seed('Visibility target', { isPublic: false });
    const inactive = await seed('Visibility inactive', { isActive: false });
    const bad = await client.rest('POST', `/api/bulletins/${id}/visibility`, { hasOptedIn: 'yes' });
    expect(bad.status).toBe(400);
    expect((await client.rest('POST', `/api/bulletins/${inactive}/visibility`, { hasOptedIn: true })).status).toBe(404);
    expect((await client.rest('POST', '/api/bulletins/nope/visibility', { hasOptedIn: true })).status).toBe(404);
    expect((await server.client().rest('POST', `/api/bulletins/${id}/visibility`, { hasOptedIn: true })).status).toBe(401);
  });
});

describe('bulletin management', () => {
  it('refuses create, edit and delete to a member with 403 / FORBIDDEN on both doors', async () => {
    const id = await seed('Guarded');
    const { client } = await server.signedIn();
    expect((await client.rest('POST', '/api/bulletins', { title: 'T', content: 'C' })).status).toBe(403);
    expect((await client.rest('PATCH', `/api/bulletins/${id}`, { title: 'Hacked' })).status).toBe(403);
    expect((await client.rest('DELETE', `/api/bulletins/${id}`)).status).toBe(403);
    const ops = [
      [CREATE, { i: { title: 'T', content: 'C' } }],
      ['mutation($id: ID!) { updateBulletin(id: $id, input: { title: "Hacked" }) { id } }', { id }],
      ['mutation($id: ID!) { deleteBulletin(id: $id) }', { id }],
    ] as const;
    for (const [op, vars] of ops) expect((await client.gql(op, vars)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(titles((await client.rest('GET', '/api/bulletins')).body)).toContain('Guarded');
  });

  it('lets an administrator create (public, general and published now by default), edit and delete over REST', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const before = Date.now();
    const created = await client.rest('POST', '/api/bulletins', {
      title: ' Ramp safety ',
      content: 'Wear your vest.',
      publishedAt: '',
      expiresAt: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Ramp safety',
      type: 'general',
      isPublic: true,
      isActive: true,
      expiresAt: null,
      hasOptedIn: false,
    });
    expect(Date.parse(created.body.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    const id = created.body.id;

    const edited = await client.rest('PATCH', `/api/bulletins/${id}`, {
      type: 'urgent',
      isPublic: false,
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Ramp safety',
      type: 'urgent',
      isPublic: false,
      expiresAt: '2099-01-01T00:00:00.000Z',
      publishedAt: created.body.publishedAt,
    });

    const hidden = await client.rest('PATCH', `/api/bulletins/${id}`, { isActive: false });
    expect(hidden.body.isActive).toBe(false);
    const { client: member } = await server.signedIn();
    expect(titles((await member.rest('GET', '/api/bulletins')).body)).not.toContain('Ramp safety');

    expect((await client.rest('DELETE', `/api/bulletins/${id}`)).status).toBe(200);
    expect(titles((await client.rest('GET', '/api/bulletins?active=false')).body)).not.toContain('Ramp safety');
    expect((await client.rest('DELETE', `/api/bulletins/${id}`)).status).toBe(404);
  });

  it('lets an administrator create a draft and publish it, and schedule a date, through GraphQL', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const draft = await client.gql(CREATE, { i: { title: 'Deicing dates', content: 'TBD', type: 'training', draft: true } });
    expect(draft.data?.createBulletin).toMatchObject({ type: 'training', publishedAt: null });
    const id = draft.data?.createBulletin.id;
    const published = await client.gql(`mutation($id: ID!) { updateBulletin(id: $id, input: { draft: false }) { publishedAt } }`, { id });
    expect(published.data?.updateBulletin.publishedAt).not.toBeNull();
    const scheduled = await client.gql(CREATE, {
      i: { title: 'Scheduled', content: 'Later', publishedAt: '2030-05-01T14:00:00.000Z', isPublic: false },
    });
    expect(scheduled.data?.createBulletin).toMatchObject({ publishedAt: '2030-05-01T14:00:00.000Z', isPublic: false });
    const deleted = await client.gql('mutation($id: ID!) { deleteBulletin(id: $id) }', { id });
    expect(deleted.data?.deleteBulletin).toBe(true);
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ content: '' }, 'Content is required'],
    [{ type: 'memo' }, 'Type must be one of general, test_scores, training or urgent'],
    [{ publishedAt: 'soon' }, 'Please enter a valid publish date'],
    [{ expiresAt: '2000-01-01T00:00:00Z' }, 'Expiration date must be after the publish date'],
    // Years JavaScript accepts but PostgreSQL does not (this was a 500).
    [{ publishedAt: '+099999-01-01T00:00:00Z' }, 'Please enter a valid publish date'],
    [{ expiresAt: '-000001-01-01T00:00:00Z' }, 'Please enter a valid expiration date'],
  ])('refuses %o over REST with 400 and the message', async (override, message) => {
    const { client } = await server.signedIn({ isAdmin: true });
    const res = await client.rest('POST', '/api/bulletins', { title: 'T', content: 'C', ...override });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('drops NUL characters instead of failing (PostgreSQL text cannot hold them), and keeps other unicode', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const res = await client.rest('POST', '/api/bulletins', { title: 'Ünïcode 🚀 A\u0000B', content: '日本語\u0000 🧑‍✈️' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Ünïcode 🚀 AB', content: '日本語 🧑‍✈️' });
    const gql = await client.gql(`mutation($id: ID!) { updateBulletin(id: $id, input: { content: "x\\u0000y" }) { content } }`, {
      id: res.body.id,
    });
    expect(gql.data?.updateBulletin.content).toBe('xy');
  });

  it('gives BAD_USER_INPUT through GraphQL and 404 for unknown ids', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const res = await client.gql(CREATE, { i: { title: '  ', content: 'C' } });
    expect(res.errors?.[0]).toMatchObject({ message: 'Title is required', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await client.rest('PATCH', '/api/bulletins/00000000-0000-4000-8000-000000000000', { title: 'x' })).status).toBe(404);
    expect((await client.gql('mutation { deleteBulletin(id: "x") }')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
