import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, EmbeddedPostgresError, startEmbeddedPostgres } from './embedded.js';

const EMBEDDED = fileURLToPath(new URL('./embedded.ts', import.meta.url));

let root: string;
let dir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'union-embedded-'));
  dir = path.join(root, 'postgres');
});
afterAll(async () => {
  // Whatever happened above, no server is left running on the folder.
  const pid = Number((await readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  if (pid > 0) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  await rm(root, { recursive: true, force: true });
}, 60_000);

/** The app as `npm start` runs it: a node process that starts the embedded server and keeps it. */
async function startAppProcess(): Promise<ChildProcess> {
  const script = `const { startEmbeddedPostgres } = await import(${JSON.stringify(EMBEDDED)});
    await startEmbeddedPostgres(${JSON.stringify(dir)});
    console.log('READY');
    setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('READY')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the app process exited (${code}) before its database was ready`)));
  });
  return child;
}

async function answers(db: EmbeddedDatabase): Promise<number> {
  const client = new pg.Client({ connectionString: db.url('postgres') });
  await client.connect();
  try {
    return (await client.query('select 1 + 1 as two')).rows[0].two;
  } finally {
    await client.end();
  }
}

/** Whether the process runs; an exited one its parent has not collected yet (a zombie) does not. */
async function running(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return !/\) Z /.test(stat);
}

describe('startEmbeddedPostgres after a crash', () => {
  it('leaves the database of a running app alone, and stops the one a killed app left behind, then starts', async () => {
    const app = await startAppProcess();
    const pidFile = path.join(dir, 'postmaster.pid');
    const [pidLine, , , port] = (await readFile(pidFile, 'utf8')).split('\n');
    const earlier = Number(pidLine);

    // Another copy of the app still uses the folder: refused with a message, and its server keeps running.
    const refused = await startEmbeddedPostgres(dir).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(EmbeddedPostgresError);
    expect((refused as Error).message).toMatch(
      /is in use: another copy of the app, PID \d+, holds it .*Stop it first, or give this app another DATA_DIR/,
    );
    expect(await running(earlier)).toBe(true);

    // kill -9 of the app alone: its PostgreSQL keeps running and holds the folder.
    app.kill('SIGKILL');
    await once(app, 'exit');
    expect(await running(earlier)).toBe(true);

    const notices: string[] = [];
    const db = await startEmbeddedPostgres(
      dir,
      () => {},
      (message) => notices.push(message),
    );
    try {
      expect(await answers(db)).toBe(2);
      expect(await running(earlier)).toBe(false);
      expect(notices[0]).toContain(`still running on ${dir} (PID ${earlier}, port ${port})`);
      expect(notices[1]).toBe(`The earlier PostgreSQL (PID ${earlier}) has stopped.`);
    } finally {
      await db.stop();
    }
  }, 120_000);

  it('removes a lock file whose server is gone, says so, and starts', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await once(gone, 'exit');
    const pidFile = path.join(dir, 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(false);
    await writeFile(pidFile, `${gone.pid}\n${dir}\n1700000000\n5999\n/tmp\n127.0.0.1\n  0 0\nready   \n`);
    const notices: string[] = [];
    const db = await startEmbeddedPostgres(
      dir,
      () => {},
      (message) => notices.push(message),
    );
    try {
      expect(await answers(db)).toBe(2);
      expect(notices).toEqual([`Removing a stale lock (postmaster.pid) from ${dir}: its server (PID ${gone.pid}) is no longer running.`]);
    } finally {
      await db.stop();
    }
  }, 60_000);

  it('explains a failed start instead of failing with nothing', async () => {
    const broken = path.join(root, 'broken');
    // A data folder PostgreSQL cannot use: PG_VERSION claims an initialised cluster that is not there.
    await mkdir(broken);
    await writeFile(path.join(broken, 'PG_VERSION'), '9\n');
    const error = await startEmbeddedPostgres(broken).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EmbeddedPostgresError);
    expect((error as Error).message).toMatch(new RegExp(`^The embedded PostgreSQL under ${broken} did not start\\.\\n\\S`));
  }, 60_000);
});
