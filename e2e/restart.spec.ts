import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { demoAppEnv } from './app-env.mjs';
import { DEMO_PASSWORD, expect, test } from './fixtures';

// The server as `npm start` runs it (graphql-server/start.sh: the supervisor and the server under it, the embedded
// PostgreSQL, demo data) is killed outright, as the kernel kills a process that runs out of memory: it must come back
// by itself, and a member signed in before must still be signed in after.

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The supervisor's child: the server process itself. */
const serverUnder = (supervisorPid: number): number | null => {
  try {
    const children = readFileSync(`/proc/${supervisorPid}/task/${supervisorPid}/children`, 'utf8').trim();
    return children ? Number(children.split(/\s+/)[0]) : null;
  } catch {
    return null;
  }
};

/** Processes whose command line names this folder (the embedded PostgreSQL runs with its data folder in it). */
const processesNaming = (folder: string): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(folder);
      } catch {
        return false;
      }
    })
    .map(Number);

async function untilServing(url: string, within: number): Promise<void> {
  const deadline = Date.now() + within;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/auth/me`)).status === 401) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${within / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('the server starts again by itself when its process is killed, and a signed-in member stays signed in', async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'union-restart-'));
  let log = '';
  const app: ChildProcess = spawn('sh', ['graphql-server/start.sh'], {
    env: demoAppEnv(port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  app.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise((resolve) => app.once('exit', resolve));
  try {
    await untilServing(url, 90_000);
    const signIn = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'member', password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    // The answer clears any earlier session cookie, then sets the new one.
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .filter((pair) => !pair.endsWith('='))
      .join('; ');
    expect((await fetch(`${url}/api/auth/me`, { headers: { cookie } })).status).toBe(200);

    // start.sh execs the supervisor, so the process started here is the supervisor; the server is its child.
    const first = serverUnder(app.pid as number);
    expect(first).not.toBeNull();
    process.kill(first as number, 'SIGKILL');

    await expect.poll(() => serverUnder(app.pid as number), { timeout: 30_000 }).not.toBe(first);
    await untilServing(url, 90_000);
    const me = await fetch(`${url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).username).toBe('member');
    expect(log).toContain('the server stopped unexpectedly (signal SIGKILL); starting it again in 1 s');
    // Stopped when asked: the supervisor passes the signal on and ends with its server, whose database stops too.
    app.kill('SIGTERM');
    await exited;
    expect(serverUnder(app.pid as number)).toBeNull();
    await expect.poll(() => processesNaming(dataDir), { timeout: 30_000 }).toEqual([]);
  } finally {
    app.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
