import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { moduleBeside, type OffThreadTask, runOffThread } from './off-thread.js';

const TASKS = moduleBeside(import.meta.url, './off-thread.testing');
const task = (exportName: string, limits: Partial<OffThreadTask> = {}): OffThreadTask => ({
  moduleUrl: TASKS,
  exportName,
  timeLimitMs: 20_000,
  memoryMb: 64,
  tooSlowMessage: 'Too slow to make',
  tooLargeMessage: 'Too large to make',
  ...limits,
});

/** The longest gap between ticks of a 10 ms timer while `work` runs: how long this thread was unable to answer. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  await work.catch(() => {});
  clearInterval(timer);
  return longest;
}

describe('runOffThread', () => {
  it('answers what the task returns, and bytes as bytes', async () => {
    expect(await runOffThread<number>(task('double'), 21)).toBe(42);
    const out = await runOffThread<Uint8Array>(task('bytes'), 1_000_000);
    expect(out.byteLength).toBe(1_000_000);
    expect(out[999_999]).toBe(7);
  });

  it('ends a task that runs past its time limit with a 503, while this thread keeps answering', async () => {
    const started = Date.now();
    const work = runOffThread(task('spin', { timeLimitMs: 1500 }), null);
    const [stall, outcome] = await Promise.all([longestStall(work), work.catch((error: unknown) => error)]);
    expect(outcome).toBeInstanceOf(AppError);
    expect((outcome as AppError).code).toBe('SERVICE_BUSY');
    expect((outcome as AppError).message).toBe('Too slow to make');
    expect(Date.now() - started).toBeLessThan(10_000);
    // The spinning worker never held this thread: timers kept firing (generous for a busy 2-core machine).
    expect(stall).toBeLessThan(750);
  });

  it('ends a task that reaches its memory limit with a 413, and the process lives on', async () => {
    const before = process.memoryUsage().heapUsed;
    const outcome = await runOffThread(task('hog', { memoryMb: 48 }), null).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(AppError);
    expect((outcome as AppError).code).toBe('PAYLOAD_TOO_LARGE');
    expect((outcome as AppError).message).toBe('Too large to make');
    // None of the worker's heap was this thread's.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(40 * 1024 * 1024);
    expect(await runOffThread<number>(task('double'), 1)).toBe(2);
  });

  it("passes a task's refusal on as it was thrown, and a fault as an error with no detail for the member", async () => {
    const refusal = await runOffThread(task('refuse'), null).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'BAD_USER_INPUT', message: 'That file cannot be read', fieldErrors: { file: 'Unreadable' } });
    const fault = await runOffThread(task('crash'), null).catch((error: unknown) => error);
    expect(fault).toBeInstanceOf(Error);
    expect(fault).not.toBeInstanceOf(AppError);
  });

  it('runs tasks in turns and refuses, with a 503, more than can wait', async () => {
    const slow = task('spin', { timeLimitMs: 200 });
    const many = Array.from({ length: 40 }, () => runOffThread(slow, null).catch((error: unknown) => error as AppError));
    const outcomes = (await Promise.all(many)) as AppError[];
    const busy = outcomes.filter((o) => o.message === 'The server is busy with other documents. Please try again in a minute.');
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].code).toBe('SERVICE_BUSY');
    expect(busy[0].retryAfterSeconds).toBeGreaterThan(0);
  }, 120_000);
});
