import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import { inject } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../composition/database.js';
import { hashPassword } from '../auth/passwords.js';
import { createLogger } from '../logger.js';
import { EmailAllowlistEntry } from '../modules/allowlist/allowlist.entity.js';
import { User } from '../auth/user.entity.js';
import type { OfflineOptions } from '../ai/transcriber/offline.js';
import { type AppServices, buildServices } from '../services.js';
import { createTestDatabase } from './databases.js';
import { TestClient } from './client.js';

export interface TestServer {
  url: string;
  /** The express app itself, e.g. to list its routes. */
  app: Express;
  orm: MikroORM;
  services: AppServices;
  dataDir: string;
  /** A client with its own cookie jar (a browser of its own). */
  client(): TestClient;
  /** Creates a member directly in the database and returns a client signed in as them. */
  signedIn(overrides?: Partial<User> & { password?: string }): Promise<{ client: TestClient; user: User }>;
  close(): Promise<void>;
}

let counter = 0;
export const TEST_PASSWORD = 'correct-horse-battery';

/** The real app (GraphQL, REST, sessions) on a clean copy of the migrated database, listening on loopback. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { sessions?: Partial<AppServices['sessions']>; offlineTranscriber?: OfflineOptions } = {},
): Promise<TestServer> {
  const dbUrl = await createTestDatabase(inject('pgServerUrl'));
  const orm = await openDatabase(dbUrl, { migrate: false });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'union-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', ...env });
  const services = await buildServices(config, createLogger('error'), {
    database: { orm, close: () => orm.close() },
    sessions: {
      secret: 'test-secret-test-secret-test-secret-0123',
      idleMs: 30 * 60_000,
      absoluteMs: 12 * 3_600_000,
      secureCookie: false,
      ...options.sessions,
    },
    offlineTranscriber: options.offlineTranscriber,
  });
  const { app, stop } = await createApp({ services });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const passwordHash = await hashPassword(TEST_PASSWORD);

  return {
    url,
    app,
    orm,
    services,
    dataDir,
    client: () => new TestClient(url),
    async signedIn(overrides = {}) {
      counter += 1;
      const em = orm.em.fork();
      const { password, ...fields } = overrides;
      const user = em.create(User, {
        username: `member${counter}`,
        personalEmail: `member${counter}@example.org`,
        firstName: 'Test',
        lastName: `Member${counter}`,
        employeeNumber: `E${String(counter).padStart(5, '0')}`,
        employmentStatus: 'full_time',
        hireDate: '2019-01-01',
        hashedPassword: password ? await hashPassword(password) : passwordHash,
        ...fields,
      });
      await em.persist(user).flush();
      const client = new TestClient(url);
      const res = await client.rest('POST', '/api/auth/login', { username: user.username, password: password ?? TEST_PASSWORD });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { client, user };
    },
    async close() {
      await stop();
      await new Promise((resolve) => server.close(resolve));
      await services.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app on the same services, serving a built web app from `webDist` as production does (its page, assets,
 * the explorer), listening on loopback.
 */
export async function serveWithWebDist(server: TestServer, webDist: string): Promise<{ url: string; close(): Promise<void> }> {
  const { app, stop } = await createApp({ services: server.services, webDist });
  const listening: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    async close() {
      await stop();
      listening.closeAllConnections();
      await new Promise((resolve) => listening.close(resolve));
    },
  };
}

export async function allowlist(orm: MikroORM, email: string, isActive = true) {
  const em = orm.em.fork();
  em.create(EmailAllowlistEntry, { email, isActive });
  await em.flush();
}
