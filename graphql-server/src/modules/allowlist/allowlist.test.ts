import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { removeFromAllowlist } from './allowlist.service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('email allowlist', () => {
  it('refuses members with 403 and visitors with 401 on both doors', async () => {
    const { client } = await server.signedIn();
    expect((await client.rest('GET', '/api/admin/email-allowlist')).status).toBe(403);
    expect((await client.rest('POST', '/api/admin/email-allowlist', { email: 'x@example.org' })).status).toBe(403);
    expect((await client.rest('DELETE', '/api/admin/email-allowlist/x%40example.org')).status).toBe(403);
    const gql = await client.gql('{ emailAllowlist { email } }');
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const add = await client.gql('mutation { addAllowlistEmail(input: { email: "x@example.org" }) { email } }');
    expect(add.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const remove = await client.gql('mutation { removeAllowlistEmail(email: "x@example.org") }');
    expect(remove.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const visitor = server.client();
    expect((await visitor.rest('GET', '/api/admin/email-allowlist')).status).toBe(401);
    expect((await visitor.gql('{ emailAllowlist { email } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets an admin add, list (with who added it) and remove an email; the email is unique case-insensitively', async () => {
    const { client, user } = await server.signedIn({ isAdmin: true });
    const added = await client.rest('POST', '/api/admin/email-allowlist', { email: ' New.Hire@Example.org ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ email: 'new.hire@example.org', isActive: true });
    const dup = await client.rest('POST', '/api/admin/email-allowlist', { email: 'NEW.HIRE@example.org' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('This email is already on the allowlist');
    const list = await client.gql('{ emailAllowlist { email isActive addedAt addedByUser { firstName lastName employeeNumber } } }');
    expect(list.data?.emailAllowlist).toContainEqual(
      expect.objectContaining({
        email: 'new.hire@example.org',
        addedByUser: { firstName: user.firstName, lastName: user.lastName, employeeNumber: user.employeeNumber },
      }),
    );
    const removed = await client.rest('DELETE', `/api/admin/email-allowlist/${encodeURIComponent('new.hire@example.org')}`);
    expect(removed.status).toBe(200);
    expect((await client.rest('DELETE', `/api/admin/email-allowlist/${encodeURIComponent('new.hire@example.org')}`)).status).toBe(404);
  });

  it('refuses an invalid email with the spec message', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const res = await client.rest('POST', '/api/admin/email-allowlist', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address');
    const flag = await client.rest('POST', '/api/admin/email-allowlist', { email: 'flag@example.org', isActive: 'yes' });
    expect(flag.status).toBe(400);
    expect(flag.body.message).toBe('Active must be true or false');
  });

  it('stops new registrations once an email is removed', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    await client.gql('mutation { addAllowlistEmail(input: { email: "gone@example.org" }) { email } }');
    await client.gql('mutation { removeAllowlistEmail(email: "gone@example.org") }');
    const res = await server.client().rest('POST', '/api/auth/register', {
      username: 'goner',
      password: 'long-enough-pass',
      personalEmail: 'gone@example.org',
      employeeNumber: 'G1',
      firstName: 'G',
      lastName: 'One',
      employmentStatus: 'full_time',
      hireDate: '2020-01-01',
    });
    expect(res.status).toBe(403);
  });

  it('answers a NUL or a wildcard in the removal path with 404 and removes nothing else', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    for (const email of ['kept.one@example.org', 'kept.two@example.org']) {
      expect((await client.rest('POST', '/api/admin/email-allowlist', { email })).status).toBe(201);
    }
    for (const path of ['%00', 'kept.one%00', '%25', '%25%40example.org', 'kept.___%40example.org', '%5C%25']) {
      const res = await client.rest('DELETE', `/api/admin/email-allowlist/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toMatch(/not found/i);
    }
    // The service itself, not only the doors' NUL filter: a bare NUL reaching it is a 404, not a database error.
    await expect(removeFromAllowlist(server.orm.em.fork(), '\u0000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const gql = await client.gql('mutation($email: String!) { removeAllowlistEmail(email: $email) }', { email: '%@example.org' });
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const list = await client.gql('{ emailAllowlist { email } }');
    expect(list.data?.emailAllowlist.map((e: { email: string }) => e.email)).toEqual(
      expect.arrayContaining(['kept.one@example.org', 'kept.two@example.org']),
    );
  });

  it('adds an address with a NUL without it, refuses a wildcard address, and matches `_` literally', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const nul = await client.rest('POST', '/api/admin/email-allowlist', { email: 'nul\u0000l@example.org' });
    expect(nul.status).toBe(201);
    expect(nul.body.email).toBe('null@example.org');
    const wildcard = await client.rest('POST', '/api/admin/email-allowlist', { email: '%@example.org' });
    expect(wildcard.status).toBe(400);
    expect(wildcard.body.message).toBe('Please enter a valid email address');

    expect((await client.rest('POST', '/api/admin/email-allowlist', { email: 'ramp_agent@example.org' })).status).toBe(201);
    const register = (personalEmail: string, username: string) =>
      server.client().rest('POST', '/api/auth/register', {
        username,
        password: 'long-enough-pass',
        personalEmail,
        employeeNumber: username,
        firstName: 'R',
        lastName: 'Agent',
        employmentStatus: 'full_time',
        hireDate: '2020-01-01',
      });
    expect((await register('rampXagent@example.org', 'ramp-x')).status).toBe(403);
    expect((await register('Ramp_Agent@example.org', 'ramp-y')).status).toBe(201);
  });
});
