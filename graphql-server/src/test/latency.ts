import { expect } from 'vitest';
import type { TestClient } from './client.js';

/**
 * Runs `work` while another member asks for their own account every 50 ms, and measures their slowest answer: how
 * long the server was unable to answer anyone else while it did the work.
 */
export async function whileOthersAreServed<T>(other: TestClient, work: () => Promise<T>) {
  let done = false;
  let slowestMs = 0;
  let answered = 0;
  const others = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await other.rest('GET', '/api/auth/me');
      expect(res.status).toBe(200);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, slowestMs, answered };
  } finally {
    done = true;
    await others;
  }
}
