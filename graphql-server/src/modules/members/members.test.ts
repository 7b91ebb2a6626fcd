import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@union/rules/members';
import { User } from '../../auth/user.entity.js';
import { TestClient } from '../../test/client.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../test/harness.js';
import { ShopSteward } from '../stewards/steward.entity.js';
import { MemberChange } from './member-change.entity.js';

let server: TestServer;
let admin: { client: TestClient; user: User };
let superAdmin: { client: TestClient; user: User };
let ramp: ShopSteward;
let cargo: ShopSteward;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn({ isAdmin: true, firstName: 'Olivia', lastName: 'Admin' });
  superAdmin = await server.signedIn({ isAdmin: true, isSuperAdmin: true, firstName: 'Sam', lastName: 'Super' });
  const em = server.orm.em.fork();
  ramp = em.create(ShopSteward, {
    name: 'Raymond Castillo',
    position: 'Chief Steward',
    department: 'Ramp',
    shift: 'day',
    phoneNumber: '(817) 555-0101',
  });
  cargo = em.create(ShopSteward, {
    name: 'Kim Tran',
    position: 'Steward',
    department: 'Cargo',
    shift: 'night',
    phoneNumber: '(817) 555-0112',
  });
  await em.flush();
});
afterAll(() => server.close());

const MEMBER_FIELDS = 'id username firstName lastName employeeNumber employmentStatus isAdmin isSuperAdmin isSteward isActive stewardId';
const DETAILS = `${MEMBER_FIELDS} steward { id name department } changes { at actor { firstName lastName } changes { field from to } }`;
const UPDATE = `mutation($id: ID!, $input: MemberUpdateInput!) { updateMember(id: $id, input: $input) { ${DETAILS} } }`;

async function bearerFor(client: TestClient, scopes: string[]): Promise<TestClient> {
  const res = await client.gql('mutation($i: AccessTokenInput!) { createAccessToken(input: $i) { token } }', {
    i: { name: 'Script', scopes, expiresInDays: 30 },
  });
  const token = new TestClient(server.url);
  token.headers.authorization = `Bearer ${res.data.createAccessToken.token}`;
  return token;
}

