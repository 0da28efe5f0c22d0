import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectToastAccessible,
  phoneBrowserSession,
} from '../support/browser';
import {
  createConfirmedAccount,
  signedInOwner,
  signInThroughApi,
  type Account,
} from '../support/e2e-accounts';
import { apiFailure, clickOpeningTab, subscribeThroughApi } from '../support/e2e-billing';
import { toast } from '../support/e2e-helpers';

const baseUrl = inject('baseUrl');
const { browser, context, page } = phoneBrowserSession(baseUrl);
// Owners that tests only read (their failing requests are intercepted), so that the file signs up few
// owners: sign-up is rate limited per address.
let freeOwner: Account;
let proOwner: Account;

beforeAll(async () => {
  freeOwner = await createConfirmedAccount(baseUrl, 'free');
  const setup = await browser.newContext();
  proOwner = await signedInOwner(setup, baseUrl, { prefix: 'pro', plan: 'trial' });
  await setup.close();
});

const heading = (on: Page, name: string) => on.getByRole('heading', { name, exact: true });
// The account screen shows the badge twice (header and plan card); both read the same.
const badge = (on: Page) => on.getByTestId('plan-badge').first();

describe('Start Your Pro Trial', () => {
  it('sends anonymous visitors to /auth', async () => {
    await page.goto('/signup/pro/trial');
    await page.waitForURL('**/auth');
  });

  it('starts a 7-day trial in a new tab, then downgrades through the portal', async () => {
    await signedInOwner(context, baseUrl);
    await page.goto('/signup/pro/trial');
    await heading(page, 'Start Your Pro Trial').waitFor();
    for (const text of ['7-Day Free Trial', 'Trial Protection', 'per month after the trial']) {
      await expect.poll(() => page.getByText(text, { exact: true }).count(), { message: text }).toBe(1);
    }
    await expect
      .poll(() =>
        page.getByText('$19 per month after the 7-day trial unless you cancel', { exact: false }).count(),
      )
      .toBe(1);
    expect(await page.getByRole('link', { name: 'Back to Plan Selection' }).getAttribute('href')).toBe(
      '/signup/pro',
    );
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    const checkout = await clickOpeningTab(
      context,
      page.getByRole('button', { name: 'Start 7-Day Free Trial' }),
      '/billing/local/checkout/',
    );
    await checkout.getByText('Test mode — no payment is taken').waitFor();
    await expect.poll(() => checkout.getByText('7-day free trial, then $19 per month').count()).toBe(1);
    await expectNoAxeViolations(checkout);
    await expectNoHorizontalScroll(checkout);
    await checkout.getByRole('button', { name: 'Start trial' }).click();
    await checkout.waitForURL('**/dashboard?checkout=success');
    await expect.poll(() => badge(checkout).textContent()).toBe('Pro (Trial)');
    await expect.poll(() => toast(checkout, 'Your 7-day Pro trial has started').count()).toBe(1);
    await checkout.close();

    await page.goto('/account');
    await heading(page, 'Downgrade to Free').waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('Pro (Trial)');
    await expect.poll(() => page.getByText('Trial ends:').count()).toBe(1);
    await expect.poll(() => heading(page, 'Upgrade to Pro').count()).toBe(0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Subscription' });
    await manage.waitFor();
    for (const name of ['Downgrade to Free Plan', 'Close Account', 'Never Mind']) {
      await expect
        .poll(() => manage.getByRole('button', { name, exact: true }).count(), { message: name })
        .toBe(1);
    }
    await expectNoAxeViolations(page);
    await manage.getByRole('button', { name: 'Downgrade to Free Plan' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Advanced reminders will be disabled.').waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    // 'Go Back' returns to the account screen, with the focus back on 'Manage Subscription'.
    await confirm.getByRole('button', { name: 'Go Back' }).click();
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Manage Subscription');

    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.getByRole('button', { name: 'Downgrade to Free Plan' }).click();
    const portal = await clickOpeningTab(
      context,
      page.getByRole('button', { name: 'Yes, Downgrade to Free' }),
      '/billing/local/portal',
    );
    await portal.getByText('Test mode — no payment is taken').waitFor();
    await expect
      .poll(() => portal.getByTestId('local-portal-status').textContent())
      .toMatch(/^Trialing until /);
    await expectNoAxeViolations(portal);
    await expectNoHorizontalScroll(portal);
    await portal.getByRole('button', { name: 'Cancel immediately' }).click();
    await expect.poll(() => portal.getByTestId('local-portal-status').textContent()).toBe('Canceled');
    await expect.poll(() => portal.getByRole('button', { name: 'Cancel immediately' }).count()).toBe(0);
    await portal.close();

    await page.getByRole('button', { name: 'Refresh Status' }).click();
    await expect.poll(() => badge(page).textContent()).toBe('Free Plan');
    await heading(page, 'Upgrade to Pro').waitFor();
    await expectNoAxeViolations(page);
  });

  it("'Skip Trial - Start Now ($19)' gives Pro without the trial", async () => {
    await signedInOwner(context, baseUrl);
    await page.goto('/signup/pro/trial');
    const checkout = await clickOpeningTab(
      context,
      page.getByRole('button', { name: 'Skip Trial - Start Now ($19)' }),
      '/billing/local/checkout/',
    );
    await checkout.getByText('No trial — billing starts today').waitFor();
    const checkoutUrl = checkout.url();
    await checkout.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await checkout.waitForURL('**/dashboard?checkout=success');
    await expect.poll(() => badge(checkout).textContent()).toBe('Pro');
    // A completed checkout cannot be paid twice.
    await checkout.goto(checkoutUrl);
    await heading(checkout, 'Checkout already completed').waitFor();
    expect(await checkout.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    await checkout.goto('/billing/local/portal');
    await expect
      .poll(() => checkout.getByTestId('local-portal-status').textContent())
      .toMatch(/^Active — renews /);
    await expect
      .poll(() => checkout.getByRole('button', { name: 'End trial and start paying now' }).count())
      .toBe(0);
    await checkout.getByRole('button', { name: 'Cancel at end of period' }).click();
    await expect
      .poll(() => checkout.getByTestId('local-portal-status').textContent())
      .toMatch(/^Cancels on /);
    await checkout.getByRole('button', { name: 'Resume subscription' }).click();
    await expect
      .poll(() => checkout.getByTestId('local-portal-status').textContent())
      .toMatch(/^Active — renews /);
  });

  it('explains a used trial and offers the checkout without one in the same toast', async () => {
    await signedInOwner(context, baseUrl);
    await subscribeThroughApi(context, baseUrl, { trial: true });
    const cancelled = await context.request.post(`${baseUrl}/api/billing/local/portal`, {
      data: { action: 'cancel-now' },
      headers: { origin: baseUrl },
    });
    expect(cancelled.status()).toBe(200);

    await page.goto('/signup/pro/trial');
    await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
    const used = toast(page, 'Free Trial Already Used');
    await used.waitFor();
    await expect
      .poll(() =>
        used
          .getByText('You have already used your free trial. You can still start Pro now, without a trial.')
          .count(),
      )
      .toBe(1);
    await expectToastAccessible(page);
    const checkout = await clickOpeningTab(
      context,
      used.getByRole('button', { name: 'Start Now ($19)' }),
      '/billing/local/checkout/',
    );
    await checkout.getByText('No trial — billing starts today').waitFor();
    await checkout.close();
  });

  it("shows the product's texts when a checkout cannot start, and closes the blank tab", async () => {
    await signedInOwner(context, baseUrl, { account: freeOwner });
    await page.route('**/api/billing/checkout', (route) =>
      route.fulfill(apiFailure(500, 'PROVIDER_ERROR', 'The payment provider failed.')),
    );
    await page.goto('/signup/pro/trial');
    await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
    await expect.poll(() => toast(page, 'Failed to start trial. Please try again.').count()).toBe(1);
    await expectToastAccessible(page);
    await page.getByRole('button', { name: 'Skip Trial - Start Now ($19)' }).click();
    await expect.poll(() => toast(page, 'Failed to start subscription. Please try again.').count()).toBe(1);
    await expect.poll(() => context.pages().length).toBe(1);
  });
});

describe('Account', () => {
  it("a Free owner's 'Start Free Trial' opens the checkout; back in the tab the new plan shows", async () => {
    await signedInOwner(context, baseUrl);
    await page.goto('/account');
    const upgrade = heading(page, 'Upgrade to Pro');
    await upgrade.waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('Free Plan');
    for (const text of ['$19', 'Unlimited permits and licenses', 'Priority support', '14-day free trial']) {
      await expect.poll(() => page.getByText(text, { exact: true }).count(), { message: text }).toBe(1);
    }
    await expect.poll(() => heading(page, 'Payment Management').count()).toBe(1);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    const checkout = await clickOpeningTab(
      context,
      page.getByRole('button', { name: 'Start Free Trial' }),
      '/billing/local/checkout/',
    );
    await checkout.getByRole('button', { name: 'Start trial' }).click();
    await checkout.waitForURL('**/dashboard?checkout=success');
    await checkout.close();
    // Coming back to the tab refetches the plan (TanStack Query listens for visibilitychange).
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => badge(page).textContent()).toBe('Pro (Trial)');
    await heading(page, 'Downgrade to Free').waitFor();
  });

  it('treats a failed subscription check as Free, with a toast only on the account screen', async () => {
    await signedInOwner(context, baseUrl, { account: proOwner });
    let message = 'Stripe could not be reached';
    await page.route('**/api/subscription', (route) =>
      route.fulfill(apiFailure(502, 'PROVIDER_ERROR', message)),
    );
    const warnings: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'warning') warnings.push(entry.text());
    });

    await page.goto('/dashboard');
    await expect
      .poll(() => warnings.some((text) => text.includes('Could not verify subscription status')), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect.poll(() => badge(page).textContent()).toBe('Free Plan');
    expect(await toast(page, 'Could not verify subscription status').count()).toBe(0);

    await page.goto('/account');
    await expect
      .poll(() => toast(page, 'Could not verify subscription status. Defaulting to free plan.').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await heading(page, 'Upgrade to Pro').waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('Free Plan');

    // A message about a publishable or secret API key shows no toast
    // (docs/product/plans.md#when-the-plan-check-fails).
    message = 'Invalid API Key provided: check your Secret Key';
    await page.goto('/account');
    await heading(page, 'Upgrade to Pro').waitFor({ timeout: 15_000 });
    // A toast would load sonner first (docs/decisions/0025): nothing more on the wire means none is coming.
    await page.waitForLoadState('networkidle');
    expect(await toast(page, 'Could not verify subscription status').count()).toBe(0);
  });

  it("maps portal failures to the product's texts", async () => {
    await signedInOwner(context, baseUrl, { account: freeOwner });
    let answer = apiFailure(
      502,
      'PORTAL_NOT_CONFIGURED',
      'No configuration provided and your test mode default configuration has not been created.',
    );
    await page.route('**/api/billing/portal', (route) => route.fulfill(answer));
    await page.goto('/account');
    await page.getByRole('button', { name: 'Manage Payment' }).click();
    await expect.poll(() => toast(page, 'Customer Portal Not Configured').count()).toBe(1);
    answer = apiFailure(502, 'PROVIDER_ERROR', 'The payment provider failed.');
    await page.getByRole('button', { name: 'Manage Payment' }).click();
    await expect
      .poll(() => toast(page, 'Failed to access payment management. Please contact support.').count())
      .toBe(1);
    // A Free owner has nothing to manage yet: the server's own reason, not 'contact support'.
    await page.unroute('**/api/billing/portal');
    await page.getByRole('button', { name: 'Manage Payment' }).click();
    await expect.poll(() => toast(page, 'You have no subscription to manage yet.').count()).toBe(1);
    await page.route('**/api/billing/portal', (route) => route.fulfill(answer));

    // 'No configuration provided' reads the same wherever the portal is opened
    // (docs/product/errors.md#codes).
    await context.clearCookies();
    await signedInOwner(context, baseUrl, { account: proOwner });
    await page.reload();
    answer = apiFailure(
      502,
      'PORTAL_NOT_CONFIGURED',
      'No configuration provided and your test mode default configuration has not been created.',
    );
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.getByRole('button', { name: 'Downgrade to Free Plan' }).click();
    await page.getByRole('button', { name: 'Yes, Downgrade to Free' }).click();
    await expect.poll(() => toast(page, 'Customer Portal Not Configured').count()).toBe(1);
    answer = apiFailure(502, 'PROVIDER_ERROR', 'The payment provider failed.');
    await page.getByRole('button', { name: 'Yes, Downgrade to Free' }).click();
    await expect
      .poll(() => toast(page, 'Failed to access subscription management. Please try again.').count())
      .toBe(1);
    await expect.poll(() => context.pages().length).toBe(1);
  });

  it("'Yes, Delete Everything' deletes the account", async () => {
    const account = await signedInOwner(context, baseUrl, { plan: 'pro' });
    await page.goto('/account');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.getByRole('button', { name: 'Close Account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
    await confirm.waitFor();
    await expect.poll(() => confirm.getByText('All your permits and licenses').count()).toBe(1);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await confirm.getByRole('button', { name: 'Cancel - Keep My Account' }).click();
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.getByRole('button', { name: 'Close Account' }).click();
    await page.getByRole('button', { name: 'Yes, Delete Everything' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => toast(page, 'Account deleted').count()).toBe(1);
    await expect.poll(() => toast(page, 'Your account and all its data have been deleted.').count()).toBe(1);
    await expect(signInThroughApi(context, baseUrl, account)).rejects.toThrow(/sign-in failed/);
    await page.goto('/account');
    await page.waitForURL('**/auth');
  });

  it('lets an owner on the Free plan close the account too', async () => {
    const account = await signedInOwner(context, baseUrl);
    await page.goto('/account');
    await heading(page, 'Upgrade to Pro').waitFor();
    await page.getByRole('button', { name: 'Close Account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Yes, Delete Everything' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(signInThroughApi(context, baseUrl, account)).rejects.toThrow(/sign-in failed/);
  });

  it('shows the Close Account failure text when the deletion fails', async () => {
    await signedInOwner(context, baseUrl, { account: proOwner });
    await page.route('**/api/account/close', (route) =>
      route.fulfill(apiFailure(502, 'PROVIDER_ERROR', 'The subscription could not be cancelled.')),
    );
    await page.goto('/account');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.getByRole('button', { name: 'Close Account' }).click();
    await page.getByRole('button', { name: 'Yes, Delete Everything' }).click();
    await expect
      .poll(() => toast(page, 'Failed to initiate account closure process. Please contact support.').count())
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/account');
  });
});

describe('local test-mode portal', () => {
  it('shows a Free owner that there is no subscription, with a way back', async () => {
    await signedInOwner(context, baseUrl, { account: freeOwner });
    await page.goto('/billing/local/portal');
    await expect.poll(() => page.getByTestId('local-portal-status').textContent()).toBe('No subscription');
    await expect.poll(() => page.getByRole('button', { name: 'Cancel immediately' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to PermitPilot' }).getAttribute('href')).toBe(
      '/account',
    );
    await expectNoAxeViolations(page);
  });
});

describe('GDPR page', () => {
  it("offers 'Download my data' to signed-in owners only, as a JSON file with their data", async () => {
    await page.goto('/gdpr');
    await heading(page, 'GDPR Compliance').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: 'Download my data' }).count()).toBe(0);

    const account = await signedInOwner(context, baseUrl, { account: freeOwner });
    await page.goto('/gdpr');
    const download = page.getByRole('link', { name: 'Download my data' });
    await download.waitFor();
    await expectNoAxeViolations(page);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.json$/);
    const data = JSON.parse(fs.readFileSync(await file.path(), 'utf8')) as { account: { email: string } };
    expect(data.account.email).toBe(account.email);
  });
});
