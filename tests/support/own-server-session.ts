import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, phoneContext } from './browser';
import { startServer, type ServerProcess } from './server-process';

/**
 * A browser test file with a server process of its own, started with `env()` (read when the file's earlier
 * hooks have run, so a fake vendor started there can be pointed at), on its own DATA_DIR; a fresh phone-sized
 * context and page for each test. The getters stand for the current ones.
 */
export function ownServerSession(env: () => Record<string, string>) {
  const session: { server?: ServerProcess; browser?: Browser; context?: BrowserContext; page?: Page } = {};
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-e2e-own-'));
    session.server = await startServer({ DATA_DIR: dataDir, MONITOR_SCHEDULE_SECONDS: '0', ...env() });
    session.browser = await launchBrowser();
  }, 90_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    session.context = await phoneContext(session.browser!, session.server!.url);
    session.page = await session.context.newPage();
  });
  afterEach(async () => {
    await session.context?.close();
  });
  const current = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`no ${name} outside a test`);
    return value;
  };
  return {
    get server() {
      return current(session.server, 'server');
    },
    get context() {
      return current(session.context, 'browser context');
    },
    get page() {
      return current(session.page, 'page');
    },
  };
}
