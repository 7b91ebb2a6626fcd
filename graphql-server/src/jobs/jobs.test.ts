import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../composition/database.js';
import { createLogger } from '../logger.js';
import { createTestDatabase } from '../test/databases.js';
import { type JobHandler, type JobQueue, type RecurringJob, startJobQueue } from './jobs.js';

// The job runner on a real database: a job exists exactly when the transaction that added it commits.

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function queueWith(handler: JobHandler, recurring: RecurringJob[] = []) {
  const url = await createTestDatabase(inject('pgServerUrl'));
  const orm = await openDatabase(url, { migrate: false });
  closers.push(() => orm.close());
  const jobs: JobQueue = await startJobQueue({
    connectionString: url,
    logger: createLogger('error'),
    tasks: { echo: handler },
    recurring,
    execute: (sql, params) => orm.em.getConnection().execute(sql, params),
  });
  closers.push(() => jobs.stop());
  return { orm, jobs };
}

describe('background jobs', () => {
  it('runs a job added in a committed transaction, and never one whose transaction rolled back', async () => {
    const seen: unknown[] = [];
    const { orm, jobs } = await queueWith(async (payload) => {
      seen.push(payload);
    });
    await orm.em.fork().transactional(async (tx) => {
      await jobs.add(tx, 'echo', { n: 1 });
    });
    await expect(
      orm.em.fork().transactional(async (tx) => {
        await jobs.add(tx, 'echo', { n: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const until = Date.now() + 10_000;
    while (seen.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    // Time for a second job to show up, if it wrongly existed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('tells a job when its attempt is the last one', async () => {
    const attempts: boolean[] = [];
    const { orm, jobs } = await queueWith(async (_payload, { lastAttempt }) => {
      attempts.push(lastAttempt);
      throw new Error('always fails');
    });
    await orm.em.fork().transactional((tx) => jobs.add(tx, 'echo', {}, { maxAttempts: 1 }));
    const until = Date.now() + 10_000;
    while (attempts.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toEqual([true]);
  });

  it('refuses a task it does not know, in the caller’s transaction', async () => {
    const { orm, jobs } = await queueWith(async () => {});
    await expect(orm.em.fork().transactional((tx) => jobs.add(tx, 'nope', {}))).rejects.toThrow("No job task 'nope'");
  });

  it('refuses to take a server for dead before it has missed three heartbeats', async () => {
    await expect(
      startJobQueue({
        connectionString: 'postgres://unused',
        logger: createLogger('error'),
        tasks: {},
        execute: async () => [],
        heartbeatEveryMs: 1000,
        deadAfterMs: 2000,
      }),
    ).rejects.toThrow('A job queue is taken for dead after at least three missed heartbeats');
  });

  it('refuses a schedule for a task it does not know', async () => {
    await expect(queueWith(async () => {}, [{ task: 'nope', cron: '*/15 * * * *' }])).rejects.toThrow(
      "No job task 'nope' for the schedule '*/15 * * * *'",
    );
  });
});
