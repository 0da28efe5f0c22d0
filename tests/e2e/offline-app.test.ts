import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectTouchTargets, launchBrowser, phoneContext } from '../support/browser';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, inDays, toast, uploadDocumentThroughApi } from '../support/e2e-helpers';
import { startServer, type ServerProcess } from '../support/server-process';
import { ONE_PAGE_PDF } from '../support/pdf-files';

/*
 * The installable, offline app (docs/decisions/0024), on a server of this file's own: its client files are a
 * copy of the build, so that a test can deploy a new build and start the server again where it ran.
 */

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-e2e-offline-'));
const dist = path.join(work, 'client');
const dataDir = path.join(work, 'data');
const PDF = Buffer.from(ONE_PAGE_PDF);

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let port: number;
const serverEnv = () => ({ DATA_DIR: dataDir, CLIENT_DIST_DIR: dist, MONITOR_SCHEDULE_SECONDS: '0' });

beforeAll(async () => {
  fs.cpSync(path.join(root, 'dist/client'), dist, { recursive: true });
  fs.mkdirSync(dataDir);
  server = await startServer(serverEnv());
  port = Number(new URL(server.url).port);
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});
afterEach(async () => {
  await context?.close();
});

async function appContext() {
  context = await phoneContext(browser, server.url, { serviceWorkers: 'allow' });
  page = await context.newPage();
}

/**
 * The client built again under another build id, as a new deploy brings it: `npm test` builds it beside its
 * static checks (scripts/test.mjs), out of the browser tests' way; run without it, this builds it. Answers its
 * folder and its build id.
 */
function nextBuild() {
  const dir = path.join(root, 'dist/client-next');
  if (!fs.existsSync(path.join(dir, 'index.html')))
    execFileSync(
      path.join(root, 'node_modules/.bin/vite'),
      ['build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: root,
        env: { ...process.env, PERMITPILOT_BUILD_ID: `next-${Date.now().toString(36)}` },
        stdio: 'inherit',
      },
    );
  const id = /<meta name="permitpilot-build" content="([^"]+)"/.exec(
    fs.readFileSync(path.join(dir, 'index.html'), 'utf8'),
  )?.[1];
  if (!id) throw new Error(`${dir}/index.html names no build`);
  return { dir, id };
}

