import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, type ServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    supportEmail: string;
  }
}

export const E2E_SUPPORT_EMAIL = 'help@permitpilot-e2e.example';

let server: ServerProcess | undefined;
let dataDir: string | undefined;

/** One production-built server for the browser suite, on its own DATA_DIR. */
export async function setup(project: TestProject) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
  if (!fs.existsSync(path.join(root, 'dist/client/index.html'))) {
    throw new Error('dist/client is missing: run `npx vite build` first (npm test does).');
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-e2e-'));
  server = await startServer({
    DATA_DIR: dataDir,
    SUPPORT_EMAIL: E2E_SUPPORT_EMAIL,
    // Browser tests sign many owners in from one address; the limit itself is tested in the API suite.
    SIGN_IN_RATE_LIMIT_MAX: '10000',
    SIGN_UP_RATE_LIMIT_MAX: '10000',
    // Reminders for permits the tests add arrive within seconds.
    REMINDER_SWEEP_SECONDS: '5',
    // The requirement monitor may fetch again a page the tests changed a moment ago, and only when a test asks
    // ('Run Monitoring'): a scheduled run would find the change first.
    MONITOR_INTERVAL_SECONDS: '1',
    MONITOR_SCHEDULE_SECONDS: '0',
  });
  project.provide('baseUrl', server.url);
  project.provide('supportEmail', E2E_SUPPORT_EMAIL);
}

export async function teardown() {
  const code = await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  // Graceful shutdown on SIGTERM (docs/product/engineering.md#contracts): the server must exit cleanly.
  if (code !== 0)
    throw new Error(`the server did not shut down cleanly (exit code ${code}):\n${server?.output()}`);
}
