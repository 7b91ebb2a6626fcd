import { defineConfig, devices } from '@playwright/test';

// Browser end-to-end tests: the built app (web + API on one port) on its own embedded PostgreSQL with demo
// data, driven in Debian's Chromium (never a downloaded browser).
const port = Number(process.env.E2E_PORT ?? 4317);
// A second server for the tests that replace the published contract (the others expect the sample's answers).
const ownContractPort = port + 1;
// A third whose sessions end after one idle minute, for the tests of a session that ends mid-work.
const shortSessionPort = port + 2;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /(contract-import|session-end)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'own-contract',
      testMatch: /contract-import\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${ownContractPort}` },
    },
    {
      name: 'short-session',
      testMatch: /session-end\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${shortSessionPort}` },
    },
  ],
  webServer: [`${port}`, `${ownContractPort}`, `${shortSessionPort} SESSION_IDLE_MINUTES=1`].map((server) => ({
    command: `node e2e/serve.mjs ${server}`,
    url: `http://127.0.0.1:${server.split(' ')[0]}/graphql?query=%7B__typename%7D`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
