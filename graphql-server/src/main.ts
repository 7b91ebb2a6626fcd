import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { type Config, loadConfig } from './config.js';
import { EmbeddedPostgresError } from './db/embedded.js';
import { DEMO_PASSWORD, seedDemoData } from './composition/seed.js';
import { listen } from './http/listen.js';
import { createLogger, type Logger } from './logger.js';
import { ensureSuperAdmin } from './modules/users/users.service.js';
import { type AppServices, buildServices } from './services.js';

// start: config -> database (embedded or DATABASE_URL) -> migrate -> seed -> listen
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

let logger: Logger = createLogger('info');
let config: Config | undefined;
let services: AppServices | undefined;
/** What start-up is doing, so that a failure can say what failed. */
let step = 'reading the configuration';

/** What to do about a failure, by the step it happened in. */
function advice(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (step === 'reading the configuration') return 'Correct the variables named above (.env.example lists them all).';
  if (step === 'listening for requests' && code === 'EADDRINUSE') {
    return `Port ${config?.PORT} is in use: stop the program using it, or set PORT to another port.`;
  }
  if (step === 'listening for requests') return `Check HOST (${config?.HOST}) and PORT (${config?.PORT}).`;
  if (step === 'starting the database' && config?.DATABASE_URL) {
    return 'Check that the PostgreSQL server in DATABASE_URL is running and reachable and that its database exists.';
  }
  if (step === 'starting the database') {
    return `Its files are under ${path.join(config?.dataDir ?? '', 'postgres')}; LOG_LEVEL=debug shows all that PostgreSQL reported.`;
  }
  return 'LOG_LEVEL=debug shows more detail.';
}

let exiting = false;
/** Says what failed and what to do, stops the database this process started, and exits with code 1. */
async function fail(what: string, error: unknown): Promise<void> {
  if (exiting) return;
  exiting = true;
  process.exitCode = 1;
  const reason = error instanceof Error ? error.message : String(error);
  logger.error(`${what}: ${reason}`);
  logger.error(advice(error));
  if (error instanceof Error && error.stack && !(error instanceof EmbeddedPostgresError)) logger.debug(error.stack);
  // Never wait for ever on the way out.
  setTimeout(() => process.exit(1), 10_000).unref();
  await services?.close().catch(() => {});
  process.exit(1);
}

// Nothing may end the process without saying why.
process.on('unhandledRejection', (reason) => void fail(`Unexpected error while ${step}`, reason));
process.on('uncaughtException', (error) => void fail(`Unexpected error while ${step}`, error));

async function start(): Promise<void> {
  config = loadConfig();
  logger = createLogger(config.LOG_LEVEL);

  // The database comes first in buildServices; it stops the embedded server itself if a later service fails.
  step = 'starting the database';
  services = await buildServices(config, logger);
  const { orm } = services;

  // Demo data first: it only goes into an empty database, and the administrator below would make it non-empty.
  step = 'adding the demo data';
  const seeded = config.SEED_DEMO ? await seedDemoData(orm.em.fork()) : false;

  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    step = `setting up the administrator '${config.ADMIN_USERNAME}' (ADMIN_USERNAME)`;
    await ensureSuperAdmin(orm.em.fork(), {
      username: config.ADMIN_USERNAME,
      password: config.ADMIN_PASSWORD,
      email: config.ADMIN_EMAIL ?? `${config.ADMIN_USERNAME}@example.org`,
    });
    logger.info(`Super-administrator '${config.ADMIN_USERNAME}' is in place`);
  }

  step = 'setting up the web server';
  const { app, stop } = await createApp({ services, webDist });
  step = 'listening for requests';
  const { PORT, HOST } = config;
  const server = await listen(app, PORT, HOST);
  step = 'serving requests';
  // Under the supervisor (supervise.ts): from now on a death is a crash, and it starts the server again.
  process.send?.({ serving: true });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : PORT;
  console.log(`\n  Union member companion is running at http://localhost:${port}\n`);
  if (config.SEED_DEMO) {
    console.log(`  Demo accounts${seeded ? ' (just created)' : ''}, password '${DEMO_PASSWORD}':`);
    console.log('    admin   - administrator and officer (Admin Tools, every case on the Union Desk)');
    console.log('    member  - full-time member with journal entries');
    console.log('    parttime - part-time member');
    console.log('    steward - shop steward (Union Desk: the case queue)');
    console.log('  Allowlisted for registration: newhire@example.org\n');
  }

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    server.close();
    await stop().catch(() => {});
    await services?.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await start().catch((error) => fail(`Union Companion could not start (while ${step})`, error));
