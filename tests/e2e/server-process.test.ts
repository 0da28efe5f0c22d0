import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/server-process';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-process-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('refuses to start a second server on a DATA_DIR in use, then stops cleanly on SIGTERM', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    try {
      const second = spawnSync(process.execPath, [path.join(root, 'dist/server/main.mjs')], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain('is in use by another PermitPilot server');
      // The first server is unharmed.
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('keeps the data of a stopped server for the next one', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: 'kept@example.com', password: 'secret1', name: '' }),
      });
      expect(response.status).toBe(200);
    } finally {
      await server.stop();
    }
    const restarted = await startServer({ DATA_DIR: dataDir });
    try {
      const outbox = (await (await fetch(`${restarted.url}/api/dev/outbox?to=kept@example.com`)).json()) as {
        messages: unknown[];
      };
      expect(outbox.messages).toHaveLength(1);
    } finally {
      await restarted.stop();
    }
  });
});
