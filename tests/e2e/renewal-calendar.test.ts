import { format } from 'date-fns';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PermitCategory, PermitInput } from '@shared/contracts/permits';
import { expectNoAxeViolations, expectNoHorizontalScroll, phoneBrowserSession } from '../support/browser';
import { signedInOwner, signInThroughApi, type Account } from '../support/e2e-accounts';
import { addPermitThroughApi, dayAt, inDays, shortDate } from '../support/e2e-helpers';

const baseUrl = inject('baseUrl');
const { browser, context, page } = phoneBrowserSession(baseUrl);
let owner: Account;

const longDate = (days: number) => format(dayAt(days), 'EEEE, MMMM d, yyyy');

// Four dated permits (so the recommendations must leave one out) and one without a date: a Pro owner.
// Vehicle Registration (20 processing days, buffer 30) should start on the day Fire Safety renews.
const permitsFor = (healthCategoryId: number): PermitInput[] => [
  { name: 'Fire Safety Inspection', renewalDate: inDays(10) },
  { name: 'Vehicle Registration', renewalDate: inDays(40), processingTimeDays: 20 },
  { name: 'Health Permit', renewalDate: inDays(100), categoryId: healthCategoryId, processingTimeDays: 30 },
  { name: 'Sales Tax Permit', renewalDate: inDays(200) },
  { name: 'Commissary Agreement' },
];

beforeAll(async () => {
  const setup = await browser.newContext();
  owner = await signedInOwner(setup, baseUrl, { prefix: 'calendar', plan: 'trial' });
  const categories = await setup.request.get(`${baseUrl}/api/permit-categories`);
  const health = ((await categories.json()) as { categories: PermitCategory[] }).categories.find(
    (category) => category.name === 'Health',
  )!;
  for (const data of permitsFor(health.id)) await addPermitThroughApi(setup, baseUrl, data);
  await setup.close();
});

async function openCalendar() {
  await signInThroughApi(context, baseUrl, owner);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'View Calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Permit Renewal Calendar' });
  // The dialog opens at once and shows 'Loading permits...' until the whole list is there.
  await dialog.getByRole('tab', { name: 'Monthly View' }).waitFor();
  return dialog;
}

