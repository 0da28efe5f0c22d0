// `npm run dev`: Vite with hot reload on PORT (3000), the API server restarting on change behind it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  spawn(
    process.execPath,
    ['--watch-path=src/server', '--watch-path=src/shared', '--import', 'tsx', 'src/server/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: apiPort,
        APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
        // Vite serves the client in development.
        CLIENT_DIST_DIR: path.join(root, '.no-client-in-dev'),
      },
    },
  ),
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', port, '--strictPort'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort },
    },
  ),
];

const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((child) =>
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  }),
);