describe('the member list', () => {
  it('finds members by any word of their name, username or employee number, case-insensitively, through both doors', async () => {
    const { user: dana } = await server.signedIn({ firstName: 'Dana', lastName: 'Reyes', employeeNumber: 'R-20451' });
    await server.signedIn({ firstName: 'Dana', lastName: 'Whitfield' });
    const rest = await admin.client.rest('GET', '/api/admin/members?search=dana%20REYES');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([
      expect.objectContaining({
        id: dana.id,
        username: dana.username,
        firstName: 'Dana',
        lastName: 'Reyes',
        employeeNumber: 'R-20451',
        employmentStatus: 'full_time',
        isAdmin: false,
        isSteward: false,
        isActive: true,
      }),
    ]);
    expect(rest.body[0]).not.toHaveProperty('hashedPassword');
    const byNumber = await admin.client.gql(`{ members(search: "r-2045") { totalCount edges { node { ${MEMBER_FIELDS} } } } }`);
    expect(byNumber.data.members.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([dana.id]);
    const both = await admin.client.gql('{ members(search: "dana") { totalCount edges { node { lastName } } } }');
    expect(both.data.members.edges.map((e: { node: { lastName: string } }) => e.node.lastName)).toEqual(['Reyes', 'Whitfield']);
  });

  it("takes the search's % and _ literally", async () => {
    await server.signedIn({ firstName: 'Percy', lastName: 'Under_score' });
    const underscore = await admin.client.rest('GET', '/api/admin/members?search=under_');
    expect(underscore.body.map((m: { lastName: string }) => m.lastName)).toEqual(['Under_score']);
    expect((await admin.client.rest('GET', '/api/admin/members?search=%25')).body).toEqual([]);
  });

  it('filters by status, role and the linked steward record’s department, and pages by last name', async () => {
    const { user: disabled } = await server.signedIn({ lastName: 'Zeta-Disabled' });
    const { user: steward } = await server.signedIn({ lastName: 'Zeta-Steward', isSteward: true });
    const em = server.orm.em.fork();
    await em.nativeUpdate(User, { id: disabled.id }, { isActive: false });
    await em.nativeUpdate(ShopSteward, { id: cargo.id }, { user: steward.id });
    const list = async (query: string) =>
      ((await admin.client.rest('GET', `/api/admin/members?${query}`)).body as { id: string; lastName: string }[]).map((m) => m.id);
    expect(await list('status=disabled')).toEqual([disabled.id]);
    expect(await list('search=zeta&status=active')).toEqual([steward.id]);
    expect(await list('search=zeta&role=steward')).toEqual([steward.id]);
    expect(await list('search=zeta&role=member')).toEqual([disabled.id]);
    expect(await list('role=admin')).toEqual([admin.user.id, superAdmin.user.id]);
    expect(await list('department=Cargo')).toEqual([steward.id]);
    expect(await list('department=Ramp')).toEqual([]);
    await em.nativeUpdate(ShopSteward, { id: cargo.id }, { user: null });

    const all = await list('');
    const first = await admin.client.rest('GET', '/api/admin/members?limit=2');
    expect(first.body.items.map((m: { id: string }) => m.id)).toEqual(all.slice(0, 2));
    expect(first.body.totalCount).toBe(all.length);
    const second = await admin.client.rest('GET', `/api/admin/members?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((m: { id: string }) => m.id)).toEqual(all.slice(2, 4));
    const gqlPage = await admin.client.gql(`query($after: String) { members(first: 3, after: $after) { edges { node { id } } } }`, {
      after: first.body.nextCursor,
    });
    expect(gqlPage.data.members.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(all.slice(2, 5));
  });

  it('finds by department a member of it as well as the steward whose record covers it, through both doors', async () => {
    const { user: worker } = await server.signedIn({ lastName: 'Yu-Cargo', department: 'Cargo' });
    const { user: stewardOfIt } = await server.signedIn({ lastName: 'Yu-Steward', isSteward: true, department: 'Ramp' });
    await server.signedIn({ lastName: 'Yu-Ramp', department: 'Ramp' });
    const em = server.orm.em.fork();
    await em.nativeUpdate(ShopSteward, { id: cargo.id }, { user: stewardOfIt.id });
    const rest = await admin.client.rest('GET', '/api/admin/members?search=yu&department=Cargo');
    expect(rest.body.map((m: { id: string; department: string | null }) => [m.id, m.department])).toEqual([
      [worker.id, 'Cargo'],
      [stewardOfIt.id, 'Ramp'],
    ]);
    const gql = await admin.client.gql('{ members(search: "yu", department: "Ramp") { edges { node { lastName department } } } }');
    expect(gql.data.members.edges.map((e: { node: { lastName: string } }) => e.node.lastName)).toEqual(['Yu-Ramp', 'Yu-Steward']);
    // Without a linked record in it, only the members of the department.
    await em.nativeUpdate(ShopSteward, { id: cargo.id }, { user: null });
    const plain = await admin.client.rest('GET', '/api/admin/members?search=yu&department=Cargo');
    expect(plain.body.map((m: { id: string }) => m.id)).toEqual([worker.id]);
  });

  it('refuses filters out of bounds with 400 / BAD_USER_INPUT and the message', async () => {
    const bad = await admin.client.rest('GET', '/api/admin/members?status=sleeping');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MEMBER_MESSAGES.status);
    const long = await admin.client.rest('GET', `/api/admin/members?search=${'x'.repeat(101)}`);
    expect(long.body.message).toBe(MEMBER_MESSAGES.searchTooLong);
    const twice = await admin.client.rest('GET', '/api/admin/members?search=a&search=b');
    expect(twice.status).toBe(400);
    const gql = await admin.client.gql(`{ members(search: "${'x'.repeat(101)}") { totalCount } }`);
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('changing a member', () => {
  it('makes a member a steward linked to a directory record, and refuses a record already linked to another member (409)', async () => {
    const { user: kim } = await server.signedIn({ firstName: 'Kim', lastName: 'Tran', employeeNumber: 'T-1001' });
    const { user: lee } = await server.signedIn({ firstName: 'Lee', lastName: 'Park' });
    const made = await admin.client.rest('PATCH', `/api/admin/members/${kim.id}`, { isSteward: true, stewardId: ramp.id });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      id: kim.id,
      isSteward: true,
      stewardId: ramp.id,
      steward: { id: ramp.id, name: 'Raymond Castillo' },
    });
    expect(made.body.steward).not.toHaveProperty('user');

    const taken = await admin.client.gql(UPDATE, { id: lee.id, input: { stewardId: ramp.id } });
    expect(taken.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(taken.errors?.[0].message).toBe(MEMBER_MESSAGES.stewardRecordTaken('Kim Tran (T-1001)'));
    const takenRest = await admin.client.rest('PATCH', `/api/admin/members/${lee.id}`, { stewardId: ramp.id });
    expect(takenRest.status).toBe(409);

    // Moving Kim to another record frees the first one; null unlinks.
    const moved = await admin.client.gql(UPDATE, { id: kim.id, input: { stewardId: cargo.id } });
    expect(moved.data.updateMember.stewardId).toBe(cargo.id);
    expect((await admin.client.gql(UPDATE, { id: lee.id, input: { stewardId: ramp.id } })).data.updateMember.stewardId).toBe(ramp.id);
    const unlinked = await admin.client.rest('PATCH', `/api/admin/members/${kim.id}`, { stewardId: null });
    expect(unlinked.body).toMatchObject({ stewardId: null, steward: null });
    await admin.client.rest('PATCH', `/api/admin/members/${lee.id}`, { stewardId: null });

    expect((await admin.client.rest('PATCH', `/api/admin/members/${kim.id}`, { stewardId: crypto.randomUUID() })).status).toBe(404);
    expect((await admin.client.rest('PATCH', `/api/admin/members/${kim.id}`, { stewardId: 'ramp' })).status).toBe(400);
    expect((await admin.client.rest('PATCH', `/api/admin/members/${kim.id}`, {})).body.message).toBe(MEMBER_MESSAGES.nothingToChange);
    expect((await admin.client.rest('PATCH', `/api/admin/members/${crypto.randomUUID()}`, { isSteward: true })).status).toBe(404);
    expect((await admin.client.rest('GET', '/api/admin/members/not-an-id')).status).toBe(404);
  });

  it('records every change with who made it, when, and each value before and after, newest first', async () => {
    const { user: ana } = await server.signedIn({ firstName: 'Ana', lastName: 'Ruiz' });
    await admin.client.rest('PATCH', `/api/admin/members/${ana.id}`, { isSteward: true, stewardId: ramp.id });
    await superAdmin.client.gql(UPDATE, { id: ana.id, input: { isAdmin: true, isSteward: true } });
    await admin.client.rest('PATCH', `/api/admin/members/${ana.id}`, { stewardId: null, isActive: false });
    const details = await admin.client.rest('GET', `/api/admin/members/${ana.id}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ isAdmin: true, isSteward: true, isActive: false, stewardId: null });
    expect(details.body.changes.map((c: { actor: { firstName: string }; changes: unknown[] }) => [c.actor.firstName, c.changes])).toEqual([
      [
        'Olivia',
        [
          { field: 'isActive', from: 'true', to: 'false' },
          { field: 'stewardId', from: ramp.id, to: null },
        ],
      ],
      // Unchanged values (isSteward was already true) are not recorded.
      ['Sam', [{ field: 'isAdmin', from: 'false', to: 'true' }]],
      [
        'Olivia',
        [
          { field: 'isSteward', from: 'false', to: 'true' },
          { field: 'stewardId', from: null, to: ramp.id },
        ],
      ],
    ]);
    expect(Date.parse(details.body.changes[0].at)).toBeGreaterThan(Date.now() - 60_000);
    const gql = await admin.client.gql(`query($id: ID!) { member(id: $id) { ${DETAILS} } }`, { id: ana.id });
    expect(gql.data.member.changes).toHaveLength(3);
    // Sending the values a member already has changes nothing and records nothing.
    await admin.client.rest('PATCH', `/api/admin/members/${ana.id}`, { isSteward: true, isActive: false });
    expect((await admin.client.rest('GET', `/api/admin/members/${ana.id}`)).body.changes).toHaveLength(3);
  });
});

