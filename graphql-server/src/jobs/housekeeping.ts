import type { MikroORM } from '@mikro-orm/postgresql';
import { removeEndedSessions, type SessionSettings } from '../auth/sessions.js';
import { removeFinishedThrottleRows } from '../auth/throttle.js';
import type { LocalDiskStorage } from '../storage/local-disk.js';
import type { JobHandler, RecurringJob } from './jobs.js';

// What nothing else ever deletes: sessions that have ended (a session is deleted when its own cookie comes back after
// it ended, and most never come back), sign-in counts whose day is over, and staged uploads whose request died.

export const HOUSEKEEPING_TASK = 'housekeeping';

/** Every 15 minutes; a run missed while no server was running is done as soon as one starts. */
export const HOUSEKEEPING_SCHEDULE: RecurringJob = { task: HOUSEKEEPING_TASK, cron: '*/15 * * * *', catchUpMs: 15 * 60_000 };

export interface HousekeepingDeps {
  orm: MikroORM;
  sessions: SessionSettings;
  uploads: Pick<LocalDiskStorage, 'removeAbandonedStaged'>;
}

export function housekeepingJob(deps: HousekeepingDeps): JobHandler {
  return async (_payload, { logger }) => {
    const em = deps.orm.em.fork();
    const removed = {
      'ended sessions': await removeEndedSessions(em, deps.sessions),
      'finished sign-in counts': await removeFinishedThrottleRows(em),
      'abandoned staged uploads': await deps.uploads.removeAbandonedStaged(),
    };
    const counts = Object.entries(removed).filter(([, count]) => count > 0);
    if (counts.length > 0) logger.info(`housekeeping: removed ${counts.map(([what, count]) => `${count} ${what}`).join(', ')}`);
  };
}
