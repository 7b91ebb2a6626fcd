import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateToken, hashToken, isWellFormedToken } from '../../auth/token-format.js';
import type { TestClient } from '../../test/client.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../../test/harness.js';
import { AccessToken } from '../../auth/access-token.entity.js';

let server: TestServer;
const RATE_LIMIT = 5;
beforeAll(async () => {
  server = await startTestServer({ TOKEN_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
});
afterAll(() => server.close());

const CREATE = `mutation($i: AccessTokenInput!) {
  createAccessToken(input: $i) { token accessToken { id name hint scopes expiresAt lastUsedAt createdAt } }
}`;
const LIST = '{ accessTokens { id name hint scopes expiresAt lastUsedAt } }';

async function createToken(client: TestClient, input: Record<string, unknown>) {
  const res = await client.gql(CREATE, { i: { name: 'Journal export', scopes: ['read'], expiresInDays: 30, ...input } });
  expect(res.errors).toBeUndefined();
  return res.data.createAccessToken as { token: string; accessToken: { id: string; hint: string; expiresAt: string | null } };
}

/** A client with no cookies that sends the token, as an integrator's script does. */
function bearer(token: string): TestClient {
  const client = server.client();
  client.headers.authorization = `Bearer ${token}`;
  return client;
}

describe('token format', () => {
  it('has the uc_pat_ prefix and a checksum that a changed character breaks', () => {
    const token = generateToken();
    expect(token).toMatch(/^uc_pat_[0-9A-Za-z]{36}$/);
    expect(isWellFormedToken(token)).toBe(true);
    const i = 12;
    const changed = token.slice(0, i) + (token[i] === 'a' ? 'b' : 'a') + token.slice(i + 1);
    expect(isWellFormedToken(changed)).toBe(false);
    expect(isWellFormedToken(`${token}x`)).toBe(false);
    expect(new Set(Array.from({ length: 50 }, generateToken)).size).toBe(50);
  });
});

describe('createAccessToken', () => {
  it('shows the secret once, stores only its hash, and lists the token without it', async () => {
    const { client, user } = await server.signedIn();
    const created = await createToken(client, { name: 'Steward coverage sheet', scopes: ['read', 'write'], expiresInDays: 90 });
    expect(isWellFormedToken(created.token)).toBe(true);
    expect(created.accessToken.hint).toBe(`${created.token.slice(0, 11)}…`);
    const days = (Date.parse(created.accessToken.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const rows = await server.orm.em.fork().find(AccessToken, { user: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(created.token));
    const raw = await server.orm.em.fork().getConnection().execute('select * from access_tokens where user_id = ?', [user.id]);
    expect(JSON.stringify(raw)).not.toContain(created.token);
    expect(JSON.stringify(raw)).not.toContain(created.token.slice(11));

    const list = await client.gql(LIST);
    expect(list.data.accessTokens).toEqual([
      expect.objectContaining({ name: 'Steward coverage sheet', scopes: ['read', 'write'], lastUsedAt: null }),
    ]);
    expect(JSON.stringify(list)).not.toContain(created.token);
    const rest = await client.rest('GET', '/api/tokens');
    expect(rest.status).toBe(200);
    expect(JSON.stringify(rest.body)).not.toContain(created.token);
    expect(rest.body[0]).not.toHaveProperty('tokenHash');
  });

  it("refuses administrator scopes and 'never expires' to a member, and 'write' without 'read'", async () => {
    const { client } = await server.signedIn();
    const refused = async (input: Record<string, unknown>, message: string) => {
      const res = await client.gql(CREATE, { i: { name: 'x', scopes: ['read'], expiresInDays: 30, ...input } });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    };
    await refused({ scopes: ['read', 'admin:read'] }, 'Only administrators can give a token administrator scopes');
    await refused({ scopes: ['read', 'cases:read'] }, 'Only stewards and officers can give a token case scopes');
    await refused({ scopes: ['cases:write'] }, "The 'cases:write' scope needs 'cases:read' too");
    await refused({ expiresInDays: null }, 'Only administrators can create a token that never expires');
    await refused({ scopes: ['write'] }, "The 'write' scope needs 'read' too");
    await refused({ scopes: [] }, 'Choose at least one scope');
    await refused({ scopes: ['delete'] }, 'Scopes must be among read, write, admin:read, admin:write, cases:read, cases:write');
    await refused({ expiresInDays: 7 }, 'Expiry must be one of 30, 90, 365 days');
    await refused({ name: '   ' }, 'Token name is required');
    const rest = await client.rest('POST', '/api/tokens', { name: 'x', scopes: ['read', 'admin:write', 'admin:read'] });
    expect(rest.status).toBe(400);
    expect((await client.gql(LIST)).data.accessTokens).toEqual([]);
  });

  it('gives an administrator admin scopes and a token that never expires; 30 days when no expiry is named, on both doors', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const forever = await createToken(client, { scopes: ['read', 'admin:read', 'admin:write'], expiresInDays: null });
    expect(forever.accessToken.expiresAt).toBeNull();
    const rest = await client.rest('POST', '/api/tokens', { name: 'Hall screen', scopes: ['read'] });
    expect(rest.status).toBe(201);
    const days = (Date.parse(rest.body.accessToken.expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const { client: member } = await server.signedIn();
    const gql = await member.gql(CREATE, { i: { name: 'No expiry named', scopes: ['read'] } });
    expect(Math.round((Date.parse(gql.data?.createAccessToken.accessToken.expiresAt) - Date.now()) / 86_400_000)).toBe(30);
  });
});

describe('a bearer token', () => {
  it('works on both doors without cookies or the CSRF header, as its owner, and records its last use', async () => {
    const { client, user } = await server.signedIn();
    const { token } = await createToken(client, { scopes: ['read', 'write'] });
    const script = bearer(token);
    const me = await script.gql('{ me { id username } }');
    expect(me.data.me).toEqual({ id: user.id, username: user.username });
    expect((await script.rest('GET', '/api/auth/me')).body.id).toBe(user.id);
    // A form-like body would need X-Requested-With from a browser; a token's request is not a browser's.
    const form = await script.raw('POST', '/api/journal/events', {
      body: new URLSearchParams({ eventTitle: 'Ramp 4 heat', description: 'No water' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).not.toBe(403);
    expect(((await form.json()) as { message: string }).message).not.toMatch(/X-Requested-With/);
    const created = await script.rest('POST', '/api/journal/events', { eventTitle: 'Ramp 4 heat', description: 'No water at gate' });
    expect(created.status).toBe(201);
    const list = await client.gql(LIST);
    expect(list.data.accessTokens[0].lastUsedAt).not.toBeNull();
  });

  it('is refused (401, WWW-Authenticate) when unknown, malformed, expired or revoked, and never falls back to the cookie', async () => {
    const { client } = await server.signedIn();
    const { token, accessToken } = await createToken(client, {});
    const lastChanged = token.slice(0, -1) + (token.endsWith('x') ? 'y' : 'x');
    for (const header of [`Bearer ${generateToken()}`, 'Bearer not-a-token', 'Basic dXNlcjpwYXNz', `Bearer ${lastChanged}`]) {
      const res = await client.raw('GET', '/api/auth/me', { headers: { authorization: header } });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    const gql = await client.raw('POST', '/graphql', {
      body: JSON.stringify({ query: '{ me { id } }' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${generateToken()}` },
    });
    expect(gql.status).toBe(401);
    expect(((await gql.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('UNAUTHENTICATED');

    await server.orm.em.fork().nativeUpdate(AccessToken, { id: accessToken.id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await bearer(token).rest('GET', '/api/auth/me');
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('This access token has expired. Create a new one in Profile Settings.');

    const fresh = await createToken(client, {});
    expect((await bearer(fresh.token).rest('GET', '/api/auth/me')).status).toBe(200);
    expect((await client.rest('DELETE', `/api/tokens/${fresh.accessToken.id}`)).status).toBe(200);
    const revoked = await bearer(fresh.token).gql('{ me { id } }');
    expect(revoked.status).toBe(401);
    expect(revoked.errors?.[0].message).toBe('This access token is not valid: it was revoked, or never issued.');
  });

  it("cannot manage tokens or the password, nor revoke another member's token", async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const { token } = await createToken(client, { scopes: ['read', 'write', 'admin:read', 'admin:write'] });
    const script = bearer(token);
    const create = await script.gql(CREATE, { i: { name: 'more', scopes: ['read'] } });
    expect(create.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await script.rest('POST', '/api/tokens', { name: 'more', scopes: ['read'] })).status).toBe(403);
    const password = await script.rest('POST', '/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'another-password-1' });
    expect(password.status).toBe(403);

    const other = await server.signedIn();
    const theirs = await createToken(other.client, {});
    const revoke = await client.rest('DELETE', `/api/tokens/${theirs.accessToken.id}`);
    expect(revoke.status).toBe(404);
    expect((await bearer(theirs.token).rest('GET', '/api/auth/me')).status).toBe(200);
  });

  it('meets the same GraphQL limits as a browser (depth, aliases)', async () => {
    const { client } = await server.signedIn();
    const script = bearer((await createToken(client, {})).token);
    const levels = (n: number) => `${'ofType { '.repeat(n)}name${' }'.repeat(n)}`;
    const deep = await script.gql(`{ __schema { types { fields { type { ${levels(7)} } } } } }`);
    expect(deep.errors?.[0].message).toMatch(/too deep/);
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ');
    expect((await script.gql(`{ ${aliases} }`)).errors?.[0].message).toMatch(/too many aliases/);
  });

  it('is limited per token per minute: 429 with Retry-After on both doors, other tokens unaffected', async () => {
    const { client } = await server.signedIn();
    const first = await createToken(client, {});
    const second = await createToken(client, {});
    const script = bearer(first.token);
    for (let i = 0; i < RATE_LIMIT; i++) expect((await script.rest('GET', '/api/auth/me')).status).toBe(200);
    const limited = await script.rest('GET', '/api/auth/me');
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    const gql = await script.gql('{ me { id } }');
    expect(gql.status).toBe(429);
    expect(gql.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect((await bearer(second.token).rest('GET', '/api/auth/me')).status).toBe(200);
  });
});

describe('changePassword', () => {
  it('revokes every token and ends other sessions, keeps this browser signed in, and refuses a wrong current password', async () => {
    const { client, user } = await server.signedIn();
    const { token } = await createToken(client, { scopes: ['read'] });
    const elsewhere = server.client();
    expect((await elsewhere.rest('POST', '/api/auth/login', { username: user.username, password: TEST_PASSWORD })).status).toBe(200);

    const wrong = await client.rest('POST', '/api/auth/password', { currentPassword: 'not-it', newPassword: 'a-new-password-42' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    expect((await bearer(token).rest('GET', '/api/auth/me')).status).toBe(200);

    const changed = await client.gql('mutation($i: ChangePasswordInput!) { changePassword(input: $i) { id } }', {
      i: { currentPassword: TEST_PASSWORD, newPassword: 'a-new-password-42' },
    });
    expect(changed.data?.changePassword.id).toBe(user.id);
    expect((await bearer(token).rest('GET', '/api/auth/me')).status).toBe(401);
    expect((await client.gql(LIST)).data.accessTokens).toEqual([]);
    expect((await elsewhere.rest('GET', '/api/auth/me')).status).toBe(401);
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(200);
    const oldPassword = await server.client().rest('POST', '/api/auth/login', { username: user.username, password: TEST_PASSWORD });
    expect(oldPassword.status).toBe(401);
    const newPassword = await server.client().rest('POST', '/api/auth/login', { username: user.username, password: 'a-new-password-42' });
    expect(newPassword.status).toBe(200);
  });
});
