// npm run bench:api: the app's API against a hand-written baseline (baseline.mjs), on one fresh
// database filled through the app's own API (fill.mjs). Builds the app, checks that both servers answer the same
// content, then runs autocannon rounds interleaved app / baseline and prints a table and one `bench:` line.
//
//   npm run bench:api [-- --rounds 3 --duration 10 --connections 50 --warmup 2 --no-build --keep]
//
// Server CPU per request: the app's from /proc/<pid>/stat (utime + stime of its Node process; PostgreSQL's own
// processes are not counted, for either server), the baseline's from process.cpuUsage() through its debug route.
// Memory: VmRSS from /proc/<pid>/status. Linux only (/proc).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { FEED_QUERY, JOURNAL_QUERY, webOperation } from './documents.mjs';
import { FILL, fill } from './fill.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

const OPTIONS = /** @type {const} */ ({
  rounds: { type: 'string', default: '3' },
  duration: { type: 'string', default: '10' },
  connections: { type: 'string', default: '50' },
  warmup: { type: 'string', default: '2' },
  'no-build': { type: 'boolean', default: false },
  keep: { type: 'boolean', default: false },
  only: { type: 'string' },
  help: { type: 'boolean', default: false },
});
const options = (() => {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\nnpm run bench:api -- --help lists the options.`);
    process.exit(2);
  }
})();
if (options.help) {
  console.log(`npm run bench:api [-- options]
  --rounds N        rounds per server and request (default 3)
  --duration S      seconds per round (default 10)
  --connections N   concurrent connections (default 50)
  --warmup S        seconds of unmeasured load per server and request before the first round (default 2; 0: none)
  --no-build        use the build already in graphql-server/dist and web/dist
  --keep            keep the temporary data folder (database, uploads) and print where it is
  --only KEYS       measure only these requests, comma-separated: journal-graphql, journal-rest, feed-graphql, feed-rest
                    (e.g. with NODE_OPTIONS=--cpu-prof to profile one path)`);
  process.exit(0);
}
/** @param {'rounds' | 'duration' | 'connections' | 'warmup'} name @param {number} min */
function count(name, min) {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} must be a whole number of at least ${min} (got '${options[name]}')`);
    process.exit(2);
  }
  return value;
}
const ROUNDS = count('rounds', 1);
const DURATION = count('duration', 1);
const CONNECTIONS = count('connections', 1);
const WARMUP = count('warmup', 0);
const SCENARIO_KEYS = ['journal-graphql', 'journal-rest', 'feed-graphql', 'feed-rest'];
const ONLY = options.only?.split(',').map((key) => key.trim());
if (ONLY?.some((key) => !SCENARIO_KEYS.includes(key)) || ONLY?.length === 0) {
  console.error(`--only takes some of ${SCENARIO_KEYS.join(', ')} (got '${options.only}')`);
  process.exit(2);
}

const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time of a process so far, in ms (user + system), from /proc/<pid>/stat. @param {number} pid */
function procCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command name in parentheses: field 3 (state) onwards; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

/**
 * CPU time of a PostgreSQL server so far, in ms: the postmaster (with its reaped children) and every live backend.
 * Both servers share the database and are loaded one at a time, so a round's difference is its server's SQL cost.
 * @param {number} postmaster
 */
function postgresCpuMs(postmaster) {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    // Fields 4 (parent), 14 and 15 (utime, stime), 16 and 17 (cutime, cstime: children already reaped).
    if (pid === postmaster) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    else if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLK_TCK;
}

/** Resident memory of a process, in MB, from /proc/<pid>/status. @param {number} pid */
function rssMb(pid) {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return kb ? Number(kb[1]) / 1024 : Number.NaN;
}

/** @type {Array<() => Promise<void> | void>} */
const cleanups = [];
let stopping = false;
async function cleanup() {
  stopping = true;
  while (cleanups.length > 0) await Promise.resolve(cleanups.pop()?.()).catch((error) => console.error(`cleanup: ${error.message}`));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    void cleanup().then(() => process.exit(130));
  });
}

/**
 * Starts a Node program and waits for a line of its output that matches `ready`.
 * @param {string} name @param {string[]} args @param {NodeJS.ProcessEnv} env @param {RegExp} ready
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, match: RegExpMatchArray }>}
 */