/** Waits until the service worker is active and controls the page. */
async function controlled() {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/** Opens the calendar from the dashboard, finds each permit in it and closes it. */
async function expectCalendarShows(names: string[]) {
  await page.getByRole('button', { name: 'View Calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Permit Renewal Calendar' });
  for (const name of names) await calendar.getByRole('heading', { name }).waitFor();
  await page.keyboard.press('Escape');
  await calendar.waitFor({ state: 'hidden' });
}

describe('the installable app', () => {
  it('has a manifest with the icons phones ask for and a service worker, and Chrome finds it installable', async () => {
    // A profile on disk: Chrome installs nothing from an incognito profile, which a plain context is.
    const profile = path.join(work, 'profile');
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: server.url,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
    page = context.pages()[0] ?? (await context.newPage());
    await signedInOwner(context, server.url, { prefix: 'install-owner' });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome to Your Dashboard' }).waitFor();
    await controlled();
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    const manifest = (await (await context.request.get(new URL(href!, server.url).href)).json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'PermitPilot', display: 'standalone', start_url: '/dashboard' });
    expect(manifest.icons.map((icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`)).toEqual(
      expect.arrayContaining(['192x192', '512x512', '512x512 maskable']),
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  });

  it('opens the dashboard and a document with the network cut off, marked offline, and refuses changes', async () => {
    await appContext();
    await signedInOwner(context, server.url, { prefix: 'offline-owner' });
    const permit = await addPermitThroughApi(context, server.url, {
      name: 'Health Permit',
      renewalDate: inDays(20),
    });
    await uploadDocumentThroughApi(context, server.url, permit.id, { name: 'health.pdf', bytes: PDF });
    const insurance = await addPermitThroughApi(context, server.url, { name: 'Liability Insurance' });
    await uploadDocumentThroughApi(context, server.url, insurance.id, { name: 'insurance.pdf', bytes: PDF });

    await page.goto('/dashboard');
    await controlled();
    // Once through the service worker, online: the dashboard's reads and the document are kept.
    await page.reload();
    await page.getByTestId('permit-row').first().waitFor();
    const online = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the document of Health Permit' }).click(),
    ]);
    expect(fs.readFileSync((await online[0].path())!)).toEqual(PDF);

    // A document never opened, kept on purpose.
    await page.getByLabel('Keep the document of Liability Insurance available offline').check();
    await expect.poll(() => toast(page, 'Available offline').count()).toBe(1);

    await context.setOffline(true);
    // The service worker's own requests are cut off too: a read it never kept fails.
    expect(
      await page.evaluate(() =>
        fetch('/api/permits/00000000-0000-4000-8000-000000000000').then(
          (response) => response.status,
          () => 'failed',
        ),
      ),
    ).toBe('failed');

    await page.reload();
    await expect.poll(() => page.getByTestId('permit-row').count()).toBe(2);
    expect(await page.getByTestId('permit-row').first().innerText()).toContain('Health Permit');
    const status = page.getByRole('status').filter({ hasText: 'Offline — last updated' });
    await status.waitFor();
    expect(await status.innerText()).toMatch(
      /Offline — last updated [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M/,
    );
    await expectNoAxeViolations(page);
    await expectTouchTargets(page);

    const [offline] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the document of Health Permit' }).click(),
    ]);
    expect(fs.readFileSync((await offline.path())!)).toEqual(PDF);
    const [kept] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the document of Liability Insurance' }).click(),
    ]);
    expect(fs.readFileSync((await kept.path())!)).toEqual(PDF);

    // A change made offline is refused with a clear message, and the dialog keeps what was typed.
    await page.getByRole('button', { name: 'Mark Health Permit as renewed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as renewed' });
    await dialog.getByLabel('New renewal date').fill(inDays(400));
    await dialog.getByRole('button', { name: 'Save renewal' }).click();
    await expect
      .poll(() => toast(page, "You're offline. Changes can't be saved until you're back online.").count())
      .toBe(1);
    expect(await dialog.getByLabel('New renewal date').inputValue()).toBe(inDays(400));

    await context.setOffline(false);
    await expect.poll(() => status.count()).toBe(0);
  });

  it('opens the dashboard, the calendar and the reports offline after only a first visit to the dashboard', async () => {
    await appContext();
    await signedInOwner(context, server.url, { prefix: 'first-visit-owner' });
    await addPermitThroughApi(context, server.url, { name: 'Health Permit', renewalDate: inDays(20) });
    await addPermitThroughApi(context, server.url, { name: 'Fire Inspection', renewalDate: inDays(50) });

    // The first visit: the service worker installs and takes over while the dashboard is open, after the
    // dashboard has read what it shows. The page is not opened again online.
    await page.goto('/dashboard');
    await page.getByTestId('permit-row').first().waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state), { timeout: 10_000 })
      .toBe('activated');
    // The reads are kept in the background once the worker controls the page: what a phone left open a
    // moment longer would have.
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (
              await Promise.all(
                ['/api/auth/get-session', '/api/businesses', '/api/permits?limit=20', '/api/permits'].map(
                  (url) => caches.match(url),
                ),
              )
            ).every(Boolean),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);

    // The network drops with the dashboard open: the calendar, never opened online, reads what was kept.
    await context.setOffline(true);
    await expectCalendarShows(['Health Permit', 'Fire Inspection']);

    // Reopened offline.
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('permit-row').count()).toBe(2);
    await page.getByRole('status').filter({ hasText: 'Offline — last updated' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Sign In' }).count()).toBe(0);
    await expectCalendarShows(['Health Permit', 'Fire Inspection']);
    await page.goto('/compliance-reports');
    await expect
      .poll(() => page.getByTestId('report-row').locator('h3').allTextContents())
      .toEqual(['Health Permit', 'Fire Inspection']);
    await expectNoAxeViolations(page);

    // What the phone did not keep is said plainly, not left to a spinner.
    await page.evaluate(async () => (await caches.open('permitpilot-api')).delete('/api/permits'));
    await page.reload();
    const notKept = "You're offline — open PermitPilot once online to keep your permits on this phone.";
    await page.getByText(notKept, { exact: true }).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'View Calendar' }).click();
    await page
      .getByRole('dialog', { name: 'Permit Renewal Calendar' })
      .getByText(notKept, { exact: true })
      .waitFor();
  });

  it.each([
    ['en-US', "You're offline — open PermitPilot once online to keep your permits on this phone."],
    [
      'es-US',
      'No tiene conexión — abra PermitPilot una vez en línea para mantener sus permisos en este teléfono.',
    ],
  ])(
    'offline, a signed-in screen never opened online says so in %s instead of showing the sign-in form',
    async (locale, message) => {
      context = await phoneContext(browser, server.url, { serviceWorkers: 'allow', locale });
      page = await context.newPage();
      // A visit that installed the app, before signing in: no signed-in screen was read online.
      await page.goto('/auth');
      await page.getByRole('heading').first().waitFor();
      await controlled();

      await context.setOffline(true);
      await page.goto('/dashboard');
      await page.getByText(message, { exact: true }).waitFor();
      expect(await page.getByRole('textbox').count()).toBe(0);
      expect(page.url()).toBe(`${server.url}/dashboard`);
      await expectNoAxeViolations(page);
    },
  );

  it('offers a new build as "New version available — Reload", and reloads into it whole', async () => {
    await appContext();
    await page.goto('/auth');
    await page.getByRole('heading').first().waitFor();
    await controlled();
    const before = await page.locator('meta[name=permitpilot-build]').getAttribute('content');

    // A new deploy: a new build, the server started again where it ran.
    const next = nextBuild();
    expect(next.id).not.toBe(before);
    await server.stop();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.cpSync(next.dir, dist, { recursive: true });
    server = await startServer(serverEnv(), { port });

    // The old version keeps running whole until the member chooses.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
    await prompt.waitFor();
    expect(await page.locator('meta[name=permitpilot-build]').getAttribute('content')).toBe(before);
    await expectNoAxeViolations(page);
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect
      .poll(() => page.locator('meta[name=permitpilot-build]').getAttribute('content'))
      .toBe(next.id);
    await page.getByRole('heading').first().waitFor();
    expect(await prompt.count()).toBe(0);
  }, 180_000);
});
