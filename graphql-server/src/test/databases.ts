import { randomBytes } from 'node:crypto';
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