const texts = (locator: Locator) => locator.allTextContents();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the renewal calendar', () => {
  it('shows the month with highlighted days and the details of a chosen day', async () => {
    const dialog = await openCalendar();
    const box = (await dialog.boundingBox())!;
    expect(Math.abs(box.height - 812 * 0.8)).toBeLessThan(2);
    expect(await texts(dialog.getByRole('tab'))).toEqual(['Monthly View', 'Yearly Overview']);
    expect(await dialog.getByRole('tab', { name: 'Monthly View' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    for (const text of ['Renewal date', 'Recommended start date', 'Date Details', longDate(0)]) {
      await dialog.getByText(text, { exact: true }).first().waitFor();
    }
    await dialog.getByText('No renewals or start dates on this day.', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    if (format(dayAt(10), 'yyyy-MM') !== format(dayAt(0), 'yyyy-MM')) {
      await dialog.getByRole('button', { name: 'Go to the Next Month' }).click();
    }
    const fireDay = dialog.getByRole('button', {
      name: new RegExp(`^${escape(longDate(10))}, renewal date, recommended start date`),
    });
    await fireDay.click();
    const details = dialog.getByRole('region', { name: 'Date Details' });
    await details.getByText(longDate(10), { exact: true }).waitFor();
    expect(await details.getByRole('heading', { level: 4 }).allTextContents()).toEqual([
      'Renewal due',
      'Recommended renewal start',
    ]);
    expect(await texts(details.getByRole('listitem'))).toEqual([
      'Fire Safety Inspection',
      `Vehicle Registration (renews ${shortDate(inDays(40))})`,
    ]);
    expect(await details.getByText('No renewals or start dates on this day.').count()).toBe(0);
  });

  it('shows 12 months from the current one in the Yearly Overview, reachable by keyboard', async () => {
    const dialog = await openCalendar();
    await dialog.getByRole('tab', { name: 'Monthly View' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => dialog.getByRole('tab', { name: 'Yearly Overview' }).getAttribute('aria-selected'))
      .toBe('true');

    const cards = dialog.getByTestId('month-card');
    expect(await cards.count()).toBe(12);
    expect(await cards.first().locator('h3').textContent()).toBe(format(dayAt(0), 'MMMM yyyy'));
    const renewals = [10, 40, 100, 200].map((days) => ({ days, month: format(dayAt(days), 'MMMM yyyy') }));
    const names = ['Fire Safety Inspection', 'Vehicle Registration', 'Health Permit', 'Sales Tax Permit'];
    for (const [index, { days, month }] of renewals.entries()) {
      const card = cards.filter({ has: page.getByRole('heading', { name: month, exact: true }) });
      const entry = `${format(dayAt(days), 'd')} ${names[index]}`;
      expect(await card.getByText(entry, { exact: true }).count(), entry).toBe(1);
    }
    const monthsWithRenewals = new Set(renewals.map(({ month }) => month)).size;
    expect(await dialog.getByText('No renewals', { exact: true }).count()).toBe(12 - monthsWithRenewals);
    expect(await dialog.getByText('Commissary Agreement').count()).toBe(0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  it('recommends the 3 most urgent renewals, with when to start them', async () => {
    const dialog = await openCalendar();
    await dialog.getByRole('heading', { name: 'AI Renewal Recommendations' }).waitFor();
    const recommendations = dialog.getByTestId('renewal-recommendation');
    expect(await texts(recommendations.locator('h4'))).toEqual([
      'Fire Safety Inspection',
      'Vehicle Registration',
      'Health Permit',
    ]);
    const recommendation = (name: string) => recommendations.filter({ hasText: name });
    const expectTexts = async (name: string, expected: string[]) => {
      for (const text of expected) {
        expect(await recommendation(name).getByText(text, { exact: true }).count(), `${name}: ${text}`).toBe(
          1,
        );
      }
    };
    // 10 days left, 30 processing days (the default): critical, and past the 45-day buffer.
    await expectTexts('Fire Safety Inspection', [
      'Other',
      'Critical',
      shortDate(inDays(10)),
      '10 days left',
      shortDate(inDays(10 - 45)),
      'Start renewal process now',
    ]);
    // 40 days left, 20 processing days: buffer 30, so upcoming (up to 60) and not yet to start.
    await expectTexts('Vehicle Registration', ['Other', 'Upcoming', '40 days left', shortDate(inDays(10))]);
    await expectTexts('Health Permit', ['Health', 'Normal', '100 days left', shortDate(inDays(55))]);
    for (const name of ['Vehicle Registration', 'Health Permit']) {
      expect(await recommendation(name).getByText('Start renewal process now').count(), name).toBe(0);
    }
  });

  // The dashboard's frame arrives as HTML with 'View Calendar' in it (docs/decisions/0009): a tap before the app
  // has taken the page over is kept and answered once it has.
  it("opens when 'View Calendar' is tapped before the app has taken the dashboard over", async () => {
    await signInThroughApi(context, baseUrl, owner);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/dashboard-*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The start-up script asks for the page's messages once it runs, and the screen's module is held back.
    const started = page.waitForRequest(/\/assets\/_permitpilot-catalog_main_/);
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    await started;
    await page.getByRole('button', { name: 'View Calendar' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    const dialog = page.getByRole('dialog', { name: 'Permit Renewal Calendar' });
    await dialog.getByRole('tab', { name: 'Monthly View' }).waitFor();
  });

  it('closes with Escape, back to the button that opened it', async () => {
    await openCalendar();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('View Calendar');
  });
});