function startNode(name, args, env, ready) {
  const [command, ...rest] = args[0].endsWith('.sh') ? ['sh', ...args] : [process.execPath, ...args];
  const child = spawn(command, rest, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  );
  /** @type {string[]} */
  const output = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 120 s:\n${output.join('')}`)), 120_000);
    const onData = (/** @type {Buffer} */ chunk) => {
      output.push(String(chunk));
      const match = output.join('').match(ready);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stderr.removeAllListeners('data');
        // From now on what it says (warnings, errors, a crash) is shown, marked with its name.
        for (const stream of [child.stdout, child.stderr]) {
          stream.on('data', (/** @type {Buffer} */ data) => {
            for (const line of String(data).trimEnd().split('\n')) console.error(`  [${name}] ${line}`);
          });
        }
        child.once('exit', (code, signal) => {
          if (!stopping) console.error(`  [${name}] exited (${signal ?? `code ${code}`}) while the bench ran`);
        });
        resolve({ child, match });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (code ${code}) before it was ready:\n${output.join('').slice(-3000)}`));
    });
  });
}

/** A free TCP port on loopback (the one the app's embedded database helper uses). */
async function freePort() {
  const { freePort: find } = await import(path.join(root, 'graphql-server/dist/db/embedded.js'));
  return /** @type {number} */ (await find());
}

