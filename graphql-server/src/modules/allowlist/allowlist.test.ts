import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

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
});
