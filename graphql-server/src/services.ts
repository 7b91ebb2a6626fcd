import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ContractAnswerer } from './ai/answerer/answerer.js';
import { createAnswerer } from './ai/answerer/create-answerer.js';
import { createTranscriber } from './ai/transcriber/create-transcriber.js';
import type { OfflineOptions } from './ai/transcriber/offline.js';
import type { Transcriber } from './ai/transcriber/transcriber.js';
import type { SessionSettings } from './auth/sessions.js';
import { TokenRateLimiter } from './auth/token-rate-limit.js';
import type { Config } from './config.js';
import { type ConnectedDatabase, connectDatabase } from './composition/database.js';
import { persistentSecret } from './db/secrets.js';
import { HOUSEKEEPING_SCHEDULE, HOUSEKEEPING_TASK, housekeepingJob } from './jobs/housekeeping.js';
import { type JobQueue, startJobQueue } from './jobs/jobs.js';
import type { Logger } from './logger.js';
import { TRANSCRIBE_MEETING_TASK, transcribeMeetingJob } from './modules/meetings/meeting-transcription.js';
import { type AudioRemuxer, audioRemuxer } from './storage/audio-remux.js';
import { LocalDiskStorage } from './storage/local-disk.js';
import type { FileStorage } from './storage/storage.js';

/** Long-lived collaborators that requests use; built once at start (and once per test server) by buildServices. */
export interface AppServices {
  config: Config;
  logger: Logger;
  /** The migrated database (embedded or DATABASE_URL). */
  orm: MikroORM;
  sessions: SessionSettings;
  /** Requests per personal access token per minute (TOKEN_RATE_LIMIT_PER_MINUTE). */
  tokenRateLimit: TokenRateLimiter;
  /** Every uploaded file (journal images; uploads.staging for what is being received). */
  storage: FileStorage;
  /** The contract assistant: online (OpenAI) or offline, chosen once here. */
  answerer: ContractAnswerer;
  /** Speech to text for meetings: OpenAI with the offline engine behind it, or the offline engine alone; chosen once here. */
  transcriber: Transcriber;
  /** Rewrites a closed recording so that its header carries its duration (ffmpeg, confined). */
  audioRemuxer: AudioRemuxer;
  /** Background jobs (graphile-worker) on the same database; the runner stops in close(). */
  jobs: JobQueue;
  /** Stops the job runner, then closes the database (and stops the embedded server when it was started here). */
  close(): Promise<void>;
}

export interface ServiceOverrides {
  /** A database opened by the caller (the tests' copy of the migrated template) instead of the configuration's. */
  database?: ConnectedDatabase;
  /** Session settings to use instead of the configuration's (the tests' fixed secret and cookie). */
  sessions?: Partial<SessionSettings>;
  /** Options of the offline transcriber (tests: a search path without its programs, a short time limit). */
  offlineTranscriber?: OfflineOptions;
  /** A transcriber to use instead of the configured engines (tests where the engine is not what is tested). */
  transcriber?: Transcriber;
  /** How long a stopping server lets its running jobs finish before handing them back (default 5 s). */
  jobShutdownGraceMs?: number;
}

/** Builds every shared service in one place, for main.ts and the test harness alike; nothing is cached in a module. */
export async function buildServices(config: Config, logger: Logger, overrides: ServiceOverrides = {}): Promise<AppServices> {
  const database = overrides.database ?? (await connectDatabase(config, logger));
  let jobs: JobQueue | undefined;
  try {
    const sessions: SessionSettings = {
      secret: overrides.sessions?.secret ?? config.SESSION_SECRET ?? (await persistentSecret(config.dataDir, 'session')),
      idleMs: config.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
      secureCookie: config.COOKIE_SECURE === 'auto' ? 'auto' : config.COOKIE_SECURE === 'true',
      ...overrides.sessions,
    };
    const transcriber = overrides.transcriber ?? (await createTranscriber(config, logger, overrides.offlineTranscriber));
    const orm = database.orm;
    const storage = new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
    jobs = await startJobQueue({
      connectionString: orm.config.get('clientUrl') as string,
      logger,
      shutdownGraceMs: overrides.jobShutdownGraceMs,
      execute: (sql, params) => orm.em.getConnection().execute(sql, params),
      tasks: {
        [TRANSCRIBE_MEETING_TASK]: transcribeMeetingJob(() => ({ orm, transcriber, config, logger, jobs })),
        [HOUSEKEEPING_TASK]: housekeepingJob({ orm, sessions, uploads: storage }),
      },
      recurring: [HOUSEKEEPING_SCHEDULE],
    });
    const queue = jobs;
    return {
      config,
      logger,
      orm,
      sessions,
      tokenRateLimit: new TokenRateLimiter(config.TOKEN_RATE_LIMIT_PER_MINUTE),
      storage,
      answerer: await createAnswerer(config, logger),
      transcriber,
      audioRemuxer: audioRemuxer(),
      jobs: queue,
      async close() {
        await queue.stop();
        await database.close();
      },
    };
  } catch (error) {
    await jobs?.stop();
    await database.close();
    throw error;
  }
}
