// npm run bench:web: what a phone downloads for the first screens, and Lighthouse mobile on them.
//
// Starts the built app (npm run build first; the npm script does it) on a fresh embedded database with the demo
// data, then, in Debian's Chromium:
//  1. bundle sizes: the sign-in page, and the signed-in home of the demo member, each opened in a fresh browser
//     context (cold cache) with every response recorded. JS and CSS are summed as served (the encoded body size the
//     browser received: compressed when the server compressed), as gzip would make them (level 9, file by file:
//     what the issue's targets count) and uncompressed.
//  2. Lighthouse (default mobile config: Moto G Power screen, simulated slow 4G, 4x CPU slowdown), performance only,
//     on the same two screens; the signed-in run sends the demo member's session cookie as an extra header.
// Prints a table and one `bench:` line, and exits 0: it measures, it does not judge. It exits 1 only when it could
// not measure (the app did not start, Chromium is missing, a screen did not appear).
//
// Options: --runs N (Lighthouse runs per screen, the median by performance score is shown; default 1),
//          --keep DIR (write each Lighthouse report as JSON there), --port N (the app's port; default a free one),
//          --lantern (with --keep: also write, per run, Lighthouse's simulated timeline of the largest paint: each
//          request and script task it waited for, with its simulated start and end; the observed trace does not show
//          what the simulated slow 4G made the critical path).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { demoAppEnv } from '../../e2e/app-env.mjs';

/**
 * @typedef {{ url: string, kind: 'js' | 'css' | 'other', status: number, encoding: string, served: number, raw: number, gzip: number }} FileRecord
 * @typedef {{ count: number, served: number, gzip: number, raw: number }} Sums
 * @typedef {{ requests: number, failed: string[], files: FileRecord[], js: Sums, css: Sums, encodings: Record<string, FileRecord[]> }} Bundle
 * @typedef {{ score: number | null, lcp?: number, cls?: number, tbt?: number, fcp?: number, finalUrl: string, urls: string[],
 *   lcpElement: string, warnings: string[] }} Figures
 * @typedef {{ name: string, label: string, splash: boolean, ready: (page: import('playwright-core').Page) => import('playwright-core').Locator,
 *   cookies?: import('playwright-core').Cookie[], extraHeaders?: Record<string, string> }} Screen
 * @typedef {Screen & { bundle: Bundle, lighthouse: Figures & { scores: (number | null)[] } }} Measured
 */

