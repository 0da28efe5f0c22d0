import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessibleOnPhone, phoneBrowserSession, phoneContext } from '../support/browser';
import { signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, inDays, toast } from '../support/e2e-helpers';
import { startPageServer, type PageServer } from '../support/page-server';

// The requirement monitor against pages this test serves in place of an agency's (docs/decisions/0021).
const baseUrl = inject('baseUrl');
const { browser, context, page } = phoneBrowserSession(baseUrl);

let pageServer: PageServer;
beforeAll(async () => {
  pageServer = await startPageServer();
});
afterAll(() => pageServer?.close());

/** Permits in Oregon due in 120 days, each renewed at a page of the test's page server. */
async function addPermitsWatching(
  permits: readonly (readonly [name: string, path: string, catalogEntryId?: string])[],
) {
  for (const [name, path, catalogEntryId] of permits)
    await addPermitThroughApi(context, baseUrl, {
      name,
      renewalDate: inDays(120),
      renewalLink: `${pageServer.origin}${path}`,
      state: 'Oregon',
      ...(catalogEntryId ? { catalogEntryId } : {}),
    });
}

describe('the requirement monitor on the dashboard', () => {
  it('detects a fee change on a renewal page, lists it with its confidence, and is verified or dismissed', async () => {
    pageServer.pages.set(
      '/fees',
      '<h1>Health permit</h1><p>Annual permit fee: $100</p><p>Bring your commissary letter.</p>',
    );
    pageServer.pages.set(
      '/hours',
      '<h1>Vending rules</h1><p>Vending allowed until 9 PM.</p><p>Permit holders only.</p>',
    );
    await signedInOwner(context, baseUrl, { plan: 'pro' });
    await addPermitsWatching([
      ['County Health Permit', '/fees'],
      ['City Vending Permit', '/hours'],
    ]);

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Requirement Monitor' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Run Monitoring' }).click();
    await expect.poll(() => toast(page, 'Detected 0 new requirement changes').count()).toBe(1);
    expect(await card.getByText('No pending requirement changes.').count()).toBe(1);

    pageServer.pages.set(
      '/fees',
      '<h1>Health permit</h1><p>Annual permit fee: $150</p><p>Bring your commissary letter.</p>',
    );
    pageServer.pages.set(
      '/hours',
      '<h1>Vending rules</h1><p>Vending allowed until 10 PM.</p><p>Permit holders only.</p><p>New: a fire inspection is required.</p>',
    );
    // A second dashboard of the business, open meanwhile on another device, hears of the changes without a
    // reload. (Another window, not another tab: a tab in the background would not paint its toasts.)
    const device = await phoneContext(browser, baseUrl);
    await device.addCookies(await context.cookies());
    const second = await device.newPage();
    await second.goto('/dashboard');
    const secondCard = second.getByRole('region', { name: 'Requirement Monitor' });
    await secondCard.getByText('No pending requirement changes.').waitFor();
    // 'Run Monitoring' runs at most once per 10 s for a business.
    await page.waitForTimeout(10_500);
    await card.getByRole('button', { name: 'Run Monitoring' }).click();
    await expect.poll(() => toast(page, 'Detected 2 new requirement changes').count()).toBe(1);
    await expect.poll(() => toast(second, 'New requirement change').count(), { timeout: 5000 }).toBe(1);
    await secondCard.getByRole('listitem').filter({ hasText: '$100 → $150' }).waitFor({ timeout: 5000 });
    await device.close();
    const fee = card.getByRole('listitem').filter({ hasText: '$100 → $150' });
    await fee.waitFor();
    expect(await fee.innerText()).toContain('High confidence');
    expect(await fee.getByRole('link', { name: /opens in a new tab/ }).getAttribute('href')).toBe(
      `${pageServer.origin}/fees`,
    );
    await expectAccessibleOnPhone(page);

    await fee.getByRole('button', { name: /^Verify change/ }).click();
    await expect.poll(() => toast(page, 'Change Verified').count()).toBe(1);
    await expect.poll(() => card.getByRole('listitem').filter({ hasText: '$100 → $150' }).count()).toBe(0);
    const other = card.getByRole('listitem').first();
    await other.getByRole('button', { name: /^Dismiss change/ }).click();
    await expect.poll(() => toast(page, 'Change Dismissed').count()).toBe(1);
    await expect.poll(() => card.getByText('No pending requirement changes.').count()).toBe(1);

    // Reviewed changes stay reviewed after a reload.
    await page.reload();
    await card.getByText('No pending requirement changes.').waitFor();
  });

  it('folds the pages it could not check into one line that opens by keyboard, each with its agency', async () => {
    await signedInOwner(context, baseUrl, { plan: 'pro' });
    // Pages this test never serves (404), one of a permit added from the catalog's IRS entry.
    await addPermitsWatching([
      ['Employer Identification Number', '/moved-ein', 'us-ein'],
      ['County Health Permit', '/moved-health'],
      ['City Vending Permit', `/moved-vending/${'long-path-segment-'.repeat(6)}`],
    ]);

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Requirement Monitor' });
    const run = card.getByRole('button', { name: 'Run Monitoring' });
    await run.click();
    await expect.poll(() => toast(page, 'Detected 0 new requirement changes').count()).toBe(1);
    const line = card.getByText('3 pages could not be checked — details');
    await line.waitFor();
    const sources = card.getByTestId('failing-source');
    expect(await sources.first().isVisible()).toBe(false);

    // From 'Run Monitoring' the next tab stop is the line; Enter opens it.
    await run.focus();
    await page.keyboard.press('Tab');
    expect(await line.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await sources.first().waitFor();
    expect(await sources.count()).toBe(3);
    const irs = sources.filter({ hasText: 'Internal Revenue Service (IRS)' });
    expect(await irs.innerText()).toContain('The page answered with an error');
    expect(await irs.innerText()).toContain(`${pageServer.origin}/moved-ein`);
    await expectAccessibleOnPhone(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => sources.first().isVisible()).toBe(false);
  });

  it('shows a Free owner the Pro gate', async () => {
    await signedInOwner(context, baseUrl);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Requirement Monitor - Pro Feature' }).waitFor();
    expect(await page.getByRole('button', { name: 'Run Monitoring' }).count()).toBe(0);
  });
});
