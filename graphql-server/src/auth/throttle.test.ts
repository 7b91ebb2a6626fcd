import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowlist, startTestServer, type TestServer } from '../test/harness.js';
import { HASHING, hashPassword } from './passwords.js';
import { LoginThrottle } from './session.entity.js';
import { checkSignIn, removeFinishedThrottleRows, THROTTLE } from './throttle.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

// The app trusts X-Forwarded-For from loopback (it runs behind a local proxy), so a test can speak from any address.
let lastAddress = 0;
const newAddress = () => {
  lastAddress += 1;
  return `198.51.100.${lastAddress}`;
};

async function signIn(username: string, password: string, from = '127.0.0.1') {
  const res = await server.client().raw('POST', '/api/auth/login', {
    body: JSON.stringify({ username, password }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), message: ((await res.json()) as { message: string }).message };
}

function statuses(answers: Array<{ status: number }>) {
  const count: Record<number, number> = {};
  for (const { status } of answers) count[status] = (count[status] ?? 0) + 1;
  return count;
}

/** Moves the clock the server reads (Date only: timers, sockets and the database keep real time). */
function later(ms: number) {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  vi.setSystemTime(Date.now() + ms);
}

describe('sign-in limits in parallel', () => {
  it('checks at most 10 of 50 simultaneous wrong passwords for one username and refuses the rest with 429', async () => {
    const { user } = await server.signedIn({ password: 'the-right-one' });
    const from = newAddress();
    // Room to hash every attempt the limits let through, so only the limits decide.
    const queued = HASHING.queued;
    HASHING.queued = 60;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(user.username, `wrong-${i}-pass`, from))).finally(() => {
      HASHING.queued = queued;
    });
    expect(statuses(answers)).toEqual({ 401: THROTTLE.pairFailures, 429: 50 - THROTTLE.pairFailures });
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    const right = await signIn(user.username, 'the-right-one', from);
    expect(right.status).toBe(429);
    expect(right.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    expect(Number(right.retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(right.retryAfter)).toBeLessThanOrEqual(15 * 60);
  });

  it('answers a flood of sign-ins beyond the hashing queue with 503 and Retry-After, and still signs a member in', async () => {
    const { user } = await server.signedIn({ password: 'member-password' });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(`flood${i}`, 'wrong-password', newAddress())));
    const count = statuses(answers);
    expect(Object.keys(count).sort()).toEqual(['401', '503']);
    for (const busy of answers.filter((a) => a.status === 503)) {
      expect(busy.message).toBe('The server is busy checking other sign-ins. Please try again in a few seconds.');
      expect(busy.retryAfter).toBe(String(HASHING.retryAfterSeconds));
    }
    expect((await signIn(user.username, 'member-password')).status).toBe(200);
  });

  it('queues registration hashes with sign-ins: a flood of registrations is refused with 503, not left to pile up', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `flood-register-${i}@example.org`);
    for (const email of emails) await allowlist(server.orm, email);
    const answers = await Promise.all(
      emails.map((email, i) =>
        server.client().rest('POST', '/api/auth/register', {
          username: `floodreg${i}`,
          password: 'ramp-safety-first',
          personalEmail: email,
          employeeNumber: `F${2000 + i}`,
          firstName: 'Flood',
          lastName: 'Test',
          employmentStatus: 'full_time',
          hireDate: '2020-01-01',
        }),
      ),
    );
    const count = statuses(answers);
    expect(Object.keys(count).sort()).toEqual(['201', '503']);
    expect(answers.find((a) => a.status === 503)?.headers.get('retry-after')).toBe(String(HASHING.retryAfterSeconds));
  });

  it('does not count an attempt refused as busy against the member', async () => {
    const { user } = await server.signedIn({ password: 'the-right-one' });
    const from = newAddress();
    // Nine failures: one more would lock the pair.
    for (let i = 0; i < THROTTLE.pairFailures - 1; i++) expect((await signIn(user.username, `wrong-${i}-pass`, from)).status).toBe(401);
    // The queue fills up while this attempt is being counted (it passed the first look at the queue).
    const attempt = checkSignIn(server.orm.em.fork(), user.username, from, user.hashedPassword, 'wrong-again');
    const filling = Array.from({ length: HASHING.concurrent + HASHING.queued }, () => hashPassword('filler-password'));
    await expect(attempt).rejects.toMatchObject({ code: 'SERVICE_BUSY' });
    await Promise.all(filling);
    expect((await signIn(user.username, 'the-right-one', from)).status).toBe(200);
  });
});

