import { describe, expect, inject, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectToastAccessible,
  holdAppStartUp,
  phoneBrowserSession,
} from '../support/browser';
import { createConfirmedAccount, firstLink, outboxFor, signedInOwner } from '../support/e2e-accounts';
import { toast } from '../support/e2e-helpers';
import { DEFAULT_PASSWORD, uniqueEmail } from '../support/factories';

const baseUrl = inject('baseUrl');
const { context, page } = phoneBrowserSession(baseUrl);

async function fillCredentials(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

describe('/auth', () => {
  it('arrives prerendered, and the app takes the form over without losing what was typed', async () => {
    const account = await createConfirmedAccount(baseUrl);
    const { problems, release } = await holdAppStartUp(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Sign In', exact: true });
    await submit.waitFor();
    expect(await page.title()).toBe('Sign in · PermitPilot');
    await fillCredentials(account.email, account.password);
    expect(await submit.isDisabled(), 'no submit before the app runs').toBe(true);
    expect(await page.getByRole('button', { name: 'Sign up' }).isDisabled()).toBe(true);

    release();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
    await submit.click();
    await page.waitForURL('**/dashboard');
    expect(problems, 'hydration errors or warnings').toEqual([]);
  });

  it('takes a new owner from sign-up through the e-mailed confirmation link to onboarding', async () => {
    const email = uniqueEmail('signup');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expect
      .poll(() => page.getByText('The Free plan tracks up to 3 permits.', { exact: false }).count())
      .toBe(1);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await fillCredentials(email, DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => toast(page, 'Check Your Email').count()).toBe(1);
    await expect
      .poll(() => toast(page, "We've sent you a confirmation link to complete your registration.").count())
      .toBe(1);

    const [confirmation] = await outboxFor(baseUrl, email);
    expect(confirmation?.subject).toBe('Confirm your PermitPilot account');
    // The dev outbox page shows the message with a working link (docs/product/screens.md#dev-outbox).
    await page.goto(`/dev/outbox`);
    await page.getByLabel('Recipient').fill(email);
    const link = page.getByRole('link', { name: firstLink(confirmation!.text) });
    await link.waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await link.click();
    await page.waitForURL(/\/auth\?confirmed=1/);
    await expect
      .poll(() => page.getByText('Your e-mail address is confirmed. Sign in to continue.').count())
      .toBe(1);

    await fillCredentials(email, DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The dashboard leads a first-time owner, who has no business profile yet, through onboarding.
    await page.waitForURL('**/onboarding');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Tell us about your business' }).count())
      .toBe(1);
    await expect.poll(() => page.getByTestId('plan-badge').textContent()).toBe('Free Plan');
    // The first sign-in is a welcome, not a welcome back, and it lies over nothing: above the screen, in its
    // flow, not over the onboarding heading as a toast below the header would (docs/decisions/0017).
    const welcome = page.getByTestId('sign-in-welcome');
    await welcome.getByText('Welcome!', { exact: true }).waitFor();
    await welcome.getByText('Successfully signed in to your account.').waitFor();
    expect(await page.getByText('Welcome back!').count()).toBe(0);
    const heading = page.getByRole('heading', { name: 'Tell us about your business' });
    const welcomeBox = (await welcome.boundingBox())!;
    const headerBox = (await page.locator('header').first().boundingBox())!;
    expect(headerBox.y).toBeGreaterThanOrEqual(welcomeBox.y + welcomeBox.height);
    expect(
      await heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && element.contains(top);
      }),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await welcome.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => welcome.count()).toBe(0);

    // Any later sign-in is a welcome back, as a toast.
    await page.context().clearCookies();
    await page.goto('/auth');
    await fillCredentials(email, DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/onboarding');
    await expect.poll(() => toast(page, 'Welcome back!').count()).toBe(1);
    await expect.poll(() => toast(page, 'Successfully signed in to your account.').count()).toBe(1);
    expect(await welcome.count()).toBe(0);
  });

  it('shows one Authentication Failed text for a wrong password and for an unknown e-mail', async () => {
    const account = await createConfirmedAccount(baseUrl);
    const expected = 'Invalid email or password. Please check your credentials and try again.';
    for (const [email, password] of [
      [account.email, 'wrong-password'],
      [uniqueEmail('nobody'), 'wrong-password'],
    ] as const) {
      await page.goto('/auth');
      await fillCredentials(email, password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect
        .poll(() => toast(page, 'Authentication Failed').filter({ hasText: expected }).count())
        .toBe(1);
    }
    expect(page.url()).toContain('/auth');
  });

  it('shows Sign In Error with the server message before the e-mail is confirmed', async () => {
    const email = uniqueEmail('unconfirmed');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await fillCredentials(email, DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => toast(page, 'Check Your Email').count()).toBe(1);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await fillCredentials(email, DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => toast(page, 'Sign In Error').filter({ hasText: 'confirm your e-mail address' }).count())
      .toBe(1);
  });

  it('switches to sign-in with Account Already Exists when the e-mail is taken', async () => {
    const account = await createConfirmedAccount(baseUrl);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await fillCredentials(account.email, DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() =>
        toast(page, 'Account Already Exists')
          .filter({ hasText: 'An account with this email already exists. Please sign in instead.' })
          .count(),
      )
      .toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Sign In', exact: true }).count()).toBe(1);
    // The address is kept: the owner only types the password.
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    await expectToastAccessible(page);
  });

  it("reads 'Please wait...' while signing in, and shows the unexpected-error text when the server fails", async () => {
    let release: () => void = () => {};
    await page.route('**/api/auth/sign-in/email', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL_ERROR","message":"x"}}',
      });
    });
    await page.goto('/auth');
    await fillCredentials(uniqueEmail(), DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Please wait...' }).isDisabled()).toBe(true);
    release();
    await expect.poll(() => toast(page, 'An unexpected error occurred. Please try again.').count()).toBe(1);
  });

  it('validates the e-mail and the 6-character password before sending anything', async () => {
    await page.goto('/auth');
    await fillCredentials('not-an-email', '12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText('Enter a valid email address').count()).toBe(1);
    await expect.poll(() => page.getByText('Password must be at least 6 characters').count()).toBe(1);
  });

  it('sends a signed-in owner straight to the dashboard, and an anonymous visitor from the dashboard to /auth', async () => {
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
    await signedInOwner(context, baseUrl);
    await page.goto('/auth');
    await page.waitForURL('**/dashboard');
  });

  it('signs out from the account page', async () => {
    const account = await signedInOwner(context, baseUrl);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.waitForURL('**/account');
    await expect.poll(() => page.getByText(account.email).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    await expect.poll(() => toast(page, 'Logged out successfully').count()).toBe(1);
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const account = await createConfirmedAccount(baseUrl);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(async () => (await outboxFor(baseUrl, account.email)).length).toBe(2);
    const [reset] = await outboxFor(baseUrl, account.email);
    expect(reset?.subject).toBe('Reset your PermitPilot password');
    await page.goto(firstLink(reset!.text));
    await page.waitForURL(/\/reset-password\?token=/);
    await expectNoAxeViolations(page);
    await page.getByLabel('New password', { exact: true }).fill('a-whole-new-one');
    await page.getByLabel('Repeat the new password').fill('a-whole-new-one');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL('**/auth');
    await fillCredentials(account.email, 'a-whole-new-one');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/onboarding');
  });
});
