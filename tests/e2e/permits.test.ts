import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  expectAccessibleOnPhone,
  expectNoAxeViolations,
  holdAppStartUp,
  phoneBrowserSession,
} from '../support/browser';
import { outboxFor, signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, inDays, toast } from '../support/e2e-helpers';
import { ONE_PAGE_PDF } from '../support/pdf-files';

const baseUrl = inject('baseUrl');
const { context, page } = phoneBrowserSession(baseUrl);
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-upload-'));
const pdf = path.join(files, 'health-permit.pdf');
const text = path.join(files, 'notes.txt');
fs.writeFileSync(pdf, ONE_PAGE_PDF);
fs.writeFileSync(text, 'not a permit');

afterAll(async () => {
  fs.rmSync(files, { recursive: true, force: true });
});

describe('from sign-up to a dashboard with permits', () => {
  it('arrives as a prerendered frame for a signed-in owner, and the app takes it over without a mismatch', async () => {
    await signedInOwner(context, baseUrl);
    await addPermitThroughApi(context, baseUrl, { name: 'Health Permit', renewalDate: inDays(40) });
    const { problems, release } = await holdAppStartUp(page);

    await page.goto('/dashboard', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { name: 'Welcome to Your Dashboard' });
    await heading.waitFor();
    expect(await page.title()).toBe('Dashboard · PermitPilot');
    expect(await page.getByText('Loading permits...').count()).toBe(1);
    // The frame names no plan and shows no permit until the owner's own data has loaded.
    expect(await page.getByTestId('plan-badge').count()).toBe(0);

    release();
    await expect.poll(() => page.getByTestId('permit-row').count()).toBe(1);
    expect(await page.getByTestId('permit-row').innerText()).toContain('Health Permit');
    await expect.poll(() => page.getByTestId('plan-badge').textContent()).toBe('Free Plan');
    expect(await heading.count()).toBe(1);
    expect(problems, 'hydration errors or warnings').toEqual([]);
  });

  it('leads a new owner through onboarding and Welcome to the first permit', async () => {
    const account = await signedInOwner(context, baseUrl, { onboarded: false });
    await page.goto('/dashboard');
    await page.waitForURL('**/onboarding');
    await page.getByLabel('Business name').fill('Rolling Tacos');
    await page.getByLabel('States you operate in').fill('CA, NV');
    await page.getByLabel('We serve beer or wine').check();
    await page.getByLabel('Phone').fill('+1 510 555 0134');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('businessProfile') ?? 'null')))
      .toMatchObject({
        businessName: 'Rolling Tacos',
        statesOperating: 'CA, NV',
        servesBeerWine: true,
        servesLiquor: false,
      });
    await expectAccessibleOnPhone(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/welcome');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome!' }).count()).toBe(1);
    await expect
      .poll(() => page.getByText("Let's set up your compliance tracking in just a few steps").count())
      .toBe(1);
    await expect.poll(() => toast(page, 'Profile Saved').count()).toBe(1);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('businessProfile'),
        localStorage.getItem('selectedPlan'),
      ]),
    ).toEqual([null, null]);
    await expect
      .poll(async () => (await outboxFor(baseUrl, account.email)).map((message) => message.subject))
      .toContain('Your PermitPilot account is ready');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue Setup' }).click();

    await page.waitForURL('**/permit-setup');
    await expect.poll(() => page.getByRole('heading', { name: 'Add Your First Permit' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/onboarding');
    await page.getByRole('button', { name: 'Save Permit' }).click();
    for (const message of [
      'Permit name is required',
      'Start date is required',
      'Renewal date is required',
      'Cost is required',
    ]) {
      await expect.poll(() => page.getByText(message, { exact: true }).count(), { message }).toBe(1);
    }
    expect(await page.getByLabel('Issue/Start Date').getAttribute('max')).toBe(inDays(0));
    expect(await page.getByLabel('Renewal/Expiration Date').getAttribute('min')).toBe(inDays(0));
    await expectAccessibleOnPhone(page);

    await page.getByLabel('License/Permit Name').fill('Mobile Food Facility Health Permit');
    await page.getByLabel('Issue/Start Date').fill(inDays(-300));
    await expect.poll(() => page.locator('#category option:checked').textContent()).toBe('Health');
    await page.getByLabel('Renewal/Expiration Date').fill(inDays(20));
    await page.getByLabel('Cost/Fee ($)').fill('425.50');
    await page.getByLabel('State', { exact: true }).fill('California');
    // What an inspector asks for first (docs/product/permits.md#fields).
    await page.getByLabel('Permit number').fill('MFF-2026-0042');
    await page.getByLabel('Issuing agency').fill('Alameda County Environmental Health');
    await page.getByLabel('Renewal URL').fill('not a link');
    await page.getByLabel('Permit document (optional)').setInputFiles(text);
    await expect
      .poll(() =>
        toast(page, 'Invalid file type').filter({ hasText: 'Please upload a PDF or image file.' }).count(),
      )
      .toBe(1);
    await page.getByLabel('Permit document (optional)').setInputFiles(pdf);
    await expect.poll(() => page.getByText('health-permit.pdf').count()).toBe(1);
    await expect.poll(() => page.getByText(/^1 kB$/).count()).toBe(1);
    await page.getByRole('button', { name: 'Save Permit' }).click();
    await expect.poll(() => page.getByText('Please enter a valid URL').count()).toBe(1);
    await page.getByLabel('Renewal URL').fill('https://www.acgov.org/aceh/food/');
    await page.getByRole('button', { name: 'Save Permit' }).click();

    await page.waitForURL('**/dashboard');
    await expect.poll(() => toast(page, 'File uploaded successfully').count()).toBe(1);
    await expect.poll(() => toast(page, 'Permit added successfully!').count()).toBe(1);
    const row = page.getByTestId('permit-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Mobile Food Facility Health Permit');
    expect(await row.innerText()).toContain('Health');
    expect(await row.innerText()).toContain('20 days left');
    // The number right after the name; an agency the owner typed is text, not a link.
    expect((await row.innerText()).split('\n').filter(Boolean).slice(0, 2)).toEqual([
      'Mobile Food Facility Health Permit',
      'Permit no. MFF-2026-0042',
    ]);
    expect(await row.getByText('Alameda County Environmental Health').count()).toBe(1);
    expect(await row.getByRole('link', { name: /Alameda County/ }).count()).toBe(0);
    expect(await row.getByRole('link', { name: /Download the document/ }).getAttribute('href')).toMatch(
      /^\/api\/permits\/.+\/document$/,
    );
    await expectAccessibleOnPhone(page);
  });
});

