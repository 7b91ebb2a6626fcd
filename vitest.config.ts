import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: the server's integration tests on a real PostgreSQL, and the web's component tests in jsdom.
// `npm test` runs both, then the browser end-to-end tests (playwright.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        resolve: { alias: { graphql: 'graphql/index.js' } },
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
        plugins: [react()],
        resolve: {
          alias: {
            graphql: 'graphql/index.js',
            '@': fileURLToPath(new URL('./web/src', import.meta.url)),
            '@rules': fileURLToPath(new URL('./graphql-server/src/rules', import.meta.url)),
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
