import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The tests run on the shared rules' TypeScript source (packages/rules/src), not on their build.
const rulesSource = fileURLToPath(new URL('./packages/rules/src', import.meta.url));

// Three projects: the shared rules' unit tests, the server's integration tests on a real PostgreSQL, and the web's
// component tests in jsdom.
// `npm test` runs the three, then the browser end-to-end tests (playwright.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        resolve: { alias: { graphql: 'graphql/index.js', '@union/rules': rulesSource } },
        test: {
          name: 'server',
          root: './graphql-server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: false,
        test: {
          name: 'rules',
          root: './packages/rules',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: false,
        plugins: [react()],
        resolve: {
          alias: {
            graphql: 'graphql/index.js',
            '@': fileURLToPath(new URL('./web/src', import.meta.url)),
            '@union/rules': rulesSource,
          },
        },
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          css: false,
        },
      },
    ],
  },
});
