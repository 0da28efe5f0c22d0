import { spawn } from 'node:child_process';
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@tests/support/chromium';
import { tempDir, type Row } from './support';
import { IN_SPANISH, LANGUAGES, cookieIn, pathIn, setAccountLanguage } from './web-javascript';

/** The Lighthouse half of the web benchmark, and Chrome's installability check. */

type LighthouseTarget = { path: string; signedIn: boolean; performance: number; seo?: number };
const LIGHTHOUSE: LighthouseTarget[] = [
  { path: '/', signedIn: false, performance: 95, seo: 95 },
  { path: '/auth', signedIn: false, performance: 95, seo: 95 },
  { path: '/dashboard', signedIn: true, performance: 90 },
];

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

/** Chrome's installability check on the dashboard, as one row. */
export async function installabilityRow(url: string, cookie: string): Promise<Row> {
  console.log('  Installability…');
  const errors = await installabilityErrors(url, cookie);
  return {
    measure: "Installable: Chrome's installability check on /dashboard",
    value: errors.length === 0 ? 'no errors' : errors.join(', '),
    target: 'no errors',
    met: errors.length === 0,
  };
}

/**
 * Lighthouse on each target in each language; `appUrl` is the server's own address (for the language
 * setting), `url` the one Lighthouse counts as secure.
 */
export async function lighthouseRows(
  url: string,
  appUrl: string,
  cookie: string,
  dashboardPermits: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  const chrome = await startDebuggableChromium();
  try {
    for (const [language, target] of LANGUAGES.flatMap((each) =>
      LIGHTHOUSE.map((one) => [each, { ...one, path: pathIn(one.path, each) }] as const),
    )) {
      console.log(`  Lighthouse ${target.path} (${language})…`);
      await setAccountLanguage(appUrl, cookie, language);
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
      const label = `Lighthouse ${target.path}${language === 'es' ? IN_SPANISH : ''}${target.signedIn ? ` (signed in, ${dashboardPermits} permits)` : ''}`;
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
  return rows;
}
