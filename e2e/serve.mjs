// Starts the built app for the browser tests on a fresh data directory (embedded PostgreSQL, demo data).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAppEnv } from './app-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.argv[2] ?? '4317';
// Settings of this server's own, as KEY=VALUE arguments after the port (e.g. SESSION_IDLE_MINUTES=1).
const settings = Object.fromEntries(
  process.argv.slice(3).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const dataDir = path.join(root, '.test-data', `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, ['graphql-server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...demoAppEnv(port, dataDir), ...settings },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
