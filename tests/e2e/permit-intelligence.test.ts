import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { expectNoAxeViolations, expectNoHorizontalScroll, phoneBrowserSession } from '../support/browser';
import { signedInOwner } from '../support/e2e-accounts';
import { inDays, toast } from '../support/e2e-helpers';

// The permit intelligence from the catalog (docs/decisions/0020): suggestions, Find Link and the requirement
// search, on a phone.
const baseUrl = inject('baseUrl');
const { context, page } = phoneBrowserSession(baseUrl);

async function saveProfile(browser: BrowserContext, profile: object) {
  const response = await browser.request.put(`${baseUrl}/api/business-profile`, {
    data: { businessName: 'Rolling Tacos', ...profile },
    headers: { origin: baseUrl },
  });
  expect(response.ok()).toBe(true);
}

const ARCHIVE_CHECKED =
  "Checked against an archived copy of the agency's page on Nov 28, 2026 — confirm on the live site";

const suggestion = (name: string) => page.getByTestId('permit-suggestion').filter({ hasText: name });

describe('permit suggestions on the dashboard', () => {
  it('suggests for a profile in California serving beer and wine; a dismissal survives a reload', async () => {
    await signedInOwner(context, baseUrl);
    await saveProfile(context, { statesOperating: 'California', servesBeerWine: true });
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Permit Suggestions' });
    await card.waitFor();
    const sellers = suggestion("Seller's Permit").first();
    expect(await sellers.innerText()).toContain('High priority');
    expect(await sellers.innerText()).toContain('Estimated cost: No fee');
    // How the entry was checked (docs/product/intelligence.md#how-each-entry-was-checked).
    expect(await sellers.innerText()).toContain(ARCHIVE_CHECKED);
    expect(await sellers.innerText()).not.toContain('Not yet reviewed');
    const alcohol = page
      .getByTestId('permit-suggestion')
      .filter({ hasText: 'Alcoholic Beverage Control' })
      .first();
    expect(await alcohol.innerText()).toContain('Medium priority');
    expect(await alcohol.innerText()).toContain('Required in California because you serve beer or wine.');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    const name = (
      await page.getByTestId('permit-suggestion').first().getByRole('heading').innerText()
    ).trim();
    await page.getByRole('button', { name: `Dismiss ${name}` }).click();
    await expect.poll(() => toast(page, 'Suggestion dismissed').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: `Dismiss ${name}` }).count()).toBe(0);
    // Kept by the server for the business, and in the browser's hiddenPermitSuggestions
    // (docs/product/screens.md#values-kept-in-the-browser).
    expect(
      await page.evaluate(
        () => JSON.parse(localStorage.getItem('hiddenPermitSuggestions') ?? '[]') as string[],
      ),
    ).toHaveLength(1);
    await page.evaluate(() => localStorage.removeItem('hiddenPermitSuggestions'));
    await page.reload();
    await card.waitFor();
    expect(await page.getByRole('button', { name: `Dismiss ${name}` }).count()).toBe(0);
  });

  it("fills the permit form from a suggestion's Add, and the saved permit leaves the suggestions", async () => {
    await signedInOwner(context, baseUrl);
    await saveProfile(context, { statesOperating: 'CA' });
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Permit Suggestions' }).waitFor();
    const add = page.getByRole('link', { name: /^Add .*Seller's Permit/ }).first();
    const label = (await add.getAttribute('aria-label'))!.replace(/^Add /, '');
    await add.click();
    await page.waitForURL(/\/permit-setup\?suggestion=ca-sellers-permit/);
    await expect.poll(() => page.getByLabel('License/Permit Name').inputValue()).toBe(label);
    expect(await page.getByLabel('State').inputValue()).toBe('CA');
    expect(await page.getByLabel('Renewal URL').inputValue()).toBe(
      'https://cdtfa.ca.gov/services/permits-licenses.htm',
    );
    // The catalog note loads with its own chunk after the form (decision 0026's budget cuts).
    await page.getByText(ARCHIVE_CHECKED).first().waitFor();
    expect(await page.getByLabel('Cost/Fee ($)').inputValue()).toBe('0.00');
    await page.getByLabel('Issue/Start Date').fill(inDays(-30));
    await page.getByLabel('Renewal/Expiration Date').fill(inDays(300));
    await page.getByRole('button', { name: 'Save Permit' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('permit-row').count()).toBe(1);
    await page.getByRole('region', { name: 'Permit Suggestions' }).waitFor();
    expect(await page.getByRole('link', { name: `Add ${label}` }).count()).toBe(0);
  });
});

describe('the permit form answers from the catalog', () => {
  it('finds the renewal link for a Pro owner', async () => {
    await signedInOwner(context, baseUrl, { plan: 'pro' });
    await page.goto('/permit-setup');
    await page.getByLabel('License/Permit Name').fill('Sales tax permit');
    await page.getByLabel('State').fill('TX');
    await page.getByRole('button', { name: 'Find Link' }).click();
    await expect.poll(() => toast(page, 'Renewal Link Found').count()).toBe(1);
    expect(await page.getByLabel('Renewal URL').inputValue()).toBe(
      'https://comptroller.texas.gov/taxes/sales/faq/permit.php',
    );
    await expectNoAxeViolations(page);
  });

  it('shows a Free owner the Pro gate instead of Find Link', async () => {
    await signedInOwner(context, baseUrl);
    await page.goto('/permit-setup');
    await page.getByRole('heading', { name: 'AI Renewal Link Discovery - Pro Feature' }).waitFor();
    expect(await page.getByRole('button', { name: 'Find Link' }).count()).toBe(0);
  });

  it("answers 'Search Latest Requirements' with the agency, the facts and the source", async () => {
    await signedInOwner(context, baseUrl);
    await page.goto('/permit-setup');
    await page.getByLabel('License/Permit Name').fill('Sales tax permit');
    await page.getByLabel('State').fill('Texas');
    await page.getByRole('button', { name: 'Search Latest Requirements' }).click();
    await expect.poll(() => toast(page, 'Requirements updated').count()).toBe(1);
    const result = page.getByTestId('requirement-result');
    expect(await result.innerText()).toContain('Fees: No fee');
    expect(await result.innerText()).toContain(ARCHIVE_CHECKED);
    // How a truck from elsewhere sells in Texas (docs/product/intelligence.md#selling-elsewhere).
    expect(await result.getByRole('heading', { name: 'Selling elsewhere: Texas' }).count()).toBe(1);
    expect(await result.innerText()).toContain('A licence from this state is valid everywhere in it.');
    expect(await result.getByRole('link', { name: /Comptroller/ }).getAttribute('href')).toBe(
      'https://comptroller.texas.gov/taxes/sales/faq/permit.php',
    );
    await expectNoAxeViolations(page);
  });
});
