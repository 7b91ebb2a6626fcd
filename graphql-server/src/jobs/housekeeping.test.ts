import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { LoginThrottle, Session } from '../auth/session.entity.js';
import { User } from '../auth/user.entity.js';
import { openDatabase } from '../composition/database.js';
import { loadConfig } from '../config.js';
import { createLogger, type Logger } from '../logger.js';
import { type AppServices, buildServices } from '../services.js';
import { ABANDONED_STAGED_MS } from '../storage/local-disk.js';
import { createTestDatabase } from '../test/databases.js';
import { HOUSEKEEPING_TASK } from './housekeeping.js';

// The housekeeping job as the server runs it: registered by buildServices, added by the queue on its schedule, run by
// the queue's worker on a real database and a real uploads folder. The schedule is known to the database since an
// hour ago and no server ran since, so the run missed in the last 15 minutes is added as soon as the server starts.

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

const ago = (ms: number) => new Date(Date.now() - ms);

describe('housekeeping', () => {
  it('runs on its schedule through the queue, and removes ended sessions, finished sign-in counts and abandoned staged uploads', async () => {
    const orm = await openDatabase(await createTestDatabase(inject('pgServerUrl')), { migrate: false });
    let services: AppServices | undefined;
    closers.push(async () => (services ? services.close() : orm.close()));
    await orm.em
      .getConnection()
      .execute("insert into graphile_worker._private_known_crontabs (identifier, known_since) values (?, now() - interval '1 hour')", [
        HOUSEKEEPING_TASK,
      ]);

    const em = orm.em.fork();
    const user = em.create(User, {
      username: 'housekept',
      personalEmail: 'housekept@example.org',
      firstName: 'Test',
      lastName: 'Member',
      employeeNumber: 'E90001',
      employmentStatus: 'full_time',
      hireDate: '2019-01-01',
      hashedPassword: 'not-a-hash',
    });
    const session = (name: string, lastSeenAt: Date, expiresAt: Date) =>
      em.create(Session, { tokenHash: name.padEnd(64, '0'), user, createdAt: ago(3_600_000), lastSeenAt, expiresAt });
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000);
    session('live', new Date(), inTwoHours);
    session('idle', ago(2 * 3_600_000), inTwoHours);
    session('expired', new Date(), ago(60_000));
    em.create(LoginThrottle, { key: 'account:yesterday', failures: 4, windowStart: ago(25 * 3_600_000) });
    em.create(LoginThrottle, { key: 'account:today', failures: 4, windowStart: ago(3_600_000) });
    await em.flush();

    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'union-housekeeping-'));
    closers.push(() => rm(dataDir, { recursive: true, force: true }));
    const staging = path.join(dataDir, 'uploads', '.staging');
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, 'abandoned.part'), 'a request that died');
    await utimes(path.join(staging, 'abandoned.part'), ago(ABANDONED_STAGED_MS * 2), ago(ABANDONED_STAGED_MS * 2));
    await writeFile(path.join(staging, 'receiving.part'), 'a request under way');

    const said: string[] = [];
    const logger: Logger = { ...createLogger('error'), info: (message) => said.push(message) };
    services = await buildServices(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false' }), logger, {
      database: { orm, close: () => orm.close() },
      sessions: { secret: 'test-secret-test-secret-test-secret-0123', idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 },
    });

    const until = Date.now() + 20_000;
    while (!said.some((line) => line.startsWith('housekeeping:')) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(said.filter((line) => line.startsWith('housekeeping:'))).toEqual([
      'housekeeping: removed 2 ended sessions, 1 finished sign-in counts, 1 abandoned staged uploads',
    ]);
    const check = orm.em.fork();
    expect((await check.find(Session, {})).map((row) => row.tokenHash)).toEqual(['live'.padEnd(64, '0')]);
    expect((await check.find(LoginThrottle, {})).map((row) => row.key)).toEqual(['account:today']);
    expect(await readdir(staging)).toEqual(['receiving.part']);
  });
});
