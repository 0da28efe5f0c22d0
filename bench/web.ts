import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { openDatabase } from '@server/db/client';
import { migrateDatabase } from '@server/db/migrate';
import { seedOwners, signInBenchOwner } from './seed';
import { PRODUCTION_ENV, root, startNodeServer, tempDir, type Row, type Section } from './support';
import { javaScriptRows } from './web-javascript';
import { installabilityRow, lighthouseRows } from './web-lighthouse';

const DASHBOARD_PERMITS = 100;

function buildClient() {
  console.log('Web benchmark: building the client…');
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('vite build failed');
}

/** One owner with 100 permits (every status), on a fresh PGlite directory. */
async function seedDashboardOwner(dataDir: string) {
  const connection = await openDatabase({ dataDir });
  try {
    await migrateDatabase(connection);
    await seedOwners(connection, {
      owners: 1,
      permitsPerOwner: DASHBOARD_PERMITS,
      renewal: { fromDays: -30, spanDays: 400 },
      proEvery: 1,
    });
  } finally {
    await connection.close();
  }
}

export async function benchWeb(): Promise<Section> {
  buildClient();
  const dataDir = tempDir('permitpilot-bench-web-');
  await seedDashboardOwner(dataDir);
  const server = await startNodeServer('src/server/main.ts', { ...PRODUCTION_ENV, DATA_DIR: dataDir });
  // Lighthouse counts http://localhost as secure; the server listens on 127.0.0.1.
  const url = server.url.replace('127.0.0.1', 'localhost');
  const rows: Row[] = [];
  try {
    const cookie = await signInBenchOwner(url, 1, server.url);
    rows.push(...(await javaScriptRows(url, server.url, cookie)));
    rows.push(await installabilityRow(url, cookie));
    rows.push(...(await lighthouseRows(url, server.url, cookie, DASHBOARD_PERMITS)));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    id: 'web',
    title: 'Web: JavaScript per route and Lighthouse (mobile)',
    rows,
    notes: [
      'The production build served by the real server (NODE_ENV=production) on PGlite; JavaScript is every ' +
        'script a 375 px phone loads for the route, gzipped at level 9, messages included.',
      'Each screen in English and in Spanish (the pp_lang cookie; the landing page at /es), docs/decisions/0026.',
      'Lighthouse 12 with its default mobile settings (simulated slow 4G and a 4× slower CPU) in Debian’s ' +
        'Chromium; the dashboard is signed in with an owner who has 100 permits.',
      'Lighthouse 12 dropped its PWA category and installability audit; installability is Chrome’s own ' +
        'check (DevTools Page.getInstallabilityErrors) on the dashboard once the service worker controls it.',
    ],
  };
}