const lighthouseVersion = JSON.parse(readFileSync(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_USER = 'member';
const DEMO_PASSWORD = 'union-demo-2020';
const KB = 1024;

/** @param {string} name @param {string} [fallback] */
function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const runs = Math.max(1, Math.min(9, Number.parseInt(option('runs') ?? '1', 10) || 1));
const keepDir = option('keep', undefined);
const lanternTimelines = process.argv.includes('--lantern');

/** @param {string} message */
function log(message) {
  process.stderr.write(`[bench:web] ${message}\n`);
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The built app on a fresh data folder (embedded PostgreSQL, demo data), as e2e/serve.mjs starts it. */
/** @param {number} port */
async function startApp(port) {
  const main = path.join(root, 'graphql-server/dist/main.js');
  const index = path.join(root, 'web/dist/index.html');
  if (!existsSync(main) || !existsSync(index)) throw new Error('The app is not built: run `npm run build` (npm run bench:web does).');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  /** @type {string[]} */
  const output = [];
  const child = spawn(process.execPath, [main], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...demoAppEnv(port, dataDir), ADMIN_USERNAME: '', ADMIN_PASSWORD: '' },
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  /** @type {number | string | null} */
  let exited = null;
  const exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = code ?? signal;
      resolve(undefined);
    }),
  );

  const stop = async () => {
    if (exited === null) {
      child.kill('SIGTERM'); // the app stops its embedded PostgreSQL itself
      const timedOut = await Promise.race([exit.then(() => false), sleep(20_000).then(() => true)]);
      if (timedOut) {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {}
        await exit;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (exited !== null) {
      await stop();
      throw new Error(`The app exited (${exited}) before answering:\n${output.join('').slice(-2000)}`);
    }
    try {
      const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { url, stop, startMs: Date.now() - started };
    } catch {}
    await sleep(250);
  }
  await stop();
  throw new Error(`The app did not answer within 120 s:\n${output.join('').slice(-2000)}`);
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The splash video plays once per browser session (sessionStorage). A 'splash seen' screen is the same page
// later in that session: the flag is set before the app's scripts run.
const SPLASH_SEEN = "try { sessionStorage.setItem('splash_seen', '1'); } catch {}";

/** @param {import('playwright-core').Response} response @returns {FileRecord['kind']} */
function kindOf(response) {
  const type = (response.headers()['content-type'] ?? '').toLowerCase();
  if (type.includes('javascript') || type.includes('ecmascript')) return 'js';
  if (type.includes('text/css')) return 'css';
  return 'other';
}

/**
 * Opens `url` in a fresh context (cold cache) and records every response until `ready` is visible and the network
 * has been quiet. Returns the sums per kind and the files.
 */
/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {Screen} screen
 * @returns {Promise<Bundle>}
 */
async function recordScreen(browser, url, { cookies = [], splash, ready }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  if (cookies.length) await context.addCookies(cookies);
  if (!splash) await context.addInitScript(SPLASH_SEEN);
  const page = await context.newPage();
  /** @type {Promise<void>[]} */
  const pending = [];
  /** @type {FileRecord[]} */
  const files = [];
  /** @type {string[]} */
  const failed = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText})`));
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const sizes = await request.sizes();
        const body = await response.body().catch(() => Buffer.alloc(0));
        const kind = kindOf(response);
        files.push({
          url: request.url(),
          kind,
          status: response.status(),
          encoding: response.headers()['content-encoding'] ?? 'none',
          served: sizes.responseBodySize,
          raw: body.length,
          gzip: kind === 'other' ? 0 : gzipSync(body, { level: 9 }).length,
        });
      })().catch((error) => {
        failed.push(`${request.url()} (not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      }),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await ready(page).waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();

  /** @param {FileRecord['kind']} kind @param {'served' | 'gzip' | 'raw'} field */
  const sum = (kind, field) => files.filter((f) => f.kind === kind).reduce((total, f) => total + f[field], 0);
  return {
    requests: files.length,
    failed,
    files,
    js: { count: files.filter((f) => f.kind === 'js').length, served: sum('js', 'served'), gzip: sum('js', 'gzip'), raw: sum('js', 'raw') },
    css: {
      count: files.filter((f) => f.kind === 'css').length,
      served: sum('css', 'served'),
      gzip: sum('css', 'gzip'),
      raw: sum('css', 'raw'),
    },
    encodings: byEncoding(files.filter((f) => f.kind !== 'other')),
  };
}

/** How the JS and CSS came: { br: [files], none: [files] }. @param {FileRecord[]} files */
function byEncoding(files) {
  /** @type {Record<string, FileRecord[]>} */
  const groups = {};
  for (const file of files) {
    groups[file.encoding] ??= [];
    groups[file.encoding].push(file);
  }
  return groups;
}

/** Signs in as the demo member through the sign-in form and returns the browser's cookies. */
/** @param {import('playwright-core').Browser} browser @param {string} url */
async function signInCookies(browser, url) {
  const context = await browser.newContext();
  await context.addInitScript(SPLASH_SEEN);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_USER);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).first().waitFor({ state: 'visible', timeout: 60_000 });
  const cookies = await context.cookies();
  await context.close();
  if (!cookies.length) throw new Error('Signing in as the demo member set no cookie.');
  return cookies;
}

/** The largest contentful paint's element, short ('VIDEO body > div#root > ...'), from the LCP breakdown insight. */
/** The items of an audit's details, whatever their shape. @param {import('lighthouse').Result} lhr @param {string} id @returns {any[]} */
function itemsOf(lhr, id) {
  const details = /** @type {any} */ (lhr.audits[id]?.details);
  return Array.isArray(details?.items) ? details.items : [];
}