describe('sign-in limits per account, across addresses', () => {
  it('makes one username wait 1, 2, then 4 minutes after 10 failures from anywhere, and a success clears the run', async () => {
    const { user } = await server.signedIn({ password: 'the-right-one' });
    // The server's clock stands still between requests: on a slow machine the seconds that pass while passwords are
    // hashed would otherwise turn the wait of '1 minute' into '59 seconds'.
    later(0);
    for (let i = 0; i < THROTTLE.accountFailures; i++)
      expect((await signIn(user.username, 'wrong-password', newAddress())).status).toBe(401);

    const waits: number[] = [];
    for (const minutes of [1, 2, 4]) {
      const refused = await signIn(user.username, 'the-right-one', newAddress());
      expect(refused.status).toBe(429);
      expect(refused.message).toBe(
        `Too many failed sign-in attempts for this account. Please wait ${minutes} minute${minutes > 1 ? 's' : ''} and try again.`,
      );
      waits.push(Number(refused.retryAfter));
      later(minutes * 60_000 + 1000);
      expect((await signIn(user.username, 'wrong-password', newAddress())).status).toBe(401);
    }
    expect(waits).toEqual([60, 120, 240]);

    later(8 * 60_000 + 1000);
    expect((await signIn(user.username, 'the-right-one', newAddress())).status).toBe(200);
    // The run is over: failures start from zero again.
    expect((await signIn(user.username, 'wrong-password', newAddress())).status).toBe(401);
    expect((await signIn(user.username, 'the-right-one', newAddress())).status).toBe(200);
  });

  it('caps the growing wait at 15 minutes', async () => {
    const { user } = await server.signedIn({ password: 'the-right-one' });
    for (let i = 0; i < THROTTLE.accountFailures + 6; i++) {
      expect((await signIn(user.username, 'wrong-password', newAddress())).status).toBe(401);
      later(16 * 60_000);
    }
    expect((await signIn(user.username, 'wrong-password', newAddress())).status).toBe(401);
    const refused = await signIn(user.username, 'the-right-one', newAddress());
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBe(15 * 60);
  });

  it('treats the same username typed with other case, spaces or fullwidth letters as the same account', async () => {
    const { user } = await server.signedIn({ password: 'the-right-one' });
    const fullwidth = [...user.username].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');
    const from = newAddress();
    for (let i = 0; i < THROTTLE.pairFailures; i++) {
      const typed = [user.username, ` ${user.username.toUpperCase()} `, fullwidth][i % 3];
      expect((await signIn(typed, `wrong-${i}-pass`, from)).status).toBe(401);
    }
    expect((await signIn(user.username, 'the-right-one', from)).status).toBe(429);
  });

  it('carries the wait in GraphQL errors and the Retry-After header too', async () => {
    const { user } = await server.signedIn({ password: 'the-right-one' });
    for (let i = 0; i < THROTTLE.accountFailures; i++) await signIn(user.username, 'wrong-password', newAddress());
    const gql = await server.client().gql('mutation($input: LoginInput!) { login(input: $input) { id } }', {
      input: { username: user.username, password: 'the-right-one' },
    });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 60 });
    const res = await server.client().raw('POST', '/graphql', {
      body: JSON.stringify({
        query: 'mutation($input: LoginInput!) { login(input: $input) { id } }',
        variables: { input: { username: user.username, password: 'the-right-one' } },
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sign-in limits per address', () => {
  it('slows an address past 100 failures in a day to one attempt per 30 seconds, never locking it', async () => {
    const { user } = await server.signedIn({ password: 'the-right-one' });
    const hub = newAddress();
    // As 99 failures for other usernames from this address would leave it (checking 99 passwords takes too long here).
    await server.orm.em
      .fork()
      .upsert(LoginThrottle, { key: `ip:${hub}`, failures: THROTTLE.ipFailures - 1, windowStart: new Date(), lockedUntil: null });
    expect((await signIn('someone-else', 'wrong-password', hub)).status).toBe(401);

    const slowed = await signIn(user.username, 'the-right-one', hub);
    expect(slowed.status).toBe(429);
    expect(slowed.message).toBe('Too many failed sign-in attempts from your network. Please wait 30 seconds and try again.');
    expect(slowed.retryAfter).toBe('30');
    // Other addresses are not slowed.
    expect((await signIn(user.username, 'the-right-one', newAddress())).status).toBe(200);

    later(31_000);
    expect((await signIn(user.username, 'the-right-one', hub)).status).toBe(200);
    expect((await signIn('another-member', 'wrong-password', hub)).status).toBe(429);
    later(31_000);
    expect((await signIn('another-member', 'wrong-password', hub)).status).toBe(401);

    // A day after its first failure the address starts over.
    later(THROTTLE.windowMs);
    for (let i = 0; i < 3; i++) expect((await signIn(`member-${i}`, 'wrong-password', hub)).status).toBe(401);
  });
});

describe('removing finished sign-in counts', () => {
  it('deletes the counts whose day is over and keeps those still counting or locked', async () => {
    const ago = (ms: number) => new Date(Date.now() - ms);
    const em = server.orm.em.fork();
    const rows = {
      dayOver: { failures: 12, windowStart: ago(THROTTLE.windowMs + 60_000), lockedUntil: ago(THROTTLE.windowMs - THROTTLE.pairLockMs) },
      stillCounting: { failures: THROTTLE.accountFailures - 1, windowStart: ago(THROTTLE.windowMs - 60_000), lockedUntil: null },
      locked: { failures: THROTTLE.pairFailures, windowStart: ago(60_000), lockedUntil: new Date(Date.now() + THROTTLE.pairLockMs) },
    };
    for (const [name, row] of Object.entries(rows)) em.create(LoginThrottle, { key: `account:sweep-${name}`, ...row });
    await em.flush();

    expect(await removeFinishedThrottleRows(server.orm.em.fork())).toBe(1);

    const left = await server.orm.em.fork().find(LoginThrottle, { key: { $like: 'account:sweep-%' } }, { orderBy: { key: 'asc' } });
    expect(left.map((row) => row.key)).toEqual(['account:sweep-locked', 'account:sweep-stillCounting']);
  });
});
