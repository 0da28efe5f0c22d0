import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, phoneBrowserSession } from '../support/browser';
import { signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, inDays, toast } from '../support/e2e-helpers';

// What a first-time owner on a 375 px phone trips over (the spec walk of SPEC §2, §4, §8, §9): each case here
// failed before its fix.

const baseUrl = inject('baseUrl');
const { context, page } = phoneBrowserSession(baseUrl);

describe('the first ten minutes on a phone', () => {
  it('states the Free limit only where SPEC §9 says: not on the landing page', async () => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await pricing.getByText('Basic permit tracking').waitFor();
    expect(await pricing.getByText('Limited permit count').count()).toBe(1);
    expect(await pricing.getByText(/\b3 permits\b/).count()).toBe(0);
  });

  it('asks an owner whose session expired to log in when a test text is sent, as saving does', async () => {
    await signedInOwner(context, baseUrl, { plan: 'trial' });
    await page.goto('/alert-setup');
    await page.getByRole('button', { name: 'Save Alert Settings' }).waitFor();
    await context.clearCookies();
    await page.getByLabel('Phone number').fill('(510) 555-0134');
    await page.getByRole('switch', { name: 'Text message alerts' }).click();
    await expect.poll(() => toast(page, 'Please log in to continue').count()).toBe(1);
    expect(await toast(page, 'SMS Test Failed').count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Text message alerts' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('shows a permit without a renewal date as neutral, not as a green Compliant', async () => {
    await signedInOwner(context, baseUrl);
    await addPermitThroughApi(context, baseUrl, { name: 'Food Handler Card', renewalDate: null });
    await addPermitThroughApi(context, baseUrl, { name: 'Health Permit', renewalDate: inDays(200) });
    await page.goto('/dashboard');
    const undated = page.getByRole('listitem').filter({ hasText: 'Food Handler Card' });
    await undated.waitFor();
    expect(await undated.getByText('No Renewal Date', { exact: true }).count()).toBe(1);
    expect(await undated.getByText('Compliant', { exact: true }).count()).toBe(0);
    const dated = page.getByRole('listitem').filter({ hasText: 'Health Permit' });
    expect(await dated.getByText('Compliant', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
  });
});
