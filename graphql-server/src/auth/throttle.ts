import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, retryLater } from '../errors.js';
import { normalizeIdentifier } from '@union/rules/users';
import { assertHashingRoom, verifyPassword } from './passwords.js';
import { LoginThrottle } from './session.entity.js';

/**
 * Sign-in limits, as docs/security.md states them. Counts run for a day from their first failure.
 * - pair (one username from one address): the 10th failure in a row locks the pair for 15 minutes;
 * - account (one username from any address): from the 10th failure on, each attempt waits 1, 2, 4, 8, then 15 minutes;
 * - address: from its 100th failure of the day, one attempt per 30 seconds, so members behind a shared address
 *   (an airport's NAT) are slowed, never locked out.
 * A successful sign-in clears the username's pair and account runs and gives the address its attempt back.
 */
export const THROTTLE = {
  windowMs: 24 * 3600_000,
  pairFailures: 10,
  pairLockMs: 15 * 60_000,
  accountFailures: 10,
  accountFirstDelayMs: 60_000,
  accountMaxDelayMs: 15 * 60_000,
  ipFailures: 100,
  ipIntervalMs: 30_000,
};

type Kind = 'pair' | 'account' | 'address';

/** For each kind of count: from which failure on attempts must wait, how long, and what the refusal says. */
const LIMITS: Record<Kind, { from: number; waitMs: (failures: number) => number; refusal: string }> = {
  pair: { from: THROTTLE.pairFailures, waitMs: () => THROTTLE.pairLockMs, refusal: 'Too many failed sign-in attempts' },
  account: {
    from: THROTTLE.accountFailures,
    waitMs: (failures) => Math.min(THROTTLE.accountFirstDelayMs * 2 ** (failures - THROTTLE.accountFailures), THROTTLE.accountMaxDelayMs),
    refusal: 'Too many failed sign-in attempts for this account',
  },
  address: {
    from: THROTTLE.ipFailures,
    waitMs: () => THROTTLE.ipIntervalMs,
    refusal: 'Too many failed sign-in attempts from your network',
  },
};
const KINDS = Object.keys(LIMITS) as Kind[];

function keysOf(username: string, ip: string): Record<Kind, string> {
  // Folded as stored usernames are, so `Admin` and `admin ` share one count; cut to fit the key column.
  const name = normalizeIdentifier(username).slice(0, 200);
  return { pair: `user:${name}|${ip}`, account: `account:${name}`, address: `ip:${ip}` };
}

/**
 * Runs `change` on the three counters of one attempt, locked (in key order, so two attempts cannot deadlock) until
 * the transaction commits: parallel attempts on the same username or address take their turn. The insert takes the
 * locks already (a row that exists gets an update that changes nothing), so the sweep of finished counts cannot
 * delete a row between the insert and the read.
 */
async function withCounters<T>(
  em: EntityManager,
  keys: Record<Kind, string>,
  change: (rows: Record<Kind, LoginThrottle>, now: number) => T,
) {
  const sorted = KINDS.map((kind) => keys[kind]).sort();
  return em.transactional(async (tx) => {
    const created = new Date();
    await tx.getConnection().execute(
      `insert into login_throttle (key, failures, window_start) values ${sorted.map(() => '(?, 0, ?)').join(', ')} on conflict (key) do update set failures = login_throttle.failures`,
      sorted.flatMap((key) => [key, created]),
      'run',
      tx.getTransactionContext(),
    );
    const found = await tx.find(
      LoginThrottle,
      { key: { $in: sorted } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { key: 'asc' }, refresh: true },
    );
    const byKey = new Map(found.map((row) => [row.key, row]));
    const rows = Object.fromEntries(KINDS.map((kind) => [kind, byKey.get(keys[kind])])) as Record<Kind, LoginThrottle>;
    return change(rows, Date.now());
  });
}

