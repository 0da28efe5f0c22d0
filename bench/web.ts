import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { openDatabase } from '@server/db/client';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@tests/support/chromium';
import { migrateDatabase } from '@server/db/migrate';
import { seedOwners, signInBenchOwner } from './seed';
import { PRODUCTION_ENV, kib, root, startNodeServer, tempDir, type Row, type Section } from './support';

const LANDING_JS_TARGET = 100 * 1024;
/** Every other screen's first load, signed in or not (docs/decisions/0024, 0025). */
const SCREEN_JS_TARGET = 150 * 1024;
const DASHBOARD_PERMITS = 100;

/** The routes whose JavaScript we weigh; the signed-in ones with the owner's session. */
const ROUTES = [
  { path: '/', signedIn: false },
  { path: '/auth', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/permit-setup', signedIn: true },
  { path: '/compliance-reports', signedIn: true },
  { path: '/alert-setup', signedIn: true },
  { path: '/account', signedIn: true },
];

/**
 * Each screen in each language (docs/decisions/0026): Spanish is asked for with the language cookie, as a
 * visitor who chose it or an account that keeps it sends; the landing page is at its own address.
 */
type Language = 'en' | 'es';
const LANGUAGES: Language[] = ['en', 'es'];
const IN_SPANISH = ' in Spanish';
const pathIn = (path: string, language: Language) => (language === 'es' && path === '/' ? '/es' : path);
/** The bench owner's account speaks `language`: a signed-in page follows the account's. */
async function setAccountLanguage(appUrl: string, cookie: string, language: Language) {
  const response = await fetch(`${appUrl}/api/account/language`, {
    method: 'PUT',
    headers: { cookie, origin: appUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ locale: language }),
  });
  if (!response.ok) throw new Error(`Setting the language failed: ${response.status}`);
}

const cookieIn = (cookie: string, language: Language) =>
  [cookie.replace(/(^|;\s*)pp_lang=[^;]*/g, ''), `pp_lang=${language}`].filter(Boolean).join('; ');

type LighthouseTarget = { path: string; signedIn: boolean; performance: number; seo?: number };
const LIGHTHOUSE: LighthouseTarget[] = [
  { path: '/', signedIn: false, performance: 95, seo: 95 },
  { path: '/auth', signedIn: false, performance: 95, seo: 95 },
  { path: '/dashboard', signedIn: true, performance: 90 },
];

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

/** Every script a phone loads for the route, gzipped at level 9 as the build ships it. */
async function javaScriptPerRoute(url: string, cookie: string, language: Language) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const sizes = new Map<string, { files: number; gzip: number }>();
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
      // The production cookie is __Secure-: sent as a header, as Lighthouse sends it, on plain http.
      await context.setExtraHTTPHeaders({
        cookie: cookieIn(route.signedIn ? cookie : '', language),
      });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
      });
      await page.goto(`${url}${pathIn(route.path, language)}`, { waitUntil: 'networkidle' });
      let gzip = 0;
      for (const script of scripts) {
        const file = fs.readFileSync(path.join(root, 'dist/client', script));
        gzip += zlib.gzipSync(file, { level: 9 }).length;
      }
      sizes.set(route.path, { files: scripts.size, gzip });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

/**
 * What Chrome says keeps the app from installing (DevTools' Page.getInstallabilityErrors), once the service
 * worker controls /dashboard, in a profile on disk: Chrome installs nothing from an incognito one. Lighthouse 12
 * has no installability audit any more; this is the check it ran.
 */