describe("a member's department and whole history", () => {
  it("lets an administrator set and clear a member's department, recorded in their history, and refuses a bad one", async () => {
    const { user: bo } = await server.signedIn({ firstName: 'Bo', lastName: 'Lind', department: 'Ramp' });
    const set = await admin.client.rest('PATCH', `/api/admin/members/${bo.id}`, { department: ' cargo ' });
    expect(set.status).toBe(200);
    // The steward directory's spelling, so the filters find them with everyone else in it.
    expect(set.body.department).toBe('Cargo');
    expect(set.body.changes[0].changes).toEqual([{ field: 'department', from: 'Ramp', to: 'Cargo' }]);
    const cleared = await admin.client.gql(UPDATE.replace('changes {', 'department changes {'), { id: bo.id, input: { department: '' } });
    expect(cleared.data.updateMember.department).toBeNull();
    expect(cleared.data.updateMember.changes[0].changes).toEqual([{ field: 'department', from: 'Cargo', to: null }]);
    // The same department again changes nothing and records nothing.
    await admin.client.rest('PATCH', `/api/admin/members/${bo.id}`, { department: null });
    const bos = (await admin.client.rest('GET', `/api/admin/members/${bo.id}`)).body;
    expect(bos.changes).toHaveLength(2);
    expect(bos.olderChangesCursor).toBeNull();

    const long = await admin.client.rest('PATCH', `/api/admin/members/${bo.id}`, { department: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(MEMBER_MESSAGES.departmentTooLong);
    const gqlLong = await admin.client.gql(UPDATE, { id: bo.id, input: { department: 'x'.repeat(101) } });
    expect(gqlLong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('pages through every change, newest first, on both doors, with the page size bounded', async () => {
    const { user: cy } = await server.signedIn({ firstName: 'Cy', lastName: 'Moss' });
    const em = server.orm.em.fork();
    const base = Date.parse('2026-01-05T08:00:00.000Z');
    // 25 changes, the last two in the same millisecond: the id decides between them, and neither is lost between pages.
    for (let i = 0; i < 25; i += 1) {
      em.create(MemberChange, {
        actor: em.getReference(User, admin.user.id),
        member: em.getReference(User, cy.id),
        at: new Date(base + Math.min(i, 23) * 60_000),
        change: { isSteward: { from: i % 2 === 1, to: i % 2 === 0 } },
      });
    }
    await em.flush();
    const all = (await em.find(MemberChange, { member: cy.id }, { orderBy: [{ at: 'desc' }, { id: 'desc' }] })).map((c) => c.id);
    expect(all).toHaveLength(25);

    const details = await admin.client.rest('GET', `/api/admin/members/${cy.id}`);
    expect(details.body.changes.map((c: { id: string }) => c.id)).toEqual(all.slice(0, 20));
    // The member's page says where the older ones start, for either door.
    const olderThanDetails = await admin.client.rest(
      'GET',
      `/api/admin/members/${cy.id}/changes?cursor=${details.body.olderChangesCursor}`,
    );
    expect(olderThanDetails.body.items.map((c: { id: string }) => c.id)).toEqual(all.slice(20));
    expect(olderThanDetails.body.nextCursor).toBeNull();

    const PAGE = `query($id: ID!, $first: Int, $after: String) {
      memberChanges(id: $id, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id at actor { firstName } changes { field from to } } } }
    }`;
    const first = (await admin.client.gql(PAGE, { id: cy.id })).data.memberChanges;
    expect(first.totalCount).toBe(25);
    expect(first.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(all.slice(0, 20));
    expect(first.edges[0].node).toMatchObject({ actor: { firstName: 'Olivia' }, changes: [{ field: 'isSteward' }] });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await admin.client.gql(PAGE, { id: cy.id, after: first.pageInfo.endCursor })).data.memberChanges;
    expect(second.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(all.slice(20));
    expect(second.pageInfo.hasNextPage).toBe(false);

    const restFirst = await admin.client.rest('GET', `/api/admin/members/${cy.id}/changes?limit=10`);
    expect(restFirst.status).toBe(200);
    expect(restFirst.body.items.map((c: { id: string }) => c.id)).toEqual(all.slice(0, 10));
    expect(restFirst.body.totalCount).toBe(25);
    const restNext = await admin.client.rest('GET', `/api/admin/members/${cy.id}/changes?limit=10&cursor=${restFirst.body.nextCursor}`);
    expect(restNext.body.items.map((c: { id: string }) => c.id)).toEqual(all.slice(10, 20));
    // Without a limit, a page of 20 all the same: the history is never answered whole.
    const restDefault = await admin.client.rest('GET', `/api/admin/members/${cy.id}/changes`);
    expect(restDefault.body.items).toHaveLength(20);
    expect(restDefault.body.nextCursor).toEqual(expect.any(String));

    expect((await admin.client.rest('GET', `/api/admin/members/${cy.id}/changes?limit=101`)).status).toBe(400);
    expect((await admin.client.gql(PAGE, { id: cy.id, first: 101 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await admin.client.rest('GET', `/api/admin/members/${cy.id}/changes?cursor=nope`)).status).toBe(400);
    expect((await admin.client.rest('GET', `/api/admin/members/${crypto.randomUUID()}/changes`)).status).toBe(404);
    expect((await admin.client.gql(PAGE, { id: crypto.randomUUID() })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const { client: member } = await server.signedIn();
    expect((await member.rest('GET', `/api/admin/members/${cy.id}/changes`)).status).toBe(403);
    expect((await member.gql(PAGE, { id: cy.id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('disabling an account', () => {
  it('ends its live session and its access token at once, and it cannot sign in again', async () => {
    const { client, user } = await server.signedIn({ firstName: 'Marcus', lastName: 'Reyes' });
    const token = await bearerFor(client, ['read']);
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(200);
    expect((await token.rest('GET', '/api/journal/entries')).status).toBe(200);

    const disabled = await admin.client.rest('PATCH', `/api/admin/members/${user.id}`, { isActive: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body.isActive).toBe(false);
    expect((await client.rest('GET', '/api/journal/entries')).status).toBe(401);
    expect((await client.gql('{ me { id } }')).data.me).toBeNull();
    expect((await token.rest('GET', '/api/journal/entries')).status).toBe(401);
    expect((await token.gql('{ journalEvents { id } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // The same answer as a wrong password: nothing says the account exists or is disabled.
    const signIn = await server.client().rest('POST', '/api/auth/login', { username: user.username, password: TEST_PASSWORD });
    const wrong = await server.client().rest('POST', '/api/auth/login', { username: user.username, password: 'not-the-password' });
    expect(signIn.status).toBe(401);
    expect(signIn.body).toEqual(wrong.body);
    const viaGql = await server.client().gql('mutation($i: LoginInput!) { login(input: $i) { id } }', {
      i: { username: user.username, password: TEST_PASSWORD },
    });
    expect(viaGql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // Enabled again, the member signs in; the ended session and token stay ended.
    await admin.client.rest('PATCH', `/api/admin/members/${user.id}`, { isActive: true });
    expect((await server.client().rest('POST', '/api/auth/login', { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    expect((await client.rest('GET', '/api/journal/entries')).status).toBe(401);
    expect((await token.rest('GET', '/api/journal/entries')).status).toBe(401);
  });

  it('refuses a session or token of an account disabled behind the change’s back (a request racing it)', async () => {
    const { client, user } = await server.signedIn();
    const token = await bearerFor(client, ['read']);
    await server.orm.em.fork().nativeUpdate(User, { id: user.id }, { isActive: false });
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(401);
    expect((await token.rest('GET', '/api/journal/entries')).status).toBe(401);
  });

  it('refuses to disable yourself or the last active super-administrator, or to remove their administrator role (409)', async () => {
    const self = await admin.client.rest('PATCH', `/api/admin/members/${admin.user.id}`, { isActive: false });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(MEMBER_MESSAGES.disableSelf);
    const last = await admin.client.gql(UPDATE, { id: superAdmin.user.id, input: { isActive: false } });
    expect(last.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(last.errors?.[0].message).toBe(MEMBER_MESSAGES.lastSuperAdminDisabled);
    const ownRole = await superAdmin.client.rest('PATCH', `/api/admin/members/${superAdmin.user.id}`, { isAdmin: false });
    expect(ownRole.body.message).toBe(MEMBER_MESSAGES.removeOwnAdmin);

    // With a second super-administrator, the first may be disabled by anyone, and their role removed by a super-administrator.
    const { user: second, client: secondClient } = await server.signedIn({ isAdmin: true, isSuperAdmin: true });
    const lastRole = await secondClient.rest('PATCH', `/api/admin/members/${superAdmin.user.id}`, { isAdmin: false });
    expect(lastRole.status).toBe(200);
    expect(lastRole.body).toMatchObject({ isAdmin: false, isSuperAdmin: false });
    const onlyOne = await secondClient.rest('PATCH', `/api/admin/members/${second.id}`, { isActive: false });
    expect(onlyOne.body.message).toBe(MEMBER_MESSAGES.disableSelf);
    const restored = await server.orm.em.fork().nativeUpdate(User, { id: superAdmin.user.id }, { isAdmin: true, isSuperAdmin: true });
    expect(restored).toBe(1);
    const disablesSecond = await admin.client.rest('PATCH', `/api/admin/members/${second.id}`, { isActive: false });
    expect(disablesSecond.status).toBe(200);
    expect((await secondClient.rest('GET', '/api/auth/me')).status).toBe(401);
  });
});

describe('who may do what', () => {
  it('grants or removes the administrator role for super-administrators only (403 for an administrator)', async () => {
    const { user } = await server.signedIn();
    const byAdmin = await admin.client.rest('PATCH', `/api/admin/members/${user.id}`, { isAdmin: true });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe(MEMBER_MESSAGES.adminBySuperAdminOnly);
    expect((await admin.client.gql(UPDATE, { id: user.id, input: { isAdmin: true } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const bySuper = await superAdmin.client.rest('PATCH', `/api/admin/members/${user.id}`, { isAdmin: true });
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.isAdmin).toBe(true);
    const removed = await superAdmin.client.gql(UPDATE, { id: user.id, input: { isAdmin: false } });
    expect(removed.data.updateMember.isAdmin).toBe(false);
  });

  it('refuses members (403 / FORBIDDEN) and visitors (401 / UNAUTHENTICATED) through both doors', async () => {
    const { client, user } = await server.signedIn();
    const visitor = server.client();
    for (const [who, status, code] of [
      [client, 403, 'FORBIDDEN'],
      [visitor, 401, 'UNAUTHENTICATED'],
    ] as const) {
      expect((await who.rest('GET', '/api/admin/members')).status).toBe(status);
      expect((await who.rest('GET', `/api/admin/members/${user.id}`)).status).toBe(status);
      expect((await who.rest('PATCH', `/api/admin/members/${user.id}`, { isSteward: true })).status).toBe(status);
      expect((await who.gql('{ members { totalCount } }')).errors?.[0].extensions?.code).toBe(code);
      expect((await who.gql(`{ member(id: "${user.id}") { id } }`)).errors?.[0].extensions?.code).toBe(code);
      expect((await who.gql(UPDATE, { id: user.id, input: { isSteward: true } })).errors?.[0].extensions?.code).toBe(code);
    }
    expect((await admin.client.rest('GET', `/api/admin/members/${user.id}`)).body.isSteward).toBe(false);
  });

  it("lets an administrator's token read with admin:read and change with admin:write only", async () => {
    const { user } = await server.signedIn();
    const reader = await bearerFor(admin.client, ['read', 'admin:read']);
    expect((await reader.rest('GET', '/api/admin/members')).status).toBe(200);
    expect((await reader.rest('PATCH', `/api/admin/members/${user.id}`, { isSteward: true })).status).toBe(403);
    const writer = await bearerFor(admin.client, ['read', 'write', 'admin:read', 'admin:write']);
    expect((await writer.rest('PATCH', `/api/admin/members/${user.id}`, { isSteward: true })).body.isSteward).toBe(true);
  });
});
