import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  launchBrowser,
  phoneContext,
} from '../support/browser';
import { signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, toast } from '../support/e2e-helpers';
import { startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { startServer, type ServerProcess } from '../support/server-process';

// Google Calendar sync (docs/decisions/0023): a server process of its own with Google's OAuth and Calendar
// endpoints at a local fake, in a phone's browser; the syncs run on the server's pg-boss.
let fake: FakeGoogle;
let server: ServerProcess;
let dataDir: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  fake = await startFakeGoogle();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-e2e-google-'));
  server = await startServer({
    DATA_DIR: dataDir,
    ...fake.appEnv,
    MONITOR_SCHEDULE_SECONDS: '0',
  });
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  context = await phoneContext(browser, server.url);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
  // A request the fake does not know fails the test.
  expect(fake.unexpected).toEqual([]);
});

/** The PermitPilot calendar's events in the fake Google account, as 'date summary'. */
const eventsIn = (email: string) => {
  const [calendar] = fake.calendarsOf(email);
  if (!calendar) return [];
  return fake
    .eventsOf(calendar.id)
    .filter((event) => event.status !== 'cancelled')
    .map((event) => `${event.start?.date} ${event.summary}`)
    .sort();
};

describe('Google Calendar', () => {
  it('connects through Google, then keeps the calendar in step as permits are added, edited, renewed and deleted', async () => {
    await signedInOwner(context, server.url);
    fake.account = { email: 'rolling.tacos@gmail.test' };
    const permit = await addPermitThroughApi(context, server.url, {
      name: 'Health Permit',
      renewalDate: '2027-03-01',
      processingTimeDays: 10,
    });

    await page.goto('/alert-setup');
    expect(await page.getByText('New Feature Coming Soon!').count()).toBe(0);
    await page.getByRole('button', { name: 'Connect' }).click();
    // Google's consent (the fake's) sends the browser back to /calendar-callback, which lands on /alert-setup.
    await expect.poll(() => toast(page, 'Calendar Connected!').count(), { timeout: 15_000 }).toBe(1);
    await page.waitForURL('**/alert-setup');
    const connection = page.getByTestId('google-calendar-connection');
    await connection.getByText('rolling.tacos@gmail.test').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await expect
      .poll(() => eventsIn('rolling.tacos@gmail.test'), { timeout: 20_000 })
      .toEqual(['2027-02-14 Start renewal: Health Permit', '2027-03-01 Renew: Health Permit']);
    await page.reload();
    await connection.getByText('Last sync').waitFor();
    expect(await connection.getByText('Syncing your permits…').count()).toBe(0);

    const headers = { origin: server.url };
    await context.request.put(`${server.url}/api/permits/${permit.id}`, {
      data: { name: 'County Health Permit', renewalDate: '2027-04-01', processingTimeDays: 10 },
      headers,
    });
    await expect
      .poll(() => eventsIn('rolling.tacos@gmail.test'), { timeout: 20_000 })
      .toEqual(['2027-03-17 Start renewal: County Health Permit', '2027-04-01 Renew: County Health Permit']);

    await context.request.post(`${server.url}/api/permits/${permit.id}/renew`, {
      data: { renewalDate: '2028-04-01' },
      headers,
    });
    await expect
      .poll(() => eventsIn('rolling.tacos@gmail.test'), { timeout: 20_000 })
      .toEqual(['2028-03-17 Start renewal: County Health Permit', '2028-04-01 Renew: County Health Permit']);

    await context.request.delete(`${server.url}/api/permits/${permit.id}`, { headers });
    await expect.poll(() => eventsIn('rolling.tacos@gmail.test'), { timeout: 20_000 }).toEqual([]);

    // Disconnect, after a confirmation: the calendar leaves the Google account.
    await connection.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => toast(page, 'Google Calendar disconnected').count()).toBe(1);
    expect(fake.calendarsOf('rolling.tacos@gmail.test')).toEqual([]);
    await page.getByRole('button', { name: 'Connect' }).waitFor();
  });

  it("shows 'Connection Failed' when the owner refuses on Google's screen, then goes back to Alert Setup", async () => {
    await signedInOwner(context, server.url);
    await page.goto('/alert-setup');
    fake.nextAuthorization({ error: 'access_denied' });
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('heading', { name: 'Connection Failed' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('alert').innerText()).toBe('OAuth error: access_denied');
    await expectNoAxeViolations(page);
    await page.waitForURL('**/alert-setup', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Connect' }).waitFor();
  });
});
