// `npm run dev`: the API with reload on change (tsc --watch + node --watch) and Vite's dev server with hot reload.
// Open http://localhost:5173 (Vite proxies /graphql and /api to the API on API_PORT, default 3000).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? process.env.PORT ?? '3000';
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort };
const children = [
  spawn('npx', ['tsc', '-p', 'graphql-server/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { stdio: 'inherit', env }),
];
// Give the first compile a moment, then run the server with restart on change.
setTimeout(() => {
  children.push(spawn(process.execPath, ['--watch-path=graphql-server/dist', 'graphql-server/dist/main.js'], { stdio: 'inherit', env }));
  children.push(spawn('npx', ['vite', '--config', 'web/vite.config.ts', 'web'], { stdio: 'inherit', env }));
}, 8000);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
