import { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type JobHelpers, Logger as WorkerLogger, parseCronItems, run, type Runner, type Task, type WorkerEvents } from 'graphile-worker';
import type { Logger } from '../logger.js';

// Background jobs on the app's own PostgreSQL (graphile-worker): jobs are rows, added in the same transaction as the
// app's writes (so a job exists exactly when the change that needs it was committed), picked up at once through
// LISTEN/NOTIFY. A job a stopping server was running is handed back (its attempt failed, retried after a short
// back-off) and done by the next server on the same database. Recurring jobs (RecurringJob, e.g. housekeeping.ts)
// are added by the queue itself on a crontab schedule.
//
// A server that dies without stopping (killed, out of memory, machine lost) cannot hand its jobs back: they stay locked
// in the name of its worker pool, which graphile-worker alone would free only after 4 hours. So each server's queue
// writes a heartbeat (a row per worker pool in job_queue_heartbeats) every 15 s from a timer, however long its jobs
// run, and every live server looks every 30 s for jobs locked for over 90 s by a pool whose heartbeat is older than
// 90 s (or missing), and releases them: another server (or the same one started again) runs such a job within two
// minutes of its server's death, as a new attempt. The heartbeat rows of the dead pools are then deleted; a server that
// stops cleanly deletes its own.

/** What a job's code gets: its payload, and a signal that fires when the server is stopping. */
export interface JobContext {
  signal: AbortSignal;
  logger: Logger;
  /** True on the job's last attempt: a failure now is final (the job will not run again). */
  lastAttempt: boolean;
}

/** Thrown by a job that stopped because the server is stopping: it is run again by the next server (not an error). */
export class JobHandedBack extends Error {
  constructor(message = 'The server is stopping; the job is handed to the next one') {
    super(message);
    this.name = 'JobHandedBack';
  }
}

export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

export interface AddJobOptions {
  /** One job per key: adding again replaces a job of that key not yet started. */
  jobKey?: string;
  runAt?: Date;
  /** Attempts before the job is given up (a stopping server's hand-back counts as one). Default 10. */
  maxAttempts?: number;
}

const DEFAULT_MAX_ATTEMPTS = 10;

/** The table where each running queue's worker pools say they are alive (written only by this file, in SQL). */
export const JOB_QUEUE_HEARTBEATS_TABLE = 'job_queue_heartbeats';

const DEFAULT_HEARTBEAT_EVERY_MS = 15_000;
const DEFAULT_DEAD_AFTER_MS = 90_000;
const DEFAULT_SWEEP_EVERY_MS = 30_000;

/**
 * A job the queue adds by itself on a schedule. However many servers run, each run is added once (the servers agree
 * through the database); a run not started yet is replaced by the next one, never doubled.
 */
export interface RecurringJob {
  /** One of the queue's tasks; it also names the schedule, by which a starting server knows which runs were missed. */
  task: string;
  /** When, as a crontab line's five fields in UTC (minute hour day month weekday), e.g. `0 3 * * *` at 03:00 daily. */
  cron: string;
  /** A run missed less than this long before a server starts (no server was running then) is added at once. Default 0. */
  catchUpMs?: number;
}

export interface JobQueue {
  /** Adds a job in the caller's transaction: it exists only if that transaction commits. */
  add(tx: EntityManager, task: string, payload: Record<string, unknown>, options?: AddJobOptions): Promise<void>;
  /** Stops taking jobs and waits for the running ones; those still running after the grace period are handed back. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  connectionString: string;
  logger: Logger;
  tasks: Record<string, JobHandler>;
  /** Jobs added on a schedule, each of a task in `tasks`. */
  recurring?: RecurringJob[];
  /** Jobs run at once by this server. */
  concurrency?: number;
  /** How long a stopping server lets its running jobs finish before it asks them to stop. */
  shutdownGraceMs?: number;
  /** Runs SQL on the app's own connection (still open while the queue stops). */
  execute(sql: string, params: unknown[]): Promise<unknown>;
  /** How often this server's queue writes that it is alive. Default 15 s. */
  heartbeatEveryMs?: number;
  /**
   * A server whose queue has not written that it is alive for this long is taken for dead, and the jobs it took longer
   * ago than this are given to the live servers. At least three heartbeats, so a busy server never loses its job. Default 90 s.
   */
  deadAfterMs?: number;
  /** How often this server looks for jobs held by dead servers. Default 30 s. */
  sweepEveryMs?: number;
}

