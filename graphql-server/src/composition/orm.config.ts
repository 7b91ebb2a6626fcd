import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { entities } from './entities.js';
import { migrationsList } from '../db/migrations/index.js';
import { JOB_QUEUE_HEARTBEATS_TABLE } from '../jobs/jobs.js';

export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    debug: false,
    // The schema changes only through committed migrations, never by sync at start.
    ensureDatabase: false,
    // The job queue's own table, created by a migration and written in SQL by jobs/, is no entity's.
    schemaGenerator: { skipTables: [JOB_QUEUE_HEARTBEATS_TABLE] },
    pool: { min: 0, max: 10 },
    ...overrides,
  });
}
