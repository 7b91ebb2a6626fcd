import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { ormOptions } from './orm.config.js';

/** Opens the ORM on a database URL and applies every committed migration not yet applied. */
export async function openDatabase(url: string, { migrate = true } = {}): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(url));
  if (migrate) await orm.migrator.up();
  return orm;
}

export interface ConnectedDatabase {
  orm: MikroORM;
  /** Closes the ORM, and stops the embedded server when this process started it. */
  close(): Promise<void>;
}

/**
 * The configured database, migrated: DATABASE_URL when set, otherwise the embedded PostgreSQL under DATA_DIR
 * (started by this process). Used by the server at start and by command-line tools such as the contract importer.
 */
export async function connectDatabase(config: Config, logger: Logger): Promise<ConnectedDatabase> {
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    logger.info(`Starting embedded PostgreSQL under ${path.join(config.dataDir, 'postgres')}`);
    embedded = await startEmbeddedPostgres(
      path.join(config.dataDir, 'postgres'),
      (line) => logger.debug(line),
      (message) => logger.warn(message),
    );
    databaseUrl = embedded.url('union_companion');
  }
  try {
    await embedded?.createDatabase('union_companion');
    const orm = await openDatabase(databaseUrl);
    const applied = await orm.migrator.getExecuted();
    logger.info(`Database ready (${applied.length} migrations applied)`);
    return {
      orm,
      async close() {
        await orm.close().catch(() => {});
        await embedded?.stop().catch(() => {});
      },
    };
  } catch (error) {
    await embedded?.stop().catch(() => {});
    throw error;
  }
}
