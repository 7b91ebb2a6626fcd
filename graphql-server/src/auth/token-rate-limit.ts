import { retryLater } from '../errors.js';

/**
 * Requests per access token per minute, counted in fixed one-minute windows in this process's memory. With several
 * app servers behind a balancer each counts its own share (the limit is per server): enough to stop a runaway
 * script, which is what it is for; sign-in throttling, which guards passwords, is kept in the database instead.
 */
export class TokenRateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of this token, or throws RATE_LIMITED (429, Retry-After: the seconds left in the window). */
  take(tokenId: string): void {
    const now = this.now();
    let window = this.windows.get(tokenId);
    if (!window || now - window.startedAt >= 60_000) {
      if (this.windows.size > 10_000) this.forgetOldWindows(now);
      window = { startedAt: now, count: 0 };
      this.windows.set(tokenId, window);
    }
    window.count += 1;
    if (window.count > this.perMinute) {
      throw retryLater(
        'RATE_LIMITED',
        `This access token made more than ${this.perMinute} requests in a minute. Wait and try again.`,
        (window.startedAt + 60_000 - now) / 1000,
      );
    }
  }

  private forgetOldWindows(now: number) {
    for (const [id, window] of this.windows) if (now - window.startedAt >= 60_000) this.windows.delete(id);
  }
}
