import { type ChildProcess, spawn } from 'node:child_process';

// Keeps the server running: `node dist/supervise.js [node options] dist/main.js` starts the server as a child process
// and starts it again whenever it dies once it was serving (killed by the kernel for memory, a fatal error, a crash),
// waiting 1 s, then twice as long after each death in a row up to 30 s (back to 1 s once it stayed up a minute).
// A server that fails while starting (a wrong setting, the port in use) is not started again: it says why and the
// supervisor exits with its code. SIGINT and SIGTERM are passed on, and the supervisor ends when the server has.

const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 30_000;
const STEADY_AFTER_MS = 60_000;

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('usage: node supervise.js [node options] main.js');
  process.exit(2);
}

let child: ChildProcess | null = null;
let stopSignal: NodeJS.Signals | null = null;
let delay = FIRST_DELAY_MS;
let restartTimer: NodeJS.Timeout | undefined;

function log(message: string) {
  console.error(`${new Date().toISOString()} [supervisor] ${message}`);
}

function start() {
  const startedAt = Date.now();
  let serving = false;
  const server = spawn(process.execPath, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  child = server;
  // The server says when it is listening: from then on, its death is a crash to recover from.
  server.on('message', (message) => {
    if ((message as { serving?: unknown } | null)?.serving === true) serving = true;
  });
  server.on('error', (error) => log(`could not start the server: ${error.message}`));
  server.on('exit', (code, signal) => {
    child = null;
    if (stopSignal) process.exit(code ?? 0);
    if (!serving) {
      log(`the server did not start (${signal ? `signal ${signal}` : `exit code ${code}`}); not starting it again`);
      process.exit(code || 1);
    }
    if (Date.now() - startedAt >= STEADY_AFTER_MS) delay = FIRST_DELAY_MS;
    log(`the server stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}); starting it again in ${delay / 1000} s`);
    restartTimer = setTimeout(start, delay);
    delay = Math.min(LONGEST_DELAY_MS, delay * 2);
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopSignal = signal;
    clearTimeout(restartTimer);
    if (child) child.kill(signal);
    else process.exit(0);
  });
}

start();
