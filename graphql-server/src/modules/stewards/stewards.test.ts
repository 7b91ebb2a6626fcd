import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { ShopSteward } from './steward.entity.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const em = server.orm.em.fork();
  em.create(ShopSteward, {
    name: 'Raymond Castillo',
    position: 'Chief Steward',
    department: 'Ramp',
    shift: 'day',
    phoneNumber: '(817) 555-0101',
    email: 'r.castillo@example.org',
  });
  em.create(ShopSteward, {
    name: 'Walter Greer',
    position: 'Steward',
    department: 'Cargo',
    shift: 'swing',
    phoneNumber: '(817) 555-0115',
    isActive: false,
  });
  await em.flush();
});
afterAll(() => server.close());

const FIELDS = 'id name position department shift phoneNumber email isActive';
const steward = {
  name: 'Kim Tran',
  position: 'Alternate Steward',
  department: 'GSE',
  shift: 'night',
  phoneNumber: '(817) 555-0112',
  email: 'K.Tran@Example.org',
};

describe('shop steward directory', () => {
  it('lists only active stewards to a signed-in member, through both doors', async () => {
    const { client } = await server.signedIn();
    const rest = await client.rest('GET', '/api/shop-stewards');
    expect(rest.status).toBe(200);
    expect(rest.body.map((s: { name: string }) => s.name)).toEqual(['Raymond Castillo']);
    expect(rest.body[0]).toMatchObject({
      position: 'Chief Steward',
      department: 'Ramp',
      shift: 'day',
      phoneNumber: '(817) 555-0101',
      email: 'r.castillo@example.org',
      isActive: true,
    });
    const gql = await client.gql(`{ shopStewards { ${FIELDS} } }`);
    expect(gql.data?.shopStewards.map((s: { name: string }) => s.name)).toEqual(['Raymond Castillo']);
  });

  it('is for signed-in members only (401 / UNAUTHENTICATED)', async () => {
    const visitor = server.client();
    expect((await visitor.rest('GET', '/api/shop-stewards')).status).toBe(401);
    expect((await visitor.gql('{ shopStewards { id } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('steward management', () => {
  it('refuses every administrator operation to a member with 403 / FORBIDDEN', async () => {
    const { client } = await server.signedIn();
    const id = (await client.rest('GET', '/api/shop-stewards')).body[0].id;
    expect((await client.rest('GET', '/api/admin/shop-stewards')).status).toBe(403);
    expect((await client.rest('POST', '/api/admin/shop-stewards', steward)).status).toBe(403);
    expect((await client.rest('PATCH', `/api/admin/shop-stewards/${id}`, { name: 'X' })).status).toBe(403);
    expect((await client.rest('POST', `/api/admin/shop-stewards/${id}/deactivate`)).status).toBe(403);
    expect((await client.rest('DELETE', `/api/admin/shop-stewards/${id}`)).status).toBe(403);
    for (const op of [
      '{ allShopStewards { id } }',
      'mutation($i: StewardInput!) { createShopSteward(input: $i) { id } }',
      `mutation { updateShopSteward(id: "${id}", input: { name: "X" }) { id } }`,
      `mutation { deactivateShopSteward(id: "${id}") { id } }`,
    ]) {
      const res = await client.gql(op, { i: steward });
      expect(res.errors?.[0].extensions?.code, op).toBe('FORBIDDEN');
    }
    const after = await client.rest('GET', '/api/shop-stewards');
    expect(after.body.map((s: { name: string }) => s.name)).toEqual(['Raymond Castillo']);
  });

  it('lets an administrator create, edit, deactivate and reactivate a steward over REST', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const created = await client.rest('POST', '/api/admin/shop-stewards', { ...steward, name: '  Kim Tran ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...steward, email: 'k.tran@example.org', isActive: true });
    const id = created.body.id;

    const edited = await client.rest('PATCH', `/api/admin/shop-stewards/${id}`, { position: 'Chief Steward', email: '' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Kim Tran', position: 'Chief Steward', email: null });

    const deactivated = await client.rest('POST', `/api/admin/shop-stewards/${id}/deactivate`);
    expect(deactivated.body.isActive).toBe(false);
    const directory = await client.rest('GET', '/api/shop-stewards');
    expect(directory.body.map((s: { id: string }) => s.id)).not.toContain(id);
    const all = await client.rest('GET', '/api/admin/shop-stewards');
    expect(all.body).toContainEqual(expect.objectContaining({ id, isActive: false }));
    expect(all.body).toContainEqual(expect.objectContaining({ name: 'Walter Greer', isActive: false }));

    await client.rest('PATCH', `/api/admin/shop-stewards/${id}`, { isActive: true });
    expect((await client.rest('GET', '/api/shop-stewards')).body.map((s: { id: string }) => s.id)).toContain(id);
    expect((await client.rest('DELETE', `/api/admin/shop-stewards/${id}`)).body.isActive).toBe(false);
  });

  it('lets an administrator do the same through GraphQL', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const created = await client.gql(`mutation($i: StewardInput!) { createShopSteward(input: $i) { ${FIELDS} } }`, {
      i: { ...steward, name: 'Gene Pruitt' },
    });
    const id = created.data?.createShopSteward.id;
    expect(created.data?.createShopSteward).toMatchObject({ name: 'Gene Pruitt', isActive: true });
    const updated = await client.gql(
      `mutation($id: ID!) { updateShopSteward(id: $id, input: { shift: "swing", email: null }) { ${FIELDS} } }`,
      { id },
    );
    expect(updated.data?.updateShopSteward).toMatchObject({ shift: 'swing', email: null, name: 'Gene Pruitt' });
    const off = await client.gql(`mutation($id: ID!) { deactivateShopSteward(id: $id) { isActive } }`, { id });
    expect(off.data?.deactivateShopSteward.isActive).toBe(false);
    const all = await client.gql('{ allShopStewards { id isActive } }');
    expect(all.data?.allShopStewards).toContainEqual({ id, isActive: false });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ department: ' ' }, 'Department is required'],
    [{ shift: '' }, 'Shift is required'],
    [{ position: '' }, 'Position is required'],
    [{ phoneNumber: '555-0101' }, 'Phone number must be at least 10 digits'],
    [{ phoneNumber: '817-555-0101 call me' }, 'Invalid phone number format'],
    [{ email: 'kim@' }, 'Please enter a valid email address'],
  ])('refuses %o with the spec message (400 / BAD_USER_INPUT)', async (override, message) => {
    const { client } = await server.signedIn({ isAdmin: true });
    const rest = await client.rest('POST', '/api/admin/shop-stewards', { ...steward, ...override });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(message);
    const gql = await client.gql('mutation($i: StewardInput!) { createShopSteward(input: $i) { id } }', { i: { ...steward, ...override } });
    expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('drops NUL characters instead of failing (PostgreSQL text cannot hold them), and keeps other unicode', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const res = await client.rest('POST', '/api/admin/shop-stewards', { ...steward, name: 'Zoë\u0000 Ørsted 🚀', department: 'G\u0000SE' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Zoë Ørsted 🚀', department: 'GSE' });
    const blank = await client.rest('POST', '/api/admin/shop-stewards', { ...steward, name: '\u0000' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Name is required');
  });

  it('answers 404 for an unknown or malformed id, and checks edits with the same rules', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    expect((await client.rest('PATCH', '/api/admin/shop-stewards/00000000-0000-4000-8000-000000000000', { name: 'X' })).status).toBe(404);
    const bad = await client.rest('PATCH', '/api/admin/shop-stewards/not-a-uuid', { name: 'X' });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe('Shop steward not found');
    const gql = await client.gql('mutation { deactivateShopSteward(id: "nope") { id } }');
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const id = (await client.rest('GET', '/api/shop-stewards')).body[0].id;
    const edit = await client.rest('PATCH', `/api/admin/shop-stewards/${id}`, { phoneNumber: '12345' });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe('Phone number must be at least 10 digits');
  });
});
