import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { LoginThrottle, Session } from './session.entity.js';
import { THROTTLE } from './throttle.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sessionsOf = (userId: string) => server.orm.em.fork().find(Session, { user: userId });

describe('sessions', () => {
  it('issues a new session id at every sign-in and forgets the old one at sign-out', async () => {
    const { client, user } = await server.signedIn();
    const first = client.cookieHeader;
    await client.rest('POST', '/api/auth/login', { username: user.username, password: 'correct-horse-battery' });
    expect(client.cookieHeader).not.toBe(first);
    // The token from before the second sign-in no longer works.
    const stale = server.client();
    const res = await stale.raw('GET', '/api/auth/me', { headers: { cookie: first } });
    expect(res.status).toBe(401);
    await client.rest('POST', '/api/auth/logout', {});
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('stores only a keyed hash of the cookie token', async () => {
    const { client, user } = await server.signedIn();
    const token = client.cookieHeader.split('=')[1];
    const [session] = await sessionsOf(user.id);
    expect(session.tokenHash).not.toContain(token);
    expect(session.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ends a session idle for more than 30 minutes', async () => {
    const { client, user } = await server.signedIn();
    await server.orm.em.fork().nativeUpdate(Session, { user: user.id }, { lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('ends a session older than 12 hours even when it is in use', async () => {
    const { client, user } = await server.signedIn();
    await server.orm.em.fork().nativeUpdate(Session, { user: user.id }, { expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() });
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(401);
  });

  it('keeps an active session alive', async () => {
    const { client, user } = await server.signedIn();
    await server.orm.em.fork().nativeUpdate(Session, { user: user.id }, { lastSeenAt: new Date(Date.now() - 29 * 60_000) });
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(200);
    const [session] = await sessionsOf(user.id);
    expect(Date.now() - session.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('ignores a forged or garbage cookie', async () => {
    const client = server.client();
    for (const cookie of ['sid=forged-token', 'sid=%E0%A4%A', `sid=${'x'.repeat(5000)}`]) {
      const res = await client.raw('GET', '/api/auth/me', { headers: { cookie } });
      expect(res.status).toBe(401);
    }
  });
});

describe('sign-in throttling per address', () => {
  it('refuses every sign-in from an address after 100 failures in a day', async () => {
    const { user } = await server.signedIn({ password: 'right-password-1' });
    // The day's count for this address is already at the limit (as 100 failed attempts would leave it).
    await server.orm.em
      .fork()
      .upsert(LoginThrottle, { key: 'ip:127.0.0.1', failures: THROTTLE.ipFailures, windowStart: new Date(), lockedUntil: null });
    const res = await server.client().rest('POST', '/api/auth/login', { username: user.username, password: 'right-password-1' });
    expect(res.status).toBe(429);
    // A day later the address may try again.
    await server.orm.em
      .fork()
      .nativeUpdate(LoginThrottle, { key: 'ip:127.0.0.1' }, { windowStart: new Date(Date.now() - THROTTLE.ipWindowMs - 1000) });
    const later = await server.client().rest('POST', '/api/auth/login', { username: user.username, password: 'right-password-1' });
    expect(later.status).toBe(200);
  });

  it('counts failures from an address across usernames', async () => {
    await server.orm.em.fork().nativeDelete(LoginThrottle, {});
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        server.client().rest('POST', '/api/auth/login', { username: `nobody${i}`, password: 'wrong-password' }),
      ),
    );
    const row = await server.orm.em.fork().findOneOrFail(LoginThrottle, { key: 'ip:127.0.0.1' });
    expect(row.failures).toBe(5);
  });
});
