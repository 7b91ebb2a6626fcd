import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/databases.js';

// Servers as separate processes on one real database, each with only its job queue (test/job-queue-process.ts), and
// short heartbeat settings so that what takes a minute or two in production takes about a second here.

const QUEUE_PROCESS = fileURLToPath(new URL('../test/job-queue-process.ts', import.meta.url));
const SHORT = { HEARTBEAT_EVERY_MS: '250', DEAD_AFTER_MS: '2000', SWEEP_EVERY_MS: '250' };

interface QueueProcess {
  child: ChildProcess;
  lines: string[];
  stderr: () => string;
  /** Resolves when the process has said `line`; fails (with what it wrote) after `withinMs`. */
  said(line: string, withinMs?: number): Promise<void>;
}

const children: ChildProcess[] = [];
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const close of closers.reverse()) await close();
});

function startQueueProcess(databaseUrl: string, settings: Record<string, string>): QueueProcess {
  const child = spawn(process.execPath, ['--conditions=@union/source', '--import', 'tsx', QUEUE_PROCESS], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: string[] = [];
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    const parts = stdout.split('\n');
    stdout = parts.pop() ?? '';
    lines.push(...parts);
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return {
    child,
    lines,
    stderr: () => stderr,
    async said(line, withinMs = 20_000) {
      const until = Date.now() + withinMs;
      while (!lines.includes(line)) {
        if (Date.now() > until || child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`The queue process did not say '${line}' (it said ${JSON.stringify(lines)}; stderr: ${stderr})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

async function stopped(queue: QueueProcess, signal: NodeJS.Signals) {
  const exited = once(queue.child, 'exit');
  queue.child.kill(signal);
  await exited;
}

async function database() {
  const url = await createTestDatabase(inject('pgServerUrl'));
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  closers.push(() => db.end());
  return { url, db };
}

const addLongJob = (db: pg.Client, n: number) =>
  db.query(`select graphile_worker.add_job('long-job', json_build_object('n', $1::int), job_key => $2)`, [n, `long-job-${n}`]);

const lockOf = async (db: pg.Client, n: number) =>
  (await db.query<{ locked_by: string | null }>('select locked_by from graphile_worker.jobs where key = $1', [`long-job-${n}`])).rows[0];

/** Retries `check` until it passes, for what another process writes a moment later; its last failure after `withinMs`. */
async function eventually(check: () => Promise<void>, withinMs = 5000) {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Job n is done: its row is deleted (the runner writes that just after the job's code returned). */
const jobDone = (db: pg.Client, n: number) => eventually(async () => expect(await lockOf(db, n)).toBeUndefined());

const heartbeatPools = async (db: pg.Client) =>
  (await db.query<{ worker_pool_id: string }>('select worker_pool_id from job_queue_heartbeats')).rows.map((row) => row.worker_pool_id);

describe('a job whose server died', () => {
  it('is run by another server as soon as the dead one has been silent for the set time (not after 4 hours)', {
    timeout: 90_000,
  }, async () => {
    const { url, db } = await database();
    const killed = startQueueProcess(url, { ...SHORT, JOB_MS: '600000' });
    await killed.said('ready');
    await addLongJob(db, 1);
    await killed.said('started 1 attempt 1');
    const deadPool = (await lockOf(db, 1))?.locked_by;
    expect(deadPool).toBeTruthy();
    await stopped(killed, 'SIGKILL');
    // Killed mid-job: nothing handed the job back.
    expect((await lockOf(db, 1))?.locked_by).toBe(deadPool);

    const survivor = startQueueProcess(url, { ...SHORT, JOB_MS: '100' });
    await survivor.said('finished 1 attempt 2', 20_000);
    await jobDone(db, 1);
    expect(survivor.stderr()).toContain(`released the jobs of 1 worker pool(s) silent for over 2 s (${deadPool})`);
    // The dead server's heartbeat is gone with its jobs; the live one's stays while it runs and goes when it stops.
    await eventually(async () => {
      const live = await heartbeatPools(db);
      expect(live).not.toContain(deadPool);
      expect(live).toHaveLength(1);
    });
    await stopped(survivor, 'SIGTERM');
    expect(await heartbeatPools(db)).toEqual([]);
  });

  it('stays with its server while that server is alive, however long the job runs', { timeout: 90_000 }, async () => {
    const { url, db } = await database();
    const busy = startQueueProcess(url, { ...SHORT, JOB_MS: '8000' });
    await busy.said('ready');
    await addLongJob(db, 2);
    await busy.said('started 2 attempt 1');
    const other = startQueueProcess(url, { ...SHORT, JOB_MS: '100' });
    await other.said('ready');
    // Four times the dead-server delay: the other server sweeps some thirty times meanwhile.
    await busy.said('finished 2 attempt 1', 20_000);
    expect(other.lines.filter((line) => line.startsWith('started'))).toEqual([]);
    expect(other.stderr()).not.toContain('released the jobs');
    await jobDone(db, 2);
    await Promise.all([stopped(busy, 'SIGTERM'), stopped(other, 'SIGTERM')]);
  });
});
