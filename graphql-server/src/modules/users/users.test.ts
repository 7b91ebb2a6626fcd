import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowlist, startTestServer, type TestServer } from '../../test/harness.js';
import { User } from '../../auth/user.entity.js';
import { DEPARTMENT_TOO_LONG } from '@union/rules/users';
import { ShopSteward } from '../stewards/steward.entity.js';
import { EMAIL_RESERVED_FOR_REGISTRATION } from './users.service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let n = 0;
function registration(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    username: `newmember${n}`,
    password: 'ramp-safety-first',
    personalEmail: `new${n}@example.org`,
    employeeNumber: `N${1000 + n}`,
    firstName: 'Jordan',
    lastName: 'Lee',
    employmentStatus: 'part_time',
    hireDate: '2023-04-01',
    ...overrides,
  };
}

const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { id username firstName employmentStatus isAdmin } }`;

describe('register', () => {
  it('refuses an email that is not on the allowlist, through both doors', async () => {
    const body = registration();
    const rest = await server.client().rest('POST', '/api/auth/register', body);
    expect(rest.status).toBe(403);
    expect(rest.body.message).toMatch(/not on the allowlist/);
    const gql = await server.client().gql(REGISTER, { input: registration() });
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('accepts an allowlisted email compared trimmed and case-insensitively, and signs the member in', async () => {
    const body = registration({ personalEmail: '  Casey.Ng@Example.ORG ' });
    await allowlist(server.orm, 'casey.ng@example.org');
    const client = server.client();
    const res = await client.rest('POST', '/api/auth/register', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: body.username, personalEmail: 'casey.ng@example.org', isAdmin: false });
    expect(res.body).not.toHaveProperty('hashedPassword');
    const me = await client.rest('GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(body.username);
  });

  it('refuses an allowlisted email whose entry is inactive', async () => {
    await allowlist(server.orm, 'inactive@example.org', false);
    const res = await server.client().rest('POST', '/api/auth/register', registration({ personalEmail: 'inactive@example.org' }));
    expect(res.status).toBe(403);
  });

  it.each([
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ personalEmail: 'not-an-email' }, 'Please enter a valid email address'],
    [{ employeeNumber: '  ' }, 'Employee number is required'],
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ employmentStatus: 'contractor' }, 'Employment status is required'],
    [{ username: '   ' }, 'Username Required: Please enter a username to continue.'],
    [{ hireDate: '' }, 'Hire date is required'],
  ])('answers 400 with the spec message for %o', async (override, message) => {
    const res = await server.client().rest('POST', '/api/auth/register', registration(override));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('gives the validation message through GraphQL as BAD_USER_INPUT', async () => {
    const res = await server.client().gql(REGISTER, { input: registration({ password: 'short' }) });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Password must be at least 8 characters',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { password: 'Password must be at least 8 characters' } },
    });
  });

  it('refuses a duplicate username (any case) and a duplicate employee number with 409', async () => {
    await allowlist(server.orm, 'first@example.org');
    await allowlist(server.orm, 'second@example.org');
    const first = registration({ personalEmail: 'first@example.org', username: 'RampRat' });
    expect((await server.client().rest('POST', '/api/auth/register', first)).status).toBe(201);
    const sameName = await server
      .client()
      .rest('POST', '/api/auth/register', registration({ personalEmail: 'second@example.org', username: 'ramprat' }));
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('Username is already taken');
    const sameNumber = await server
      .client()
      .rest('POST', '/api/auth/register', registration({ personalEmail: 'second@example.org', employeeNumber: first.employeeNumber }));
    expect(sameNumber.status).toBe(409);
  });

  it('stores an argon2id hash, never the password', async () => {
    await allowlist(server.orm, 'hash@example.org');
    const body = registration({ personalEmail: 'hash@example.org' });
    await server.client().rest('POST', '/api/auth/register', body);
    const user = await server.orm.em.fork().findOneOrFail(User, { username: body.username }, { populate: ['hashedPassword'] });
    expect(user.hashedPassword).toMatch(/^\$argon2id\$/);
    expect(user.hashedPassword).not.toContain(body.password);
  });
});

describe('login, me and logout', () => {
  it('signs in, answers me, and signs out', async () => {
    const { user } = await server.signedIn({ password: 'bag-room-2020' });
    const client = server.client();
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(401);
    const login = await client.rest('POST', '/api/auth/login', { username: user.username, password: 'bag-room-2020' });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    expect(login.headers.getSetCookie().join()).toMatch(/SameSite=Lax/i);
    expect((await client.gql('{ me { username } }')).data?.me.username).toBe(user.username);
    expect((await client.rest('POST', '/api/auth/logout', {})).status).toBe(200);
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(401);
    expect((await client.gql('{ me { username } }')).data?.me).toBeNull();
  });

  it('refuses a wrong password with the same message as an unknown user', async () => {
    const { user } = await server.signedIn();
    const wrong = await server.client().rest('POST', '/api/auth/login', { username: user.username, password: 'nope-nope-nope' });
    const unknown = await server.client().rest('POST', '/api/auth/login', { username: 'nobody-here', password: 'nope-nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('refuses an absurdly long username with a message, not a crash', async () => {
    const res = await server.client().rest('POST', '/api/auth/login', { username: 'a'.repeat(500_000), password: 'whatever-password' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid username or password');
  });

  it('requires a username and a password', async () => {
    const res = await server.client().rest('POST', '/api/auth/login', { username: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Username is required');
    const res2 = await server.client().rest('POST', '/api/auth/login', { username: 'someone' });
    expect(res2.body.message).toBe('Password is required');
  });

  it('locks a username after 10 consecutive failures from one address with 429, even for the right password', async () => {
    const { user } = await server.signedIn({ password: 'the-right-one' });
    const client = server.client();
    for (let i = 0; i < 10; i++) {
      const res = await client.rest('POST', '/api/auth/login', { username: user.username, password: `wrong-${i}-pass` });
      expect(res.status).toBe(401);
    }
    const locked = await client.rest('POST', '/api/auth/login', { username: user.username, password: 'the-right-one' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed sign-in attempts/);
    const gql = await client.gql('mutation($input: LoginInput!) { login(input: $input) { id } }', {
      input: { username: user.username, password: 'the-right-one' },
    });
    expect(gql.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  it('answers bad JSON with 400 and a message, not a stack', async () => {
    const res = await server
      .client()
      .raw('POST', '/api/auth/login', { body: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe('Request body is not valid JSON');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js/);
  });
});

describe('updateProfile', () => {
  it('updates the profile through REST and GraphQL', async () => {
    const { client } = await server.signedIn();
    const res = await client.rest('PATCH', '/api/users/profile', {
      firstName: 'Alex',
      lastName: 'Rivera',
      personalEmail: 'alex@example.org',
      phoneNumber: '+1 (817) 555-0100',
      employeeNumber: 'E99001',
      employmentStatus: 'part_time',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Alex', employmentStatus: 'part_time', phoneNumber: '+1 (817) 555-0100' });
    const gql = await client.gql(`mutation($input: ProfileInput!) { updateProfile(input: $input) { firstName employmentStatus } }`, {
      input: {
        firstName: 'Alexis',
        lastName: 'Rivera',
        personalEmail: 'alex@example.org',
        employeeNumber: 'E99001',
        employmentStatus: 'full_time',
      },
    });
    expect(gql.data?.updateProfile).toEqual({ firstName: 'Alexis', employmentStatus: 'full_time' });
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: ' ' }, 'Last name is required'],
    [{ personalEmail: 'x@' }, 'Please enter a valid email'],
    [{ phoneNumber: '555-CALL-NOW' }, 'Invalid phone number format'],
    [{ employeeNumber: '' }, 'Employee number is required'],
    [{ employmentStatus: 'seasonal' }, 'Please select your employment status'],
  ])('refuses %o with the spec message', async (override, message) => {
    const { client, user } = await server.signedIn();
    const res = await client.rest('PATCH', '/api/users/profile', {
      firstName: 'A',
      lastName: 'B',
      personalEmail: 'a@example.org',
      employeeNumber: user.employeeNumber,
      employmentStatus: 'full_time',
      ...override,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("sets the member's department, in the directory's spelling, keeps it when left out and clears it when empty, on both doors", async () => {
    const em = server.orm.em.fork();
    em.create(ShopSteward, {
      name: 'Gene Pruitt',
      position: 'Steward',
      department: 'Provisioning',
      shift: 'swing',
      phoneNumber: '(817) 555-0109',
    });
    await em.flush();
    const { client, user } = await server.signedIn();
    const profile = {
      firstName: 'Alex',
      lastName: 'Rivera',
      personalEmail: user.personalEmail,
      employeeNumber: user.employeeNumber,
      employmentStatus: 'full_time',
    };
    const known = await client.rest('PATCH', '/api/users/profile', { ...profile, department: '  provisioning ' });
    expect(known.status).toBe(200);
    expect(known.body.department).toBe('Provisioning');
    const departments = await client.gql('{ departments }');
    expect(departments.data.departments).toContain('Provisioning');
    expect((await client.rest('GET', '/api/departments')).body).toEqual(departments.data.departments);

    const SAVE = 'mutation($input: ProfileInput!) { updateProfile(input: $input) { department } }';
    // Not one the directory knows: kept as typed (trimmed).
    const other = await client.gql(SAVE, { input: { ...profile, department: ' Fuel Farm ' } });
    expect(other.data?.updateProfile.department).toBe('Fuel Farm');
    const kept = await client.gql(SAVE, { input: profile });
    expect(kept.data?.updateProfile.department).toBe('Fuel Farm');
    const cleared = await client.rest('PATCH', '/api/users/profile', { ...profile, department: '' });
    expect(cleared.body.department).toBeNull();
    expect((await client.rest('GET', '/api/auth/me')).body.department).toBeNull();

    const long = await client.rest('PATCH', '/api/users/profile', { ...profile, department: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: DEPARTMENT_TOO_LONG, fieldErrors: { department: DEPARTMENT_TOO_LONG } });
    const notText = await client.rest('PATCH', '/api/users/profile', { ...profile, department: 42 });
    expect(notText.status).toBe(400);
    expect(notText.body.message).toBe(DEPARTMENT_TOO_LONG);
    const gqlLong = await client.gql(SAVE, { input: { ...profile, department: 'x'.repeat(101) } });
    expect(gqlLong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(gqlLong.errors?.[0].message).toBe(DEPARTMENT_TOO_LONG);
  });

  it("refuses to take a colleague's allowlisted address before they register, on both doors, and they can still register", async () => {
    const colleague = 'colleague.b@example.org';
    await allowlist(server.orm, colleague);
    const { client, user } = await server.signedIn();
    const profile = (personalEmail: string) => ({
      firstName: 'Alex',
      lastName: 'Rivera',
      personalEmail,
      employeeNumber: user.employeeNumber,
      employmentStatus: 'full_time',
    });
    // Compared as the allowlist and registration compare: trimmed, case-insensitively.
    const rest = await client.rest('PATCH', '/api/users/profile', profile('  Colleague.B@Example.ORG '));
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({
      message: EMAIL_RESERVED_FOR_REGISTRATION,
      fieldErrors: { personalEmail: EMAIL_RESERVED_FOR_REGISTRATION },
    });
    const gql = await client.gql('mutation($input: ProfileInput!) { updateProfile(input: $input) { personalEmail } }', {
      input: profile(colleague),
    });
    expect(gql.data).toBeNull();
    expect(gql.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(gql.errors?.[0].extensions?.fieldErrors).toEqual({ personalEmail: EMAIL_RESERVED_FOR_REGISTRATION });
    expect((await client.rest('GET', '/api/auth/me')).body.personalEmail).toBe(user.personalEmail);

    const registered = await server.client().rest('POST', '/api/auth/register', registration({ personalEmail: colleague }));
    expect(registered.status).toBe(201);
    // Now it is the colleague's account's address: taken, as any other account's.
    const taken = await client.rest('PATCH', '/api/users/profile', profile(colleague));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An account with this email already exists');
  });

  it('keeps a member saving their own allowlisted address, in any case, and changing to an address nobody reserved', async () => {
    await allowlist(server.orm, 'own.address@example.org');
    const client = server.client();
    const body = registration({ personalEmail: 'own.address@example.org' });
    expect((await client.rest('POST', '/api/auth/register', body)).status).toBe(201);
    const profile = { firstName: 'Sam', lastName: 'Okafor', employeeNumber: body.employeeNumber, employmentStatus: 'part_time' };
    const same = await client.rest('PATCH', '/api/users/profile', { ...profile, personalEmail: ' Own.Address@EXAMPLE.org' });
    expect(same.status).toBe(200);
    expect(same.body.personalEmail).toBe('own.address@example.org');
    const moved = await client.rest('PATCH', '/api/users/profile', { ...profile, personalEmail: 'sam.new@example.org' });
    expect(moved.status).toBe(200);
    expect(moved.body.personalEmail).toBe('sam.new@example.org');
  });

  it('needs a session: 401 on both doors', async () => {
    const client = server.client();
    expect((await client.rest('PATCH', '/api/users/profile', {})).status).toBe(401);
    const gql = await client.gql(
      `mutation { updateProfile(input: { firstName: "a", lastName: "b", personalEmail: "a@b.org", employeeNumber: "1", employmentStatus: full_time }) { id } }`,
    );
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('ensureSuperAdmin (ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL)', () => {
  it('creates a super-administrator who can sign in, and keeps an existing user one', async () => {
    const { ensureSuperAdmin } = await import('./users.service.js');
    await ensureSuperAdmin(server.orm.em.fork(), { username: 'chief', password: 'union-strong-pass', email: 'chief@example.org' });
    const client = server.client();
    const login = await client.rest('POST', '/api/auth/login', { username: 'chief', password: 'union-strong-pass' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ isAdmin: true, isSuperAdmin: true });
    expect((await client.rest('GET', '/api/admin/email-allowlist')).status).toBe(200);

    const { user } = await server.signedIn();
    await ensureSuperAdmin(server.orm.em.fork(), { username: user.username, password: 'ignored-password', email: 'x@example.org' });
    const again = await server.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(again.isSuperAdmin).toBe(true);
  });
});
