import { retryLater } from '../errors.js';

const WINDOW_MS = 60_000;

/**
 * The times of one token's admitted requests within the last minute, oldest first, in a ring that grows by doubling
 * up to the limit (a token that makes a few requests costs a few numbers, never `perMinute` of them).
 */
class RequestTimes {
  private times = new Float64Array(4);
  private head = 0;
  size = 0;

  oldest(): number {
    return this.times[this.head];
  }

  newest(): number {
    return this.times[(this.head + this.size - 1) % this.times.length];
  }

  /** Drops the times at or before `cutoff`. */
  dropUpTo(cutoff: number): void {
    while (this.size > 0 && this.oldest() <= cutoff) {
      this.head = (this.head + 1) % this.times.length;
      this.size -= 1;
    }
  }

  push(time: number, capacity: number): void {
    if (this.size === this.times.length) {
      const grown = new Float64Array(Math.min(Math.max(this.times.length * 2, 4), capacity));
      for (let i = 0; i < this.size; i++) grown[i] = this.times[(this.head + i) % this.times.length];
      this.times = grown;
      this.head = 0;
    }
    this.times[(this.head + this.size) % this.times.length] = time;
    this.size += 1;
  }
}

/**
 * Requests per access token per minute, as a sliding window: a request is admitted only when fewer than `perMinute`
 * of the token's requests were admitted in the 60 seconds before it, so no span of 60 seconds ever holds more than
 * `perMinute` (a fixed window let twice the limit through in two seconds around its boundary). Refused requests are
 * not counted: a script that keeps retrying gets in again as soon as its oldest request is a minute old, which is
 * what Retry-After says.
 *
 * Memory: one time (8 bytes) per request admitted in the last minute, per token, and tokens idle for a minute are
 * forgotten once a minute. Counted in this process's memory: with several app servers behind a balancer each counts
 * its own share (the limit is per server), enough to stop a runaway script, which is what it is for; sign-in
 * throttling, which guards passwords, is kept in the database instead.
 */
export class TokenRateLimiter {
  private readonly tokens = new Map<string, RequestTimes>();
  private lastSweep: number;

  constructor(
    readonly perMinute: number,
    // A monotonic clock: a wall clock set back would otherwise hold requests in the window for too long.
    private readonly now: () => number = () => performance.now(),
  ) {
    this.lastSweep = now();
  }

  /** Counts one request of this token, or throws RATE_LIMITED (429, Retry-After: the seconds until one is admitted). */
  take(tokenId: string): void {
    const now = this.now();
    if (now - this.lastSweep >= WINDOW_MS) this.forgetIdleTokens(now);
    let times = this.tokens.get(tokenId);
    if (!times) {
      times = new RequestTimes();
      this.tokens.set(tokenId, times);
    }
    times.dropUpTo(now - WINDOW_MS);
    if (times.size >= this.perMinute) {
      throw retryLater(
        'RATE_LIMITED',
        `This access token made more than ${this.perMinute} requests in a minute. Wait and try again.`,
        (times.oldest() + WINDOW_MS - now) / 1000,
      );
    }
    times.push(now, this.perMinute);
  }

  /** How many tokens are remembered (for tests of the memory bound). */
  get trackedTokens(): number {
    return this.tokens.size;
  }

  private forgetIdleTokens(now: number) {
    this.lastSweep = now;
    for (const [id, times] of this.tokens) if (times.size === 0 || times.newest() <= now - WINDOW_MS) this.tokens.delete(id);
  }
}
