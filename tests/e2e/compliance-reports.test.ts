import fs from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Permit, PermitInput } from '@shared/contracts/permits';
import { complianceReportCsv } from '@shared/domain/compliance-csv';
import { englishI18n } from '@tests/support/i18n-instances';
import { matchesReportFilter, type ReportFilter } from '@shared/domain/report-filters';
import { expectNoAxeViolations, expectNoHorizontalScroll, phoneBrowserSession } from '../support/browser';
import { signedInOwner, signInThroughApi, type Account } from '../support/e2e-accounts';
import { apiFailure } from '../support/e2e-billing';
import { addPermitThroughApi, inDays, shortDate, toast } from '../support/e2e-helpers';

const baseUrl = inject('baseUrl');
const { browser, context, page } = phoneBrowserSession(baseUrl);

const FORMULA_NOTE = '=SUM(A1), call "Jo", then renew';

// Three permits per owner: the Free plan's limit.
const mixedPermits = (): PermitInput[] => [
  { name: 'Health Permit', renewalDate: inDays(-5), cost: 150.5, state: 'California' },
  { name: 'Fire Safety Inspection', renewalDate: inDays(0), cost: 75, state: 'TX', notes: FORMULA_NOTE },
  { name: 'Business License', renewalDate: inDays(120), cost: 1000, state: 'Oregon' },
];
const laterPermits = (): PermitInput[] => [
  { name: 'Commissary Agreement' },
  { name: 'Vehicle Registration', renewalDate: inDays(45), cost: 9.99, state: 'ny' },
  { name: 'Sales Tax Permit', renewalDate: inDays(75), cost: 0, state: 'Nevada' },
];

let mixedOwner: Account;
let laterOwner: Account;
let newOwner: Account;

async function ownerWith(prefix: string, permits: PermitInput[]) {
  const setup = await browser.newContext();
  const owner = await signedInOwner(setup, baseUrl, { prefix });
  for (const data of permits) await addPermitThroughApi(setup, baseUrl, data);
  await setup.close();
  return owner;
}

beforeAll(async () => {
  mixedOwner = await ownerWith('report-mixed', mixedPermits());
  laterOwner = await ownerWith('report-later', laterPermits());
  newOwner = await ownerWith('report-new', []);
});

const rowNames = () => page.getByTestId('report-row').locator('h3').allTextContents();
const summaryValue = (label: string) =>
  page.getByTestId('summary-card').filter({ hasText: label }).locator('dd').textContent();
const filterSelect = () => page.getByLabel('Filter', { exact: true });

