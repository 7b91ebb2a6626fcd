import { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type JobHelpers, Logger as WorkerLogger, parseCronItems, run, type Runner, type Task, type WorkerEvents } from 'graphile-worker';
import type { Logger } from '../logger.js';

// Background jobs on the app's own PostgreSQL (graphile-worker): jobs are rows, added in the same transaction as the
// app's writes (so a job exists exactly when the change that needs it was committed), picked up at once through
// LISTEN/NOTIFY. A job a stopping server was running is handed back (its attempt failed, retried after a short
// back-off) and done by the next server on the same database. Recurring jobs (RecurringJob, e.g. housekeeping.ts)
// are added by the queue itself on a crontab schedule.

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
}

/** Installs (or updates) the queue's schema in the database and starts taking jobs. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { logger } = options;
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
        await runner.stop().catch((error) => logger.error('jobs: the runner did not stop cleanly', error));
        // A job asked to stop is failed by the runner without waiting for that write; whatever is still locked in
        // this runner's name is released here, so the next server takes it at once (instead of after 4 hours).
        if (pools.size > 0) {
          await options
            .execute("select graphile_worker.force_unlock_workers(string_to_array(?, ','))", [[...pools].join(',')])
            .catch((error) => logger.error('jobs: could not hand back the running jobs', error));
        }
      })();
      return stopped;
    },
  };
}
