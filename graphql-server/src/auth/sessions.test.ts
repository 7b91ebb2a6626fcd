import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { Session } from './session.entity.js';
import { removeEndedSessions } from './sessions.js';

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

  it('ends a session idle for more than 30 minutes (and the minute its last record may lag)', async () => {
    const { client, user } = await server.signedIn();
    await server.orm.em.fork().nativeUpdate(Session, { user: user.id }, { lastSeenAt: new Date(Date.now() - 32 * 60_000) });
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

describe('removing ended sessions', () => {
  it('deletes the sessions a request would refuse and keeps those it would accept', async () => {
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const members = {
      active: await server.signedIn(),
      // Past the 30 idle minutes, but within the minute its record of activity may lag: still signed in.
      withinLag: await server.signedIn(),
      idle: await server.signedIn(),
      pastTwelveHours: await server.signedIn(),
    };
    const em = server.orm.em.fork();
    await em.nativeUpdate(Session, { user: members.withinLag.user.id }, { lastSeenAt: ago(30.5) });
    await em.nativeUpdate(Session, { user: members.idle.user.id }, { lastSeenAt: ago(31.5) });
    await em.nativeUpdate(Session, { user: members.pastTwelveHours.user.id }, { expiresAt: ago(1), lastSeenAt: new Date() });

    const removed = await removeEndedSessions(server.orm.em.fork(), server.services.sessions);

    expect(removed).toBe(2);
    const left = Object.fromEntries(
      await Promise.all(Object.entries(members).map(async ([name, { user }]) => [name, (await sessionsOf(user.id)).length])),
    );
    expect(left).toEqual({ active: 1, withinLag: 1, idle: 0, pastTwelveHours: 0 });
    // The sessions kept are the ones a request accepts.
    expect((await members.active.client.rest('GET', '/api/auth/me')).status).toBe(200);
    expect((await members.withinLag.client.rest('GET', '/api/auth/me')).status).toBe(200);
  });
});

describe('idle timeout', () => {
  let short: TestServer;
  beforeAll(async () => {
    short = await startTestServer({}, { sessions: { idleMs: 60_000 } });
  });
  afterAll(() => short.close());
  afterEach(() => vi.useRealTimers());

  /** Moves the clock the server reads (Date only: timers, sockets and the database keep real time). */
  function later(ms: number) {
    if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + ms);
  }

  it('keeps a session used every 40 seconds with a 1-minute idle timeout, and ends it after a minute of silence', async () => {
    const { client } = await short.signedIn();
    for (let i = 0; i < 6; i++) {
      later(40_000);
      expect((await client.rest('GET', '/api/auth/me')).status).toBe(200);
    }
    // Not signed out before a full minute of silence...
    later(59_000);
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(200);
    // ...and signed out once the minute (and the tenth of it that recorded activity may lag) has passed.
    later(67_000);
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(401);
  });

  it('counts a session idle from its last request, whatever the request', async () => {
    const { client } = await short.signedIn();
    later(50_000);
    expect((await client.gql('{ me { id } }')).data?.me).toBeTruthy();
    later(50_000);
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(200);
  });
});