/** The latest start of a count whose day is over at `now`: such a count no longer matters, its next attempt starts it over. */
const dayOverIfStartedBy = (now: number) => now - THROTTLE.windowMs;

function startOverIfDone(kind: Kind, row: LoginThrottle, now: number) {
  const dayOver = row.windowStart.getTime() <= dayOverIfStartedBy(now);
  // A pair's lock ends its run of failures; an account's growing waits go on until a success or the day is over.
  const lockServed = kind === 'pair' && row.failures >= LIMITS.pair.from && (row.lockedUntil?.getTime() ?? 0) <= now;
  if (dayOver || lockServed) Object.assign(row, { failures: 0, windowStart: new Date(now), lockedUntil: null });
}

/**
 * Counts this attempt as a failure before its password is checked, or refuses it (429 with Retry-After) when any of
 * its counts asks it to wait. Checking and counting under one lock is what makes the limits hold in parallel.
 */
async function reserveAttempt(em: EntityManager, keys: Record<Kind, string>) {
  const refusal = await withCounters(em, keys, (rows, now) => {
    let longest: { kind: Kind; ms: number } | undefined;
    for (const kind of KINDS) {
      startOverIfDone(kind, rows[kind], now);
      const ms = (rows[kind].lockedUntil?.getTime() ?? 0) - now;
      if (ms > 0 && ms > (longest?.ms ?? 0)) longest = { kind, ms };
    }
    if (longest) return longest;
    for (const kind of KINDS) {
      const row = rows[kind];
      row.failures += 1;
      if (row.failures >= LIMITS[kind].from) row.lockedUntil = new Date(now + LIMITS[kind].waitMs(row.failures));
    }
    return undefined;
  });
  if (refusal) {
    throw retryLater(
      'RATE_LIMITED',
      `${LIMITS[refusal.kind].refusal}. Please wait ${inWords(refusal.ms)} and try again.`,
      refusal.ms / 1000,
    );
  }
}

/** Takes back a reserved attempt whose password was never checked (the server was too busy). */
const giveBack = (em: EntityManager, keys: Record<Kind, string>) =>
  withCounters(em, keys, (rows) => {
    for (const kind of KINDS) {
      const row = rows[kind];
      row.failures = Math.max(0, row.failures - 1);
      if (row.failures < LIMITS[kind].from) row.lockedUntil = null;
    }
  });

/** A success ends the username's runs (from every address) and was not a failure of the address. */
const succeeded = (em: EntityManager, keys: Record<Kind, string>) =>
  withCounters(em, keys, (rows) => {
    Object.assign(rows.pair, { failures: 0, lockedUntil: null });
    Object.assign(rows.account, { failures: 0, lockedUntil: null });
    rows.address.failures = Math.max(0, rows.address.failures - 1);
  });

function inWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Checks a sign-in's password within the limits: refused before any hashing when the server is busy hashing (503)
 * or a limit says wait (429), both with Retry-After. `storedHash` is undefined for an unknown username: the check
 * then takes as long and fails. True only when the password matches.
 */
export async function checkSignIn(em: EntityManager, username: string, ip: string, storedHash: string | undefined, password: string) {
  assertHashingRoom();
  const keys = keysOf(username, ip);
  await reserveAttempt(em, keys);
  let ok: boolean;
  try {
    ok = await verifyPassword(storedHash, password);
  } catch (error) {
    if (error instanceof AppError && error.code === 'SERVICE_BUSY') await giveBack(em, keys);
    throw error;
  }
  if (ok) await succeeded(em, keys);
  return ok;
}

/**
 * Deletes the counts whose day is over: the next attempt would start such a count over, just as it starts a count
 * that does not exist, so removing it changes no limit. Returns how many.
 */
export function removeFinishedThrottleRows(em: EntityManager, now = Date.now()): Promise<number> {
  return em.nativeDelete(LoginThrottle, { windowStart: { $lte: new Date(dayOverIfStartedBy(now)) } });
}
