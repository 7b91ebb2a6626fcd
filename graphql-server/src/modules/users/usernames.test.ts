import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowlist, startTestServer, TEST_PASSWORD, type TestServer } from '../../test/harness.js';
import { User } from '../../auth/user.entity.js';
import { ensureSuperAdmin } from './users.service.js';

// Usernames were once matched with ILIKE, so `%` and `_` were wildcards; names and emails are now one normalised key.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let n = 0;
function registration(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    username: `keyed${n}`,
    password: `ramp-safety-${n}`,
    personalEmail: `keyed${n}@example.org`,
    employeeNumber: `K${1000 + n}`,
    firstName: 'Dana',
    lastName: 'Okafor',
    employmentStatus: 'full_time',
    hireDate: '2021-06-01',
    ...overrides,
  };
}

const login = (username: string, password: string) => server.client().rest('POST', '/api/auth/login', { username, password });

describe('sign-in by username', () => {
  beforeAll(async () => {
    // Every harness member shares TEST_PASSWORD: under ILIKE, `%` with it signed in as the first of them.
    await server.signedIn({ username: 'chief', isAdmin: true });
    await server.signedIn({ username: 'z' });
    await server.signedIn({ username: 'parttime', password: 'parttime-password' });
    await server.signedIn({ username: 'member', password: 'member-password' });
  });

  it.each([
    ['%', TEST_PASSWORD],
    ['_', TEST_PASSWORD],
    ['%%', TEST_PASSWORD],
    ['parttim_', 'parttime-password'],
    ['part%', 'parttime-password'],
    ['%arttim%', 'parttime-password'],
    ['PARTTIM_', 'parttime-password'],
  ])('refuses %s with the right password of the name it would match (401, no session)', async (username, password) => {
    const client = server.client();
    const res = await client.rest('POST', '/api/auth/login', { username, password });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid username or password');
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(401);
  });

  it.each(['member', 'MEMBER', 'Member', 'ｍｅｍｂｅｒ', 'Ｍｅｍｂｅｒ', ' member ', '\u3000member'])(
    'signs %j in as member: one normalisation (case, width, spaces)',
    async (typed) => {
      const res = await login(typed, 'member-password');
      expect(res.status).toBe(200);
      expect(res.body.username).toBe('member');
    },
  );

  it('still signs the real parttime in after the wildcard attempts', async () => {
    const res = await login('parttime', 'parttime-password');
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('parttime');
  });
});