describe('reminders', () => {
  it('e-mails a new owner who adds a permit due in 5 days within one sweep interval', async () => {
    const account = await signedInOwner(context, baseUrl);
    await addPermitThroughApi(context, baseUrl, {
      name: 'Propane Permit',
      issueDate: inDays(-100),
      renewalDate: inDays(5),
      cost: 75,
    });
    await expect
      .poll(async () => (await outboxFor(baseUrl, account.email)).map((message) => message.subject), {
        timeout: 20_000,
      })
      .toContain('Propane Permit is due for renewal');
  });
});

describe('the permit list', () => {
  it('edits a permit without making a copy, and deletes one after asking', async () => {
    await signedInOwner(context, baseUrl);
    await addPermitThroughApi(context, baseUrl, {
      name: 'Fire Inspection',
      issueDate: inDays(-30),
      renewalDate: inDays(200),
      cost: 90,
    });
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('permit-row').count()).toBe(1);
    expect(await page.getByTestId('permit-row').innerText()).toContain('General');

    await page.getByRole('link', { name: 'Edit Fire Inspection' }).click();
    await page.waitForURL(/\/permit-setup\?edit=/);
    await expect.poll(() => page.getByLabel('License/Permit Name').inputValue()).toBe('Fire Inspection');
    await page.getByLabel('License/Permit Name').fill('Fire Marshal Inspection');
    await page.getByRole('button', { name: 'Save Permit' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('permit-row').count()).toBe(1);
    await expect.poll(() => page.getByTestId('permit-row').innerText()).toContain('Fire Marshal Inspection');

    await page.getByRole('button', { name: 'Delete Fire Marshal Inspection' }).click();
    await expect.poll(() => page.getByRole('alertdialog', { name: 'Delete Permit' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => toast(page, 'Permit deleted').count()).toBe(1);
    await expect.poll(() => page.getByText('No permits added yet').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Add Your First Permit' }).getAttribute('href')).toBe(
      '/permit-setup',
    );
  });

  it('stops the fourth permit on the Free plan with a way to upgrade, before anything is typed', async () => {
    await signedInOwner(context, baseUrl);
    for (const name of ['Health Permit', 'Business License'])
      await addPermitThroughApi(context, baseUrl, { name, renewalDate: inDays(90) });
    // Opened while a slot was left; the third permit is added elsewhere meanwhile: the save is refused.
    await page.goto('/permit-setup');
    await page.getByLabel('License/Permit Name').fill('Propane Permit');
    await addPermitThroughApi(context, baseUrl, { name: 'Seller Permit', renewalDate: inDays(90) });
    await page.getByLabel('Issue/Start Date').fill(inDays(-10));
    await page.getByLabel('Renewal/Expiration Date').fill(inDays(100));
    await page.getByLabel('Cost/Fee ($)').fill('50');
    await page.getByRole('button', { name: 'Save Permit' }).click();
    await expect
      .poll(() =>
        toast(page, 'Error saving permit')
          .filter({ hasText: 'The Free plan tracks up to 3 permits.' })
          .count(),
      )
      .toBe(1);
    expect(page.url()).toContain('/permit-setup');

    // Coming back at the limit: the notice and the upgrade path, and no form that could not be saved.
    await page.goto('/dashboard');
    await page.goto('/permit-setup');
    await expect.poll(() => page.getByRole('heading', { name: 'Add Another Permit' }).count()).toBe(1);
    await expect.poll(() => page.getByText("You have reached the Free plan's 3 permits.").count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/signup/pro');
    expect(await page.getByLabel('License/Permit Name').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save Permit' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
