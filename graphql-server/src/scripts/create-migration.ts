import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../composition/orm.config.js';
import { startEmbeddedPostgres } from '../db/embedded.js';

// Diffs the entities against a scratch database that has every committed migration applied, and writes the
// difference as a new TypeScript migration under src/db/migrations (add it to migrations/index.ts).
const srcMigrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');
const dir = await mkdtemp(path.join(os.tmpdir(), 'migration-'));
const pg = await startEmbeddedPostgres(path.join(dir, 'pg'));
try {
  await pg.createDatabase('scratch');
  const orm = await MikroORM.init(ormOptions(pg.url('scratch'), {}));
  orm.config.get('migrations').path = srcMigrations;
  orm.config.get('migrations').emit = 'ts';
  await orm.migrator.up();
  const result = await orm.migrator.create(srcMigrations, false, false, process.argv[2]);
  console.log(result.fileName ? `written: ${result.fileName}` : 'no changes');
  await orm.close();
} finally {
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
