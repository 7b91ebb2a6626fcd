/**
 * The environment of the built app as the browser tests run it: loopback, its own data folder (an embedded
 * PostgreSQL), demo data, production mode, no OpenAI key (the offline engines).
 * @param {string | number} port
 * @param {string} dataDir
 */
export const demoAppEnv = (port, dataDir) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  OPENAI_API_KEY: '',
});
