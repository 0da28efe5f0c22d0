import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { PRERENDER_MANIFEST } from '../../shared/routes';

const SHELL =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const LANDING =
  '<!doctype html><html><head><title>Landing</title></head><body><div id="root"><h1>All your permits</h1></div></body></html>';

const directories: string[] = [];
const apps: TestApp[] = [];

/** A built client as `vite build` leaves it, with or without its prerendered landing page. */
async function appWithClient(options: { prerendered: boolean }) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-client-'));
  directories.push(directory);
  fs.writeFileSync(path.join(directory, 'index.html'), SHELL);
  if (options.prerendered) {
    fs.writeFileSync(path.join(directory, 'landing.html'), LANDING);
    fs.writeFileSync(path.join(directory, PRERENDER_MANIFEST), JSON.stringify({ '/': 'landing.html' }));
  }
  const app = await createTestApp({ env: { CLIENT_DIST_DIR: directory } });
  apps.push(app);
  return app;
}

let app: TestApp;
beforeAll(async () => {
  app = await appWithClient({ prerendered: true });
});
afterAll(async () => {
  await Promise.all(apps.map((each) => each.close()));
  for (const directory of directories) fs.rmSync(directory, { recursive: true, force: true });
});

describe('the prerendered landing page (docs/decisions/0009)', () => {
  it('answers / with the page the build rendered, revalidated on every visit', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(LANDING);
  });

  it('answers every other client route with the app shell', async () => {
    for (const pathname of ['/auth', '/dashboard', '/privacy-policy']) {
      const response = await app.request(pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toBe(SHELL);
    }
  });

  it('does not serve the page files under their own names', async () => {
    for (const pathname of ['/landing.html', '/index.html']) {
      const response = await app.request(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toBe(SHELL);
    }
  });

  it('answers / with the app shell when the build prerendered nothing', async () => {
    const plain = await appWithClient({ prerendered: false });
    const response = await plain.request('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SHELL);
  });
});
