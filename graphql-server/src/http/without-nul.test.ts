import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailAllowlistEntry } from '../modules/allowlist/allowlist.entity.js';
import { User } from '../auth/user.entity.js';
import { allowlist, startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('NUL characters in REST requests', () => {
  it('drops them from every string of a JSON body, however deep', async () => {
    const { client, user } = await server.signedIn();
    const res = await client.rest('PATCH', '/api/users/profile', {
      firstName: 'Da\u0000na',
      lastName: '\u0000Cole',
      personalEmail: 'dana.cole@exa\u0000mple.org',
      phoneNumber: '+1 817 555\u0000 0100',
      employeeNumber: 'E7\u00007',
      employmentStatus: 'full_time',
    });
    expect(res.status).toBe(200);
    const stored = await server.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect([stored.firstName, stored.lastName, stored.personalEmail, stored.employeeNumber]).toEqual([
      'Dana',
      'Cole',
      'dana.cole@example.org',
      'E77',
    ]);
  });

  it('drops an encoded NUL from the path and the query string instead of a 500', async () => {
    const { client } = await server.signedIn({ isAdmin: true });
    const nothing = await client.rest('DELETE', '/api/admin/email-allowlist/%00');
    expect(nothing.status).toBe(404);
    expect(nothing.body).toEqual({ message: 'Not found' });
    await allowlist(server.orm, 'ab@example.org');
    const removed = await client.rest('DELETE', '/api/admin/email-allowlist/a%00b%40example.org');
    expect(removed.status).toBe(200);
    expect(await server.orm.em.fork().count(EmailAllowlistEntry, { email: 'ab@example.org' })).toBe(0);
    expect((await client.rest('GET', '/api/journal/entries/1%00')).status).toBe(404);
    const bulletins = await client.rest('GET', '/api/bulletins?active=fa%00lse');
    expect(bulletins.status).toBe(200);
  });
});
