import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors.js';
import { TokenRateLimiter } from './token-rate-limit.js';

const LIMIT = 10;

/** A limiter on a clock the test moves by hand. */
function limiterAt(start = 0) {
  const clock = { now: start };
  const limiter = new TokenRateLimiter(LIMIT, () => clock.now);
  /** One request of `token` at the clock's time: admitted, or the Retry-After seconds of the refusal. */
  const request = (token = 'token-a'): { admitted: true } | { admitted: false; retryAfter: number } => {
    try {
      limiter.take(token);
      return { admitted: true };
    } catch (error) {
      expect((error as AppError).code).toBe('RATE_LIMITED');
      return { admitted: false, retryAfter: (error as AppError).retryAfterSeconds ?? Number.NaN };
    }
  };
  return { clock, limiter, request };
}

/** The most admitted times found in any span (t - 60 s, t]. */
function busiestMinute(times: number[]): number {
  let most = 0;
  for (const end of times) most = Math.max(most, times.filter((t) => t > end - 60_000 && t <= end).length);
  return most;
}

describe('the per-token rate limit', () => {
  it('lets no more than the limit through around the minute boundary that a fixed window reset at', () => {
    const { clock, request } = limiterAt();
    // The first request would have started a fixed window at 0; the rest come just before its end.
    expect(request().admitted).toBe(true);
    clock.now = 59_500;
    for (let i = 1; i < LIMIT; i++) expect(request().admitted).toBe(true);
    // Just after the old boundary: a fixed window would let LIMIT more through here, within a second of the others.
    const admittedAfter: number[] = [];
    for (clock.now = 60_000; clock.now < 62_000; clock.now += 100) if (request().admitted) admittedAfter.push(clock.now);
    // Only the slot of the request made at 0 is free again (it is a minute old from 60 s on).
    expect(admittedAfter).toEqual([60_000]);
    clock.now = 119_000;
    const refused = request();
    expect(refused).toEqual({ admitted: false, retryAfter: 1 });
    clock.now = 119_500;
    expect(request().admitted).toBe(true);
  });

  it('says in Retry-After when the oldest request of the last minute leaves it', () => {
    const { clock, request } = limiterAt(1_000_000);
    for (let i = 0; i < LIMIT; i++) expect(request().admitted).toBe(true);
    clock.now += 20_000;
    expect(request()).toEqual({ admitted: false, retryAfter: 40 });
    clock.now += 39_999;
    expect(request()).toEqual({ admitted: false, retryAfter: 1 });
    clock.now += 1;
    expect(request().admitted).toBe(true);
  });

  it('holds at most the limit in any 60 seconds under a script that never stops retrying, and still lets it work', () => {
    const { clock, request } = limiterAt();
    const admitted: number[] = [];
    // Every 250 ms for five minutes, with bursts of five at each whole second.
    for (clock.now = 0; clock.now < 300_000; clock.now += 250) {
      const attempts = clock.now % 1000 === 0 ? 5 : 1;
      for (let i = 0; i < attempts; i++) if (request().admitted) admitted.push(clock.now);
    }
    expect(busiestMinute(admitted)).toBe(LIMIT);
    // Refusals are not counted: the script gets its full share of every minute, not a lock-out.
    expect(admitted.length).toBe(5 * LIMIT);
  });

  it('counts each token on its own', () => {
    const { request } = limiterAt();
    for (let i = 0; i < LIMIT; i++) request('token-a');
    expect(request('token-a').admitted).toBe(false);
    expect(request('token-b').admitted).toBe(true);
  });

  it('forgets tokens idle for a minute, so memory holds only the last minute of use', () => {
    const { clock, limiter, request } = limiterAt();
    for (let i = 0; i < 5_000; i++) request(`token-${i}`);
    expect(limiter.trackedTokens).toBe(5_000);
    clock.now = 61_000;
    request('token-0');
    expect(limiter.trackedTokens).toBe(1);
  });

  it('works with the smallest limit, one request a minute', () => {
    const clock = { now: 0 };
    const limiter = new TokenRateLimiter(1, () => clock.now);
    limiter.take('t');
    expect(() => limiter.take('t')).toThrow(/more than 1 requests in a minute/);
    clock.now = 60_000;
    expect(() => limiter.take('t')).not.toThrow();
  });
});