/** Installs (or updates) the queue's schema in the database and starts taking jobs. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { logger, execute } = options;
  const heartbeatEveryMs = options.heartbeatEveryMs ?? DEFAULT_HEARTBEAT_EVERY_MS;
  const deadAfterMs = options.deadAfterMs ?? DEFAULT_DEAD_AFTER_MS;
  const sweepEveryMs = options.sweepEveryMs ?? DEFAULT_SWEEP_EVERY_MS;
  if (!(heartbeatEveryMs > 0 && sweepEveryMs > 0 && deadAfterMs >= 3 * heartbeatEveryMs)) {
    throw new Error(
      `A job queue is taken for dead after at least three missed heartbeats (heartbeat every ${heartbeatEveryMs} ms, dead after ${deadAfterMs} ms, sweep every ${sweepEveryMs} ms)`,
    );
  }
  const workerLogger = new WorkerLogger(() => (level, message, meta) => {
    if ((meta as { error?: unknown } | undefined)?.error instanceof JobHandedBack) logger.info(`jobs: ${message.split('\n')[0]}`);
    else if (level === 'error') logger.error(`jobs: ${message}`);
    else if (level === 'warning') logger.warn(`jobs: ${message}`);
    else logger.debug(`jobs: ${message}`);
  });
  const taskList: Record<string, Task> = Object.fromEntries(
    Object.entries(options.tasks).map(([name, handler]) => [
      name,
      (payload: unknown, helpers: JobHelpers) =>
        handler(payload, { signal: helpers.abortSignal, logger, lastAttempt: helpers.job.attempts >= helpers.job.max_attempts }),
    ]),
  );
  const parsedCronItems = parseCronItems(
    (options.recurring ?? []).map((job) => {
      if (!(job.task in taskList)) throw new Error(`No job task '${job.task}' for the schedule '${job.cron}'`);
      return {
        task: job.task,
        identifier: job.task,
        match: job.cron,
        options: { backfillPeriod: job.catchUpMs ?? 0, jobKey: job.task, maxAttempts: DEFAULT_MAX_ATTEMPTS },
      };
    }),
  );
  // The worker pools this runner makes: jobs are locked in their name.
  const pools = new Set<string>();
  const events: WorkerEvents = new EventEmitter();
  events.on('pool:create', ({ workerPool }) => pools.add(workerPool.id));
  const runner: Runner = await run({
    events,
    connectionString: options.connectionString,
    concurrency: options.concurrency ?? 2,
    noHandleSignals: true,
    pollInterval: 1000,
    taskList,
    // Given even when empty: otherwise graphile-worker reads a `crontab` file from the working directory.
    parsedCronItems,
    logger: workerLogger,
    gracefulShutdownAbortTimeout: options.shutdownGraceMs ?? 5000,
  });
  const poolIds = () => [...pools].join(',');

  // Written from a timer, never from a job: a server busy with a long job keeps saying it is alive.
  const beat = () =>
    execute(
      `insert into ${JOB_QUEUE_HEARTBEATS_TABLE} (worker_pool_id, beat_at) select unnest(string_to_array(?, ',')), now()
       on conflict (worker_pool_id) do update set beat_at = excluded.beat_at`,
      [poolIds()],
    );
  // Database time on both sides of every comparison, so the servers' clocks need not agree. A server never takes itself
  // for dead: its own pools are left out whatever their heartbeat says.
  const releaseDeadServersJobs = async () => {
    const dead = (await execute(
      `select distinct jobs.locked_by as worker_pool_id
       from graphile_worker.jobs as jobs
       where jobs.locked_at < now() - ?::int * interval '1 millisecond'
         and jobs.locked_by <> all(string_to_array(?, ','))
         and not exists (
           select 1 from ${JOB_QUEUE_HEARTBEATS_TABLE} as beat
           where beat.worker_pool_id = jobs.locked_by and beat.beat_at >= now() - ?::int * interval '1 millisecond'
         )`,
      [deadAfterMs, poolIds(), deadAfterMs],
    )) as { worker_pool_id: string }[];
    if (dead.length > 0) {
      const ids = dead.map((row) => row.worker_pool_id);
      await execute("select graphile_worker.force_unlock_workers(string_to_array(?, ','))", [ids.join(',')]);
      logger.warn(
        `jobs: released the jobs of ${ids.length} worker pool(s) silent for over ${Math.round(deadAfterMs / 1000)} s (${ids.join(', ')}); their server is gone, another runs them now`,
      );
    }
    // A dead pool's heartbeat, once its jobs are released: the table holds only the live servers' pools.
    await execute(`delete from ${JOB_QUEUE_HEARTBEATS_TABLE} where beat_at < now() - ?::int * interval '1 millisecond'`, [deadAfterMs]);
  };
  const heartbeat = repeatEvery(heartbeatEveryMs, beat, (error) =>
    logger.warn(`jobs: could not write that this server is alive: ${error}`),
  );
  const sweep = repeatEvery(sweepEveryMs, releaseDeadServersJobs, (error) =>
    logger.warn(`jobs: could not look for the jobs of stopped servers: ${error}`),
  );

  let stopped: Promise<void> | undefined;
  return {
    async add(tx, task, payload, addOptions = {}) {
      if (!(task in taskList)) throw new Error(`No job task '${task}'`);
      await tx.execute(`select graphile_worker.add_job(?, ?::json, null, ?::timestamptz, ?, ?)`, [
        task,
        JSON.stringify(payload),
        addOptions.runAt ? addOptions.runAt.toISOString() : null,
        addOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        addOptions.jobKey ?? null,
      ]);
    },
    stop() {
      stopped ??= (async () => {
        await sweep.stop();
        // The heartbeat goes on while the running jobs finish: until they are handed back they are this server's.
        await runner.stop().catch((error) => logger.error('jobs: the runner did not stop cleanly', error));
        await heartbeat.stop();
        // A job asked to stop is failed by the runner without waiting for that write; whatever is still locked in
        // this runner's name is released here, so the next server takes it at once (instead of after the dead-server
        // delay), and the heartbeat is deleted.
        if (pools.size > 0) {
          await execute("select graphile_worker.force_unlock_workers(string_to_array(?, ','))", [poolIds()]).catch((error) =>
            logger.error('jobs: could not hand back the running jobs', error),
          );
          await execute(`delete from ${JOB_QUEUE_HEARTBEATS_TABLE} where worker_pool_id = any(string_to_array(?, ','))`, [poolIds()]).catch(
            (error) => logger.error('jobs: could not delete this server’s heartbeat', error),
          );
        }
      })();
      return stopped;
    },
  };
}

/**
 * Runs `task` now and then every `everyMs` after the previous run ended (runs never overlap); a failed run is reported
 * and the next one goes ahead. stop() cancels the next run and waits for the one under way.
 */
function repeatEvery(everyMs: number, task: () => Promise<unknown>, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const runOnce = () => {
    running = task()
      .then(
        () => {},
        (error) => onError(error),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(runOnce, everyMs).unref();
      });
  };
  runOnce();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
