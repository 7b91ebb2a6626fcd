import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// In development the API runs on its own port (npm run dev starts both); the web app proxies to it.
const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      graphql: 'graphql/index.js',
      // `@/lib/format` instead of `../../../../lib/format`: web/src from anywhere inside it.
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The validation rules and constants shared with the server (SPEC messages live there once): the workspace
      // package's TypeScript source, bundled like the web's own (the server runs its built dist/).
      '@union/rules': fileURLToPath(new URL('../packages/rules/src', import.meta.url)),
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    // Objects, not strings: a string target rewrites Host to the API's, and the API refuses a write whose Origin
    // (the browser's, this dev server) is not the host it was sent to.
    proxy: { '/graphql': { target: api }, '/api': { target: api } },
  },
  // No source maps in the served build: they doubled what a curious visitor could download and served no member.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1200 },
});