describe('registration races', () => {
  it('of Dana, dana, DANA, ｄａｎａ and ｄana at once: exactly one account, the rest 409; the winner signs in', async () => {
    const names = ['Dana', 'dana', 'DANA', 'ｄａｎａ', 'ｄana'];
    const bodies = names.map((username) => registration({ username }));
    for (const body of bodies) await allowlist(server.orm, body.personalEmail);
    const results = await Promise.all(bodies.map((body) => server.client().rest('POST', '/api/auth/register', body)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.message).toBe('Username is already taken');
    expect(await server.orm.em.fork().count(User, { usernameKey: 'dana' })).toBe(1);

    const winner = bodies[results.findIndex((r) => r.status === 201)];
    const signIn = await login('dana', winner.password);
    expect(signIn.status).toBe(200);
    expect(signIn.body.username).toBe(winner.username);
  });

  it('of one allowlisted email five times at once: one account, the rest 409; the entry stays and a later try is refused', async () => {
    await allowlist(server.orm, 'shared@example.org');
    const bodies = ['shared@example.org', 'Shared@example.org', ' SHARED@EXAMPLE.ORG', 'shared@Example.org', 'shared@example.ORG'].map(
      (personalEmail) => registration({ personalEmail }),
    );
    const results = await Promise.all(bodies.map((body) => server.client().rest('POST', '/api/auth/register', body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.message).toBe('An account with this email already exists');
    expect(await server.orm.em.fork().count(User, { emailKey: 'shared@example.org' })).toBe(1);

    const winner = bodies[results.findIndex((r) => r.status === 201)];
    expect((await login(winner.username, winner.password)).status).toBe(200);
    const later = await server.client().gql('mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: registration({ personalEmail: 'shared@example.org' }),
    });
    expect(later.errors?.[0]).toMatchObject({ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } });
  });

  it('keeps the username as typed for display', async () => {
    const body = registration({ username: 'RampRat_77' });
    await allowlist(server.orm, body.personalEmail);
    const res = await server.client().rest('POST', '/api/auth/register', body);
    expect(res.status).toBe(201);
    expect(res.body.username).toBe('RampRat_77');
    expect((await login('ramprat_77', body.password)).body.username).toBe('RampRat_77');
    expect((await login('ramprat%', body.password)).status).toBe(401);
  });
});

describe('updateProfile email', () => {
  const profile = (personalEmail: string, employeeNumber: string) => ({
    firstName: 'Alex',
    lastName: 'Rivera',
    personalEmail,
    employeeNumber,
    employmentStatus: 'full_time',
  });

  it("refuses another account's email (any case) with 409 on both doors, and keeps one's own", async () => {
    const { user: other } = await server.signedIn({ personalEmail: 'taken@example.org' });
    const { client, user } = await server.signedIn();
    const rest = await client.rest('PATCH', '/api/users/profile', profile('Taken@Example.org', user.employeeNumber));
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe('An account with this email already exists');
    const gql = await client.gql('mutation($input: ProfileInput!) { updateProfile(input: $input) { personalEmail } }', {
      input: profile('taken@example.org', user.employeeNumber),
    });
    expect(gql.errors?.[0]).toMatchObject({ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } });
    expect((await server.orm.em.fork().findOneOrFail(User, { id: other.id })).personalEmail).toBe('taken@example.org');

    const own = await client.rest('PATCH', '/api/users/profile', profile(user.personalEmail.toUpperCase(), user.employeeNumber));
    expect(own.status).toBe(200);
  });

  it('of two members switching to one new email at once: one of them gets it', async () => {
    const a = await server.signedIn();
    const b = await server.signedIn();
    const results = await Promise.all(
      [a, b].map(({ client, user }) => client.rest('PATCH', '/api/users/profile', profile('fresh@example.org', user.employeeNumber))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await server.orm.em.fork().count(User, { emailKey: 'fresh@example.org' })).toBe(1);
  });
});

describe('ensureSuperAdmin with wildcard characters in ADMIN_USERNAME', () => {
  it('creates ops_boss, sec_admin and % as new users and promotes nobody else', async () => {
    const { user: opsBoss } = await server.signedIn({ username: 'ops-boss' });
    const { user: secXadmin } = await server.signedIn({ username: 'secXadmin' });
    for (const username of ['ops_boss', 'sec_admin', '%']) {
      const admin = await ensureSuperAdmin(server.orm.em.fork(), {
        username,
        password: 'admin-strong-pass',
        email: `admin.${n++}@example.org`,
      });
      expect(admin).toMatchObject({ username, isAdmin: true, isSuperAdmin: true });
      expect([opsBoss.id, secXadmin.id]).not.toContain(admin.id);
    }
    const em = server.orm.em.fork();
    for (const id of [opsBoss.id, secXadmin.id]) {
      expect(await em.findOneOrFail(User, { id })).toMatchObject({ isAdmin: false, isSuperAdmin: false });
    }
    expect(await em.count(User, { isSuperAdmin: true })).toBe(3);
    // Signing in as sec_admin reaches sec_admin, never secXadmin.
    expect((await login('sec_admin', TEST_PASSWORD)).status).toBe(401);
    expect((await login('sec_admin', 'admin-strong-pass')).body.username).toBe('sec_admin');
  });

  it('keeps the same account for a case or width variant of its name, and reports a taken ADMIN_EMAIL clearly', async () => {
    const first = await ensureSuperAdmin(server.orm.em.fork(), {
      username: 'Root',
      password: 'admin-strong-pass',
      email: 'root@example.org',
    });
    const again = await ensureSuperAdmin(server.orm.em.fork(), {
      username: 'ＲＯＯＴ',
      password: 'admin-strong-pass',
      email: 'root@example.org',
    });
    expect(again.id).toBe(first.id);
    await expect(
      ensureSuperAdmin(server.orm.em.fork(), { username: 'another-root', password: 'admin-strong-pass', email: 'ROOT@example.org' }),
    ).rejects.toThrow('ADMIN_EMAIL root@example.org already belongs to another account; set ADMIN_EMAIL to another address');
  });
});

describe('text that is not well-formed Unicode', () => {
  it('answers a lone surrogate in a username or password as a wrong sign-in, not a server error', async () => {
    for (const [username, password] of [
      ['\udfff', ';'],
      ['member\ud800', 'x'],
      ['nobody', '\udc00\ud83d'],
    ]) {
      const res = await login(username, password);
      expect(res.status, JSON.stringify(res.body)).toBe(401);
    }
  });

  it('registers a name with a lone surrogate as the replacement character, and the member can sign in with it', async () => {
    const email = 'surrogate@example.org';
    await allowlist(server.orm, email);
    const res = await server.client().rest('POST', '/api/auth/register', registration({ personalEmail: email, firstName: 'Ana\ud800' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.user?.firstName ?? res.body.firstName).toBe('Ana\ufffd');
  });
});