async function openReport(owner: Account, search = '') {
  await signInThroughApi(context, baseUrl, owner);
  await page.goto(`/compliance-reports${search}`);
  await page.getByRole('heading', { name: 'Compliance Reports', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Permits', level: 2 }).waitFor();
}

describe('compliance reports', () => {
  it('sends anonymous visitors to /auth', async () => {
    await page.goto('/compliance-reports');
    await page.waitForURL('**/auth');
  });

  it('sums up the permits and shows each with its date, cost, state, days and status', async () => {
    await openReport(mixedOwner);
    expect(await summaryValue('Total Permits')).toBe('3');
    expect(await summaryValue('Total Cost')).toBe('$1,225.50');
    // Needs Attention counts the expired permit and the one due today.
    expect(await summaryValue('Needs Attention')).toBe('2');
    expect(await summaryValue('Compliant')).toBe('1');

    expect(await rowNames()).toEqual(['Health Permit', 'Fire Safety Inspection', 'Business License']);
    const row = (name: string) => page.getByTestId('report-row').filter({ hasText: name });
    const expectRow = async (name: string, texts: string[]) => {
      for (const text of texts) {
        expect(await row(name).getByText(text, { exact: true }).count(), `${name}: ${text}`).toBe(1);
      }
    };
    await expectRow('Health Permit', [shortDate(inDays(-5)), '$150.50', 'CA', '5 days overdue', 'Expired']);
    await expectRow('Fire Safety Inspection', [
      shortDate(inDays(0)),
      '$75.00',
      'TX',
      'Due today',
      'Needs Attention',
    ]);
    await expectRow('Business License', [
      shortDate(inDays(120)),
      '$1,000.00',
      'OR',
      '120 days left',
      'Compliant',
    ]);

    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  it('filters by every option, keeping the filter in the address', async () => {
    const expectations: Array<[Account, ReportFilter, string, string[]]> = [
      [mixedOwner, 'all', 'All Permits', ['Health Permit', 'Fire Safety Inspection', 'Business License']],
      [mixedOwner, 'expired', 'Expired', ['Health Permit']],
      [mixedOwner, 'due-30', 'Due in 30 Days', ['Fire Safety Inspection']],
      [mixedOwner, 'due-60', 'Due in 60 Days', ['Fire Safety Inspection']],
      [mixedOwner, 'due-90', 'Due in 90 Days', ['Fire Safety Inspection']],
      [mixedOwner, 'compliant', 'Compliant', ['Business License']],
      [mixedOwner, 'no-date', 'No Renewal Date', []],
      [
        laterOwner,
        'all',
        'All Permits',
        ['Vehicle Registration', 'Sales Tax Permit', 'Commissary Agreement'],
      ],
      [laterOwner, 'expired', 'Expired', []],
      [laterOwner, 'due-30', 'Due in 30 Days', []],
      [laterOwner, 'due-60', 'Due in 60 Days', ['Vehicle Registration']],
      [laterOwner, 'due-90', 'Due in 90 Days', ['Vehicle Registration', 'Sales Tax Permit']],
      [laterOwner, 'compliant', 'Compliant', ['Vehicle Registration', 'Sales Tax Permit']],
      [laterOwner, 'no-date', 'No Renewal Date', ['Commissary Agreement']],
    ];
    let signedIn: Account | undefined;
    for (const [owner, filter, label, names] of expectations) {
      if (owner !== signedIn) {
        await openReport(owner);
        signedIn = owner;
        const options = await filterSelect().locator('option').allTextContents();
        expect(options).toEqual([
          'All Permits',
          'Expired',
          'Due in 30 Days',
          'Due in 60 Days',
          'Due in 90 Days',
          'Compliant',
          'No Renewal Date',
        ]);
      }
      await filterSelect().selectOption({ label });
      await expect
        .poll(() => new URL(page.url()).searchParams.get('filter'), { message: label })
        .toBe(filter === 'all' ? null : filter);
      await expect.poll(rowNames, { message: `${owner.email} ${label}` }).toEqual(names);
      if (names.length === 0) {
        await page.getByText('No permits match the selected filter criteria.', { exact: true }).waitFor();
        await page.getByText('No permits found', { exact: true }).waitFor();
        expect(await page.getByRole('link', { name: 'Add Your First Permit' }).count()).toBe(0);
      }
    }
    // The filter survives in the address (and a link to it shows it), and the summary is of all permits.
    await page.reload();
    await page.getByRole('heading', { name: 'Permits', level: 2 }).waitFor();
    expect(await filterSelect().inputValue()).toBe('no-date');
    expect(await rowNames()).toEqual(['Commissary Agreement']);
    expect(await summaryValue('Total Permits')).toBe('3');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  it('falls back to All Permits for an unknown filter in the address', async () => {
    await openReport(laterOwner, '?filter=overdue');
    expect(await filterSelect().inputValue()).toBe('all');
    expect(await rowNames()).toEqual(['Vehicle Registration', 'Sales Tax Permit', 'Commissary Agreement']);
  });

  it('shows the empty state to an owner without permits', async () => {
    await openReport(newOwner);
    await page.getByText('No permits found', { exact: true }).waitFor();
    await page.getByText("You haven't added any permits yet.", { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Add Your First Permit' }).getAttribute('href')).toBe(
      '/permit-setup',
    );
    expect(await summaryValue('Total Permits')).toBe('0');
    expect(await summaryValue('Total Cost')).toBe('$0.00');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await filterSelect().selectOption({ label: 'Expired' });
    await page.getByText('No permits match the selected filter criteria.', { exact: true }).waitFor();
    expect(await page.getByText("You haven't added any permits yet.").count()).toBe(0);
  });

  it('exports the filtered list as CSV, with formulas neutralised', async () => {
    await openReport(mixedOwner, '?filter=due-30');
    const today = inDays(0);
    await expect.poll(rowNames).toEqual(['Fire Safety Inspection']);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`compliance-report-${today}.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8');

    const listed = await context.request.get(`${baseUrl}/api/permits`);
    const { permits } = (await listed.json()) as { permits: Permit[] };
    const filtered = permits.filter((permit) => matchesReportFilter(permit, 'due-30', today));
    // With the inspection columns, empty for a permit never inspected (docs/product/events.md#inspections).
    expect(csv).toBe(complianceReportCsv(filtered, today, englishI18n(), { inspections: new Map() }));
    const [month, day, year] = [today.slice(5, 7), today.slice(8, 10), today.slice(0, 4)];
    expect(csv.split('\r\n')).toEqual([
      'Permit Name,Status,Renewal Date,Days Until Renewal,Cost,State,Notes,Permit Number,Issuing Agency,Last Inspection,Last Inspection Result,Next Inspection',
      `Fire Safety Inspection,Needs Attention,${month}/${day}/${year},0,75.00,TX,"'=SUM(A1), call ""Jo"", then renew",,,,,`,
      '',
    ]);
  });

  it('prints as a report: no buttons, filter or header', async () => {
    await openReport(mixedOwner);
    await page.emulateMedia({ media: 'print' });
    for (const control of [
      page.getByRole('button', { name: 'Export CSV' }),
      page.getByRole('link', { name: 'Back to Dashboard' }),
      filterSelect(),
    ]) {
      expect(await control.isVisible()).toBe(false);
    }
    expect(await page.getByText(`Report date: ${shortDate(inDays(0))}`).isVisible()).toBe(true);
    expect(await page.getByTestId('report-row').count()).toBe(3);
  });

  it('tells the owner when the permits cannot be loaded', async () => {
    await page.route('**/api/permits', (route) =>
      route.fulfill(apiFailure(503, 'UNAVAILABLE', 'The database is not answering.')),
    );
    await signInThroughApi(context, baseUrl, mixedOwner);
    await page.goto('/compliance-reports');
    await page.getByText('Loading compliance report...', { exact: true }).waitFor();
    await toast(page, 'Error')
      .filter({ hasText: 'Failed to load permits. Please try again.' })
      .waitFor({ timeout: 15_000 });
  });

  it("goes back with 'Back to Dashboard'", async () => {
    await openReport(newOwner);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome to Your Dashboard' }).waitFor();
  });
});
