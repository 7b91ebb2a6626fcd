import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { connectDatabase } from './db/database.js';
import { persistentSecret } from './db/secrets.js';
import { DEMO_PASSWORD, seedDemoData } from './db/seed.js';
import { createLogger } from './logger.js';
import { ensureSuperAdmin } from './modules/users/users.service.js';
import type { AppServices } from './services.js';

// start: config -> database (embedded or DATABASE_URL) -> migrate -> seed -> listen
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const database = await connectDatabase(config, logger);
const { orm } = database;

const services: AppServices = {
  config,
  logger,
  sessions: {
    secret: config.SESSION_SECRET ?? (await persistentSecret(config.dataDir, 'session')),
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
    secureCookie: config.COOKIE_SECURE === 'auto' ? 'auto' : config.COOKIE_SECURE === 'true',
  },
};

// Demo data first: it only goes into an empty database, and the administrator below would make it non-empty.
const seeded = config.SEED_DEMO ? await seedDemoData(orm.em.fork()) : false;

if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
  await ensureSuperAdmin(orm.em.fork(), {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
    email: config.ADMIN_EMAIL ?? `${config.ADMIN_USERNAME}@example.org`,
  });
  logger.info(`Super-administrator '${config.ADMIN_USERNAME}' is in place`);
}

const { app, stop } = await createApp({ orm, services, webDist });
const server = app.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`\n  Union member companion is running at http://localhost:${port}\n`);
  if (config.SEED_DEMO) {
    console.log(`  Demo accounts${seeded ? ' (just created)' : ''}, password '${DEMO_PASSWORD}':`);
    console.log('    admin   - administrator (Bulletin Management, Email Allowlist)');
    console.log('    member  - full-time member with journal entries');
    console.log('    parttime - part-time member');
    console.log('  Allowlisted for registration: newhire@example.org\n');
  }
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received, shutting down`);
  server.close();
  await stop().catch(() => {});
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
