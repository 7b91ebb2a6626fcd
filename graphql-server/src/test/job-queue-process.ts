import { setTimeout as sleep } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { JobHandedBack, startJobQueue } from '../jobs/jobs.js';
import { createLogger } from '../logger.js';

// A server's job queue alone, in a process of its own, so that a test can kill it as a machine dies (SIGKILL) or stop
// it as a server stops (SIGTERM). Its one task, 'long-job', takes JOB_MS milliseconds. It says on stdout, a line each:
// `ready` once it takes jobs, `started <n> attempt <k>` and `finished <n> attempt <k>` for the job of payload { n }
// (added with the key long-job-<n>); its warnings and errors go to stderr. Settings from the environment: DATABASE_URL, JOB_MS, HEARTBEAT_EVERY_MS,
// DEAD_AFTER_MS, SWEEP_EVERY_MS.

const env = process.env;
const setting = (name: string) => {
  const value = Number(env[name]);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number of milliseconds`);
  return value;
};
const url = env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is needed');
const jobMs = setting('JOB_MS');
const say = (line: string) => process.stdout.write(`${line}\n`);

// The same connection and SQL dialect as the app's (MikroORM), without the app's entities.
const orm = await MikroORM.init({ clientUrl: url, entities: [], discovery: { warnWhenNoEntities: false }, debug: false });
const jobs = await startJobQueue({
  connectionString: url,
  logger: createLogger('warn'),
  execute: (sql, params) => orm.em.getConnection().execute(sql, params),
  heartbeatEveryMs: setting('HEARTBEAT_EVERY_MS'),
  deadAfterMs: setting('DEAD_AFTER_MS'),
  sweepEveryMs: setting('SWEEP_EVERY_MS'),
  shutdownGraceMs: 500,
  tasks: {
    'long-job': async (payload, { signal }) => {
      const { n } = payload as { n: number };
      const attempt = await orm.em
        .getConnection()
        .execute<{ attempts: number }[]>('select attempts from graphile_worker.jobs where key = ?', [`long-job-${n}`]);
      const label = `${n} attempt ${attempt[0]?.attempts}`;
      say(`started ${label}`);
      try {
        await sleep(jobMs, undefined, { signal });
      } catch (error) {
        if (signal.aborted) throw new JobHandedBack();
        throw error;
      }
      say(`finished ${label}`);
    },
  },
});
process.once('SIGTERM', () => {
  void jobs
    .stop()
    .then(() => orm.close())
    .then(() => process.exit(0));
});
say('ready');
