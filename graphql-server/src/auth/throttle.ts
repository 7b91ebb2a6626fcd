import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.js';
import { LoginThrottle } from './session.entity.js';

// ARCHITECTURE.md: 10 consecutive failures per username+IP lock that pair for 15 min; 100 failures per IP per day.
export const THROTTLE = { pairFailures: 10, pairLockMs: 15 * 60_000, ipFailures: 100, ipWindowMs: 24 * 3600_000 };

const pairKey = (username: string, ip: string) => `user:${username.toLowerCase()}|${ip}`;
const ipKey = (ip: string) => `ip:${ip}`;

export const tooManyAttempts = () =>
  new AppError('RATE_LIMITED', 'Too many failed sign-in attempts. Please wait 15 minutes and try again.');

export async function assertNotThrottled(em: EntityManager, username: string, ip: string): Promise<void> {
  const now = Date.now();
  const rows = await em.find(LoginThrottle, { key: { $in: [pairKey(username, ip), ipKey(ip)] } });
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil.getTime() > now) throw tooManyAttempts();
    if (row.key.startsWith('ip:') && now - row.windowStart.getTime() < THROTTLE.ipWindowMs && row.failures >= THROTTLE.ipFailures) {
      throw tooManyAttempts();
    }
  }
}

export async function recordFailure(em: EntityManager, username: string, ip: string): Promise<void> {
  const now = new Date();
  // One upsert per key, so concurrent failures are all counted.
  const knex = em.getConnection();
  await knex.execute(
    `insert into login_throttle (key, failures, window_start, locked_until) values (?, 1, ?, null)
     on conflict (key) do update set
       failures = case when login_throttle.locked_until is not null and login_throttle.locked_until <= ? then 1 else login_throttle.failures + 1 end,
       locked_until = case when login_throttle.locked_until is not null and login_throttle.locked_until <= ? then null
                           when login_throttle.failures + 1 >= ? then ? else login_throttle.locked_until end`,
    [pairKey(username, ip), now, now, now, THROTTLE.pairFailures, new Date(now.getTime() + THROTTLE.pairLockMs)],
  );
  await knex.execute(
    `insert into login_throttle (key, failures, window_start) values (?, 1, ?)
     on conflict (key) do update set
       failures = case when login_throttle.window_start < ? then 1 else login_throttle.failures + 1 end,
       window_start = case when login_throttle.window_start < ? then excluded.window_start else login_throttle.window_start end`,
    [ipKey(ip), now, new Date(now.getTime() - THROTTLE.ipWindowMs), new Date(now.getTime() - THROTTLE.ipWindowMs)],
  );
}

/** A success ends the run of consecutive failures for that username and address. */
export async function recordSuccess(em: EntityManager, username: string, ip: string): Promise<void> {
  await em.nativeDelete(LoginThrottle, { key: pairKey(username, ip) });
}