async function installabilityErrors(url: string, cookie: string) {
  const profile = tempDir('permitpilot-installable-');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    extraHTTPHeaders: { cookie },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${url}/dashboard`, { waitUntil: 'networkidle' });
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/** Chromium with a DevTools port for Lighthouse. */
async function startDebuggableChromium() {
  const profile = tempDir('permitpilot-lighthouse-');
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`chromium exited with ${code}: ${output}`)));
  });
  return {
    port,
    // Chromium's helper processes may still write into the profile for a moment after the kill.
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** The metrics behind a Performance score, for the console: what to work on when it is missed. */
function metricSummary(audits: Record<string, { displayValue?: string; score: number | null }>) {
  const metrics = [
    ['first-contentful-paint', 'FCP'],
    ['largest-contentful-paint', 'LCP'],
    ['total-blocking-time', 'TBT'],
    ['speed-index', 'SI'],
    ['cumulative-layout-shift', 'CLS'],
  ] as const;
  return metrics
    .map(([id, label]) => `${label} ${audits[id]?.displayValue ?? '?'} (${score(audits[id]?.score)})`)
    .join(', ');
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
    for (const language of LANGUAGES) {
      console.log(`  JavaScript per route (${language})…`);
      await setAccountLanguage(server.url, cookie, language);
      const sizes = await javaScriptPerRoute(url, cookie, language);
      for (const [route, size] of sizes) {
        const landing = route === '/';
        rows.push({
          measure: `JavaScript for ${pathIn(route, language)}${language === 'es' ? IN_SPANISH : ''} (gzipped, ${size.files} files)`,
          value: kib(size.gzip),
          ...(landing
            ? { target: '≤ 100 KB', met: size.gzip <= LANDING_JS_TARGET }
            : { target: '≤ 150 KB', met: size.gzip <= SCREEN_JS_TARGET }),
        });
      }
    }

    console.log('  Installability…');
    const errors = await installabilityErrors(url, cookie);
    rows.push({
      measure: "Installable: Chrome's installability check on /dashboard",
      value: errors.length === 0 ? 'no errors' : errors.join(', '),
      target: 'no errors',
      met: errors.length === 0,
    });

    const chrome = await startDebuggableChromium();
    try {
      for (const [language, target] of LANGUAGES.flatMap((each) =>
        LIGHTHOUSE.map((one) => [each, { ...one, path: pathIn(one.path, each) }] as const),
      )) {
        console.log(`  Lighthouse ${target.path} (${language})…`);
        await setAccountLanguage(server.url, cookie, language);
        const result = await lighthouse(`${url}${target.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          extraHeaders: { Cookie: cookieIn(target.signedIn ? cookie : '', language) },
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
        const { categories, finalDisplayedUrl } = result.lhr;
        if (new URL(finalDisplayedUrl).pathname !== target.path) {
          throw new Error(`Lighthouse ended on ${finalDisplayedUrl}, not ${target.path}`);
        }
        const performance = score(categories.performance?.score);
        const accessibility = score(categories.accessibility?.score);
        const bestPractices = score(categories['best-practices']?.score);
        const seo = score(categories.seo?.score);
        const label = `Lighthouse ${target.path}${language === 'es' ? IN_SPANISH : ''}${target.signedIn ? ` (signed in, ${DASHBOARD_PERMITS} permits)` : ''}`;
        rows.push(
          {
            measure: `${label}: Performance`,
            value: String(performance),
            target: `≥ ${target.performance}`,
            met: performance >= target.performance,
          },
          {
            measure: `${label}: Accessibility`,
            value: String(accessibility),
            target: '100',
            met: accessibility === 100,
          },
          {
            measure: `${label}: Best Practices`,
            value: String(bestPractices),
            target: '≥ 95',
            met: bestPractices >= 95,
          },
          {
            measure: `${label}: SEO`,
            value: String(seo),
            ...(target.seo ? { target: `≥ ${target.seo}`, met: seo >= target.seo } : {}),
          },
        );
        const failing = Object.values(result.lhr.audits)
          .filter(
            (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
          )
          .map((audit) => audit.id);
        if (failing.length > 0) console.log(`    audits below 90 on ${target.path}: ${failing.join(', ')}`);
        console.log(`    ${target.path}: ${metricSummary(result.lhr.audits)}`);
        const errors = Object.entries(result.lhr.audits).filter(([, audit]) => audit.errorMessage);
        if (result.lhr.runtimeError) console.log(`    runtime error: ${result.lhr.runtimeError.message}`);
        for (const [id, audit] of errors) console.log(`    ${id} failed: ${audit.errorMessage}`);
      }
    } finally {
      await chrome.stop();
    }
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