/** @param {import('lighthouse').Result} lhr */
function lcpElementOf(lhr) {
  const breakdown = itemsOf(lhr, 'lcp-breakdown-insight');
  const items = breakdown.length ? breakdown : itemsOf(lhr, 'largest-contentful-paint-element');
  const node = items.find((item) => item?.type === 'node') ?? items[0]?.items?.[0]?.node;
  if (!node) return '-';
  const tag = node.lhId?.split('-').pop() ?? '';
  return `${tag} ${node.selector ?? ''}`.trim();
}

/**
 * One Lighthouse run (default config: mobile, simulated slow 4G) in a Chromium of its own, through a puppeteer page
 * so that the splash flag can be set before the app starts.
 */
/** The Chromium of the Lighthouse run under way, for the signal handler. @type {chromeLauncher.LaunchedChrome | undefined} */
let activeChrome;
/** Set by Ctrl-C: start nothing new. */
let interrupted = false;

/**
 * Lighthouse's simulated timelines of the run just made (the optimistic and pessimistic estimates it averages for the
 * largest paint): every request, and every script task over 5 ms observed, with its simulated start and end in ms.
 * Lighthouse keeps them for its own debugging; they are cleared here, so each run reports its own.
 */
function lanternTimeline() {
  const simulations = Lantern.Simulation.Simulator.allNodeTimings;
  const text = [...simulations]
    .filter(([label]) => /LargestContentfulPaint/.test(label))
    .map(([label, timings]) => {
      const rows = [...timings]
        .map(([node, timing]) => {
          const start = Math.round(timing.startTime);
          const end = Math.round(timing.endTime);
          if (node.type === 'network')
            return { what: node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80), start, end, cpu: false, observedMs: 0 };
          const observedMs = Math.round(node.duration / 1000);
          return { what: `script task (${observedMs} ms observed)`, start, end, cpu: true, observedMs };
        })
        .filter((row) => !row.cpu || row.observedMs > 5);
      return `${label}\n${rows.map((r) => `  ${String(r.start).padStart(5)} ${String(r.end).padStart(5)}  ${r.what}`).join('\n')}`;
    })
    .join('\n\n');
  simulations.clear();
  return `${text}\n`;
}

/** @param {string} url @param {Screen} screen */
async function lighthouseRun(url, { extraHeaders, splash }) {
  if (interrupted) throw new Error('interrupted');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    handleSIGINT: false, // ours stops the app and this Chromium
  });
  activeChrome = chrome;
  if (interrupted) chrome.kill();
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (!splash) await page.evaluateOnNewDocument(SPLASH_SEEN);
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(extraHeaders ? { extraHeaders } : {}) },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const lantern = lanternTimeline();
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    /** @param {string} id */
    const audit = (id) => lhr.audits[id]?.numericValue;
    return {
      lhr,
      lantern,
      score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      fcp: audit('first-contentful-paint'),
      finalUrl: lhr.finalDisplayedUrl,
      urls: itemsOf(lhr, 'network-requests').map((item) => String(item.url)),
      lcpElement: lcpElementOf(lhr),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await browser?.disconnect().catch(() => {});
    chrome.kill();
    activeChrome = undefined;
  }
}

/** @param {Screen} screen @param {string} url */
async function lighthouseMedian(screen, url) {
  /** @type {Figures[]} */
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    log(`Lighthouse: ${screen.label}, run ${i + 1} of ${runs}`);
    // On a busy machine Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP): try that run again, twice.
    let outcome;
    for (let attempt = 1; !outcome; attempt += 1) {
      try {
        outcome = await lighthouseRun(url, screen);
      } catch (error) {
        if (attempt >= 3 || interrupted) throw error;
        log(`  ${error instanceof Error ? error.message : String(error)}; trying again`);
      }
    }
    const { lhr, lantern, ...result } = outcome;
    if (keepDir) {
      mkdirSync(keepDir, { recursive: true });
      writeFileSync(path.join(keepDir, `lighthouse-${screen.name}-${i + 1}.json`), JSON.stringify(lhr));
      if (lanternTimelines) writeFileSync(path.join(keepDir, `lantern-${screen.name}-${i + 1}.txt`), lantern);
    }
    results.push(result);
  }
  results.sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
  const median = results[Math.floor((results.length - 1) / 2)];
  return { ...median, scores: results.map((r) => r.score) };
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / KB).toFixed(1);
/** @param {number | undefined} ms */
const seconds = (ms) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
/** @param {number | undefined} ms */
const millis = (ms) => (ms === undefined ? '-' : `${Math.round(ms)} ms`);
/** @param {number | undefined} value */
const cls = (value) => (value === undefined ? '-' : value.toFixed(3));