/**
 * @typedef {{ key: string, label: string, method: 'GET' | 'POST', path: string, body?: string, size?: number }} Scenario
 * @typedef {'app' | 'baseline'} Server
 * @typedef {{ requests: number, ok: number, failed: number, reqPerSec: number, p99: number, cpu: number, dbCpu: number }} Run
 */

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const started = Date.now();
  if (!options['no-build']) {
    console.log('Building the app (npm run build)...');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }

  // A fresh data folder: the embedded PostgreSQL's files and the uploads. The database is started here with the
  // app's own helper, so that the baseline gets its URL; the app gets it as DATABASE_URL.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'union-bench-api-'));
  cleanups.push(() => (options.keep ? console.log(`Data folder kept: ${dataDir}`) : rmSync(dataDir, { recursive: true, force: true })));
  const { startEmbeddedPostgres } = await import(path.join(root, 'graphql-server/dist/db/embedded.js'));
  console.log(`Starting a fresh embedded PostgreSQL under ${dataDir}...`);
  const database = await startEmbeddedPostgres(path.join(dataDir, 'postgres'));
  cleanups.push(() => database.stop());
  await database.createDatabase('union_companion');
  const databaseUrl = database.url('union_companion');
  // Line 1 of postmaster.pid: the server's PID, whose children are the backends serving both servers' queries.
  const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

  const sessionSecret = randomBytes(48).toString('base64url');
  const admin = { username: 'bench.admin', password: randomBytes(18).toString('base64url') };
  const appPort = await freePort();
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'SESSION_SECRET', 'OPENAI_API_KEY', 'OPENAI_BASE_URL']) delete env[name];
  // Started as `npm start` starts it (graphql-server/start.sh, with its memory settings), without its supervisor: the
  // script execs node, so the process measured is the server itself.
  const app = await startNode(
    'the app',
    ['graphql-server/start.sh'],
    {
      ...env,
      NODE: process.execPath,
      SUPERVISE: '0',
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: sessionSecret,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ADMIN_EMAIL: 'bench.admin@example.org',
      LOG_LEVEL: 'warn',
    },
    /is running at http:\/\/localhost:(\d+)/,
  );
  const appUrl = `http://127.0.0.1:${appPort}`;
  const appPid = /** @type {number} */ (app.child.pid);
  const appRssAtStart = rssMb(appPid);
  console.log(`App started (PID ${appPid}, ${appUrl}); filling it through its API...`);

  const fillStarted = Date.now();
  const { memberCookie } = await fill(appUrl, admin);
  console.log(`Filled in ${((Date.now() - fillStarted) / 1000).toFixed(1)} s.`);

  const baseline = await startNode(
    'the baseline',
    ['benchmarks/api/baseline.mjs'],
    { ...env, DATABASE_URL: databaseUrl, SESSION_SECRET: sessionSecret, PORT: '0' },
    /listening (\d+)/,
  );
  const baselineUrl = `http://127.0.0.1:${baseline.match[1]}`;
  const baselinePid = /** @type {number} */ (baseline.child.pid);
  console.log(`Baseline started (PID ${baselinePid}, ${baselineUrl}).`);

  const journal = webOperation(JOURNAL_QUERY);
  const feed = webOperation(FEED_QUERY);
  /** @type {Scenario[]} */
  const allScenarios = [
    {
      key: 'journal-graphql',
      label: 'journal entries through /graphql (the web query)',
      method: 'POST',
      path: '/graphql',
      body: journal.body,
    },
    { key: 'journal-rest', label: 'GET /api/journal/entries', method: 'GET', path: '/api/journal/entries' },
    { key: 'feed-graphql', label: 'bulletin feed through /graphql (the web query)', method: 'POST', path: '/graphql', body: feed.body },
    { key: 'feed-rest', label: 'GET /api/bulletins', method: 'GET', path: '/api/bulletins' },
  ];
  const scenarios = allScenarios.filter((s) => !ONLY || ONLY.includes(s.key));
  /** @param {{ method: string, body?: string }} s */
  const headersOf = (s) => ({ cookie: memberCookie, ...(s.body ? { 'content-type': 'application/json' } : {}) });

  // Same content from both before anything is measured.
  console.log('\nSame content from both servers:');
  for (const s of scenarios) {
    const get = async (/** @type {string} */ base, cookie = memberCookie) => {
      const headers = { ...headersOf(s), cookie };
      const response = await fetch(base + s.path, { method: s.method, headers, body: s.body });
      return { status: response.status, text: await response.text() };
    };
    // Both refuse alike without a session, so the baseline's check is really made.
    for (const cookie of ['', 'sid=not-a-session-token']) {
      const [refusedByApp, refusedByBaseline] = [await get(appUrl, cookie), await get(baselineUrl, cookie)];
      const same =
        refusedByApp.status === refusedByBaseline.status &&
        isDeepStrictEqual(JSON.parse(refusedByApp.text), JSON.parse(refusedByBaseline.text));
      const refused = s.path === '/graphql' ? refusedByApp.text.includes('"UNAUTHENTICATED"') : refusedByApp.status === 401;
      if (!same || !refused) {
        throw new Error(
          `${s.label} with ${cookie ? 'an unknown session' : 'no session'}: the app answered ${refusedByApp.status} ${refusedByApp.text.slice(0, 200)}, ` +
            `the baseline ${refusedByBaseline.status} ${refusedByBaseline.text.slice(0, 200)}`,
        );
      }
    }
    const [fromApp, fromBaseline] = [await get(appUrl), await get(baselineUrl)];
    const parsed = JSON.parse(fromApp.text);
    if (fromApp.status !== 200 || parsed.errors)
      throw new Error(`The app answered ${s.label} with ${fromApp.status}: ${fromApp.text.slice(0, 300)}`);
    if (!isDeepStrictEqual(parsed, JSON.parse(fromBaseline.text))) {
      throw new Error(
        `The baseline's answer to ${s.label} differs from the app's:\napp:      ${fromApp.text.slice(0, 400)}\nbaseline: ${fromBaseline.text.slice(0, 400)}`,
      );
    }
    /** @type {Array<{ participants?: unknown[], images?: unknown[] }>} */
    const list = s.path === '/graphql' ? Object.values(parsed.data)[0] : parsed;
    s.size = Buffer.byteLength(fromApp.text);
    const witnesses = list.reduce((n, e) => n + (e.participants?.length ?? 0), 0);
    const photos = list.reduce((n, e) => n + (e.images?.length ?? 0), 0);
    const expected = s.key.startsWith('journal') ? [FILL.entries, FILL.witnesses, FILL.photos] : [FILL.bulletins, 0, 0];
    if (!isDeepStrictEqual([list.length, witnesses, photos], expected)) {
      throw new Error(`${s.label}: ${list.length} items, ${witnesses} witnesses, ${photos} photos; expected ${expected.join(', ')}`);
    }
    const detail = s.key.startsWith('journal')
      ? `${list.length} entries, ${witnesses} witnesses, ${photos} photos`
      : `${list.length} bulletins`;
    console.log(
      `  ${s.label}: ${kb(s.size)}, ${detail}; ${fromApp.text === fromBaseline.text ? 'byte for byte' : 'same JSON (bytes differ)'}`,
    );
  }

  const servers = {
    app: { url: appUrl, pid: appPid, cpuMs: async () => procCpuMs(appPid) },
    baseline: {
      url: baselineUrl,
      pid: baselinePid,
      cpuMs: async () => {
        const usage = await (await fetch(`${baselineUrl}/__bench/usage`)).json();
        return (usage.cpu.user + usage.cpu.system) / 1000;
      },
    },
  };
  const rssBeforeLoad = { app: rssMb(appPid), baseline: rssMb(baselinePid) };

  /** @param {Server} server @param {Scenario} s @param {number} seconds @returns {Promise<Run>} */
  async function load(server, s, seconds) {
    const { url, cpuMs } = servers[server];
    const cpuBefore = await cpuMs();
    const dbCpuBefore = postgresCpuMs(postmaster);
    const result = await autocannon({
      url: url + s.path,
      method: /** @type {any} */ (s.method),
      headers: headersOf(s),
      body: s.body,
      connections: CONNECTIONS,
      duration: seconds,
    });
    const cpu = (await cpuMs()) - cpuBefore;
    const dbCpu = postgresCpuMs(postmaster) - dbCpuBefore;
    const seconds_ = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
    return {
      requests: result.requests.total,
      ok: result['2xx'],
      failed: result.non2xx + result.errors + result.timeouts,
      reqPerSec: result['2xx'] / seconds_,
      p99: result.latency.p99,
      cpu,
      dbCpu,
    };
  }

  if (WARMUP > 0) {
    console.log(`\nWarming up (${WARMUP} s per server and request)...`);
    for (const s of scenarios) for (const server of /** @type {const} */ (['app', 'baseline'])) await load(server, s, WARMUP);
  }

  /** @type {Record<string, Record<Server, Run[]>>} */
  const runs = Object.fromEntries(scenarios.map((s) => [s.key, { app: [], baseline: [] }]));
  console.log(`\n${ROUNDS} round${ROUNDS === 1 ? '' : 's'} of ${DURATION} s at ${CONNECTIONS} connections, app and baseline interleaved:`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const s of scenarios) {
      // Alternating who goes first, so that neither always runs on a machine the other has just warmed or heated.
      const order = round % 2 === 1 ? /** @type {const} */ (['app', 'baseline']) : /** @type {const} */ (['baseline', 'app']);
      for (const server of order) {
        const run = await load(server, s, DURATION);
        runs[s.key][server].push(run);
        const failed = run.failed ? `, ${run.failed} failed` : '';
        console.log(
          `  round ${round} ${s.key.padEnd(15)} ${server.padEnd(8)} ${run.reqPerSec.toFixed(0).padStart(6)} req/s  p99 ${String(run.p99).padStart(5)} ms  ` +
            `CPU ${(run.cpu / Math.max(run.requests, 1)).toFixed(2)} ms/req (+ ${(run.dbCpu / Math.max(run.requests, 1)).toFixed(2)} ms PostgreSQL)${failed}`,
        );
      }
    }
  }
  const rssAfterLoad = { app: rssMb(appPid), baseline: rssMb(baselinePid) };

  const summary = scenarios.map((s) => {
    const of = (/** @type {Server} */ server) => {
      const list = runs[s.key][server];
      const requests = list.reduce((n, r) => n + r.requests, 0);
      return {
        reqPerSec: median(list.map((r) => r.reqPerSec)),
        p99: median(list.map((r) => r.p99)),
        cpuPerRequest: list.reduce((n, r) => n + r.cpu, 0) / Math.max(requests, 1),
        dbCpuPerRequest: list.reduce((n, r) => n + r.dbCpu, 0) / Math.max(requests, 1),
        failed: list.reduce((n, r) => n + r.failed, 0),
      };
    };
    const app = of('app');
    const base = of('baseline');
    return { s, app, base, ratio: app.reqPerSec / base.reqPerSec };
  });

  const ms = (/** @type {number} */ value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
  console.log(`\n| what (${ROUNDS} x ${DURATION} s, ${CONNECTIONS} connections; medians, CPU over all rounds) | app | baseline | ratio |`);
  console.log('|---|---|---|---|');
  for (const { s, app, base, ratio } of summary) {
    const cell = (/** @type {typeof app} */ r) =>
      `${r.reqPerSec.toFixed(0)} req/s, p99 ${ms(r.p99)} ms, ${r.cpuPerRequest.toFixed(2)} ms CPU/req ` +
      `(+ ${r.dbCpuPerRequest.toFixed(2)} ms PostgreSQL)${r.failed ? `, ${r.failed} failed` : ''}`;
    console.log(`| ${s.label} (${kb(s.size ?? 0)}) | ${cell(app)} | ${cell(base)} | ${ratio.toFixed(2)} |`);
  }
  console.log(
    `| RSS (MB): at start, before load (after the fill), after load | ${appRssAtStart.toFixed(0)}, ${rssBeforeLoad.app.toFixed(0)}, ` +
      `${rssAfterLoad.app.toFixed(0)} | -, ${rssBeforeLoad.baseline.toFixed(0)}, ${rssAfterLoad.baseline.toFixed(0)} | |`,
  );
  console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  const figures = summary.map(
    ({ s, app, base, ratio }) =>
      `${s.key} ${app.reqPerSec.toFixed(0)}/${base.reqPerSec.toFixed(0)} req/s (${ratio.toFixed(2)}) p99 ${ms(app.p99)}/${ms(base.p99)} ms ` +
      `cpu ${app.cpuPerRequest.toFixed(1)}/${base.cpuPerRequest.toFixed(1)} ms (db ${app.dbCpuPerRequest.toFixed(1)}/${base.dbCpuPerRequest.toFixed(1)})`,
  );
  const anyFailed = summary.some(({ app, base }) => app.failed || base.failed);
  console.log(
    `bench: app/baseline ${figures.join('; ')}; rss ${rssAfterLoad.app.toFixed(0)}/${rssAfterLoad.baseline.toFixed(0)} MB; ` +
      `${ROUNDS}x${DURATION}s c${CONNECTIONS}${anyFailed ? '; SOME REQUESTS FAILED' : ''}`,
  );
  if (anyFailed) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:api failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