/** @param {(string | number)[][]} rows */
function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)));
  /** @param {(string | number)[]} row */
  const line = (row) => `| ${row.map((cell, c) => String(cell).padEnd(widths[c])).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

/**
 * Lighthouse clears the cookie jar and the extra header carries the session: it measured the screen Playwright saw
 * only if it made at least the same script and /graphql requests (signed in, the home asks /graphql for more).
 */
/** @param {Measured} screen */
function mismatchOf(screen) {
  /** @param {string[]} paths */
  const counts = (paths) => paths.reduce((map, p) => map.set(p, (map.get(p) ?? 0) + 1), /** @type {Map<string, number>} */ (new Map()));
  /** @param {FileRecord} f */
  const watched = (f) => f.kind === 'js' || new URL(f.url).pathname === '/graphql';
  const seen = counts(screen.lighthouse.urls.map((u) => new URL(u).pathname));
  const expected = counts(screen.bundle.files.filter(watched).map((f) => new URL(f.url).pathname));
  return [...expected].filter(([p, n]) => (seen.get(p) ?? 0) < n).map(([p, n]) => `${p} (${seen.get(p) ?? 0} of ${n})`);
}

/** @param {{ url: string }} app @param {Measured[]} screens */
function report(app, screens) {
  /** @type {(string | number)[][]} */
  const rows = [
    ['screen', 'JS gzip KB', 'CSS gzip KB', 'JS served KB', 'CSS served KB', 'JS raw KB', 'CSS raw KB', 'JS/CSS files', 'requests'],
  ];
  rows[0].push('Lighthouse perf', 'LCP', 'CLS', 'TBT', 'FCP');
  for (const { label, bundle, lighthouse: lh } of screens) {
    const { js, css } = bundle;
    rows.push([
      label,
      kb(js.gzip),
      kb(css.gzip),
      kb(js.served),
      kb(css.served),
      kb(js.raw),
      kb(css.raw),
      `${js.count}/${css.count}`,
      bundle.requests,
      runs > 1 ? `${lh.score ?? '-'} (${lh.scores.join(', ')})` : (lh.score ?? '-'),
      seconds(lh.lcp),
      cls(lh.cls),
      millis(lh.tbt),
      seconds(lh.fcp),
    ]);
  }
  console.log('');
  console.log(
    `Web first screens: ${app.url}, ${chromePath}, Lighthouse ${lighthouseVersion} mobile (simulated slow 4G), ${runs} run(s) a screen`,
  );
  console.log('');
  console.log(table(rows));
  console.log('');
  console.log('KB = 1,024 bytes. gzip: each JS/CSS file gzipped (level 9), as the targets count it; served: the encoded bytes the');
  console.log('browser received (compressed only where the server compressed); raw: uncompressed. First visit: the splash');
  console.log('video plays (once per browser session); splash seen: the same page later in that session.');
  for (const screen of screens) {
    const { label, bundle, lighthouse: lh } = screen;
    const biggest = bundle.files
      .filter((f) => f.kind === 'js')
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3)
      .map((f) => `${new URL(f.url).pathname} ${kb(f.gzip)}`);
    const encodings = Object.entries(bundle.encodings).map(([encoding, list]) => `${encoding} ${list.length}`);
    const plain = (bundle.encodings.none ?? []).map((f) => `${new URL(f.url).pathname} ${kb(f.raw)}`);
    console.log(
      `- ${label}: JS/CSS files by content-encoding: ${encodings.join(', ') || '-'}; largest JS (KB gzip): ${biggest.join(', ')}`,
    );
    if (plain.length) console.log(`  served uncompressed (KB): ${plain.join(', ')}`);
    console.log(`  LCP element: ${lh.lcpElement}`);
    if (bundle.failed.length) console.log(`  failed requests: ${bundle.failed.join('; ')}`);
    for (const warning of lh.warnings) console.log(`  Lighthouse warning: ${warning}`);
    const mismatch = mismatchOf(screen);
    if (mismatch.length)
      console.log(`  Lighthouse made fewer of these requests than the browser (not the same screen?): ${mismatch.join(', ')}`);
  }
  console.log('');
  const byName = Object.fromEntries(screens.map((screen) => [screen.name, screen]));
  /** @param {string} name */
  const figure = (name) => {
    const first = byName[name];
    const seen = byName[`${name}-seen`];
    /** @param {(lh: Measured['lighthouse']) => string | number} get */
    const pair = (get) => `${get(first.lighthouse)}/${get(seen.lighthouse)}`;
    return (
      `${name} js=${kb(first.bundle.js.gzip)}KB css=${kb(first.bundle.css.gzip)}KB gzip ` +
      `served=${kb(first.bundle.js.served + first.bundle.css.served)}KB req=${first.bundle.requests} ` +
      `perf=${pair((lh) => lh.score ?? '-')} lcp=${pair((lh) => ((lh.lcp ?? 0) / 1000).toFixed(1))}s ` +
      `cls=${pair((lh) => cls(lh.cls))} tbt=${pair((lh) => Math.round(lh.tbt ?? 0))}ms fcp=${pair((lh) => ((lh.fcp ?? 0) / 1000).toFixed(1))}s`
    );
  };
  console.log(
    `bench: web (first visit/splash seen) ${figure('sign-in')}; ${figure('home')}; cpus=${os.cpus().length} load=${os.loadavg()[0].toFixed(1)}`,
  );
}

async function main() {
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (apt-get install chromium, or set CHROMIUM_PATH).`);
  const port = Number(option('port') ?? 0) || (await freePort());
  log(`starting the built app on port ${port} (fresh embedded database, demo data)`);
  const app = await startApp(port);
  log(`app answered after ${(app.startMs / 1000).toFixed(1)} s`);
  // The app runs in a process group of its own (so that it can be killed whole): Ctrl-C must stop it too.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      log(`${signal}: stopping the app`);
      interrupted = true;
      activeChrome?.kill();
      void app.stop().finally(() => process.exit(130));
    });
  }
  try {
    const url = `${app.url}/`;
    const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: CHROMIUM_ARGS });
    /** @type {(Screen & { bundle: Bundle })[]} */
    const recorded = [];
    try {
      log(`signing in as the demo member '${DEMO_USER}'`);
      const cookies = await signInCookies(browser, url);
      const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      /** @param {import('playwright-core').Page} page */
      const signInForm = (page) => page.getByRole('button', { name: 'Sign In' });
      /** @param {import('playwright-core').Page} page */
      const signedIn = (page) => page.getByRole('button', { name: 'Sign Out' }).first();
      /** @type {Screen[]} */
      const screens = [
        { name: 'sign-in', label: 'sign-in page, first visit', splash: true, ready: signInForm },
        { name: 'sign-in-seen', label: 'sign-in page, splash seen', splash: false, ready: signInForm },
        { name: 'home', label: 'signed-in home, first visit', splash: true, ready: signedIn, cookies },
        { name: 'home-seen', label: 'signed-in home, splash seen', splash: false, ready: signedIn, cookies },
      ];
      for (const screen of screens) {
        log(`recording ${screen.label}`);
        const bundle = await recordScreen(browser, url, screen);
        recorded.push({ ...screen, bundle, ...(screen.cookies ? { extraHeaders: { Cookie: cookieHeader } } : {}) });
      }
    } finally {
      await browser.close();
    }
    /** @type {Measured[]} */
    const measured = [];
    for (const screen of recorded) measured.push({ ...screen, lighthouse: await lighthouseMedian(screen, url) });
    report(app, measured);
  } finally {
    await app.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`bench:web could not measure: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
