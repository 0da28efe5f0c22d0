import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, phoneBrowserSession } from '../support/browser';
import { createConfirmedAccount, firstLink, outboxFor, signedInOwner } from '../support/e2e-accounts';
import { apiFailure, clickOpeningTab } from '../support/e2e-billing';
import { addPermitThroughApi, inDays, toast } from '../support/e2e-helpers';
import { DEFAULT_PASSWORD, uniqueEmail } from '../support/factories';

// What a first-time owner on a 375 px phone trips over (a walk through docs/product/screens.md and
// docs/product/texts.md): each case here failed before its fix.

const baseUrl = inject('baseUrl');
const { context, page } = phoneBrowserSession(baseUrl);

describe('the first ten minutes on a phone', () => {
  it('brings a visitor who wanted the trial back to it after signing in', async () => {
    const account = await createConfirmedAccount(baseUrl);
    await page.goto('/signup/pro');
    await page.getByRole('link', { name: 'Start 14-Day Free Trial' }).click();
    await page.waitForURL('**/auth');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/signup/pro/trial');
    await page.getByRole('heading', { name: 'Start Your Pro Trial' }).waitFor();
  });

  it('keeps a Check your inbox state after sign-up, and the link leads back to where the visitor was going', async () => {
    const email = uniqueEmail('inbox');
    await page.goto('/signup/pro/trial');
    await page.waitForURL('**/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    const inbox = page.getByRole('region', { name: 'Check your inbox' });
    await inbox.waitFor();
    expect(await inbox.getByText(email).count()).toBe(1);
    await expectNoAxeViolations(page);
    await inbox.getByRole('button', { name: 'Resend e-mail' }).click();
    await expect.poll(() => toast(page, 'E-mail sent').count()).toBe(1);
    await expect.poll(() => outboxFor(baseUrl, email).then((messages) => messages.length)).toBe(2);
    expect(await inbox.getByRole('button', { name: /^Resend e-mail \(\d+ s\)$/ }).isDisabled()).toBe(true);

    await inbox.getByRole('button', { name: 'Use another address' }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Create Account' }).count()).toBe(1);

    const [latest] = await outboxFor(baseUrl, email);
    await page.goto(firstLink(latest!.text));
    await page.waitForURL(/\/auth\?confirmed=1&next=%2Fsignup%2Fpro%2Ftrial$/);
    await page.getByText('Your e-mail address is confirmed. Sign in to continue.').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/signup/pro/trial');
  });

  it('lands the fresh link that an unconfirmed sign-in sends on /auth with the confirmed notice', async () => {
    const email = uniqueEmail('resent');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page
      .getByRole('region', { name: 'Check your inbox' })
      .getByRole('button', { name: 'Sign in' })
      .click();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => toast(page, 'Sign In Error').count()).toBe(1);
    await expect.poll(() => outboxFor(baseUrl, email).then((messages) => messages.length)).toBe(2);

    const [resent] = await outboxFor(baseUrl, email);
    await page.goto(firstLink(resent!.text));
    await page.waitForURL(/\/auth\?confirmed=1$/);
    await page.getByText('Your e-mail address is confirmed. Sign in to continue.').waitFor();
  });

  it("puts 'Your Permits' on a phone's first screen, and names every row action in words", async () => {
    await signedInOwner(context, baseUrl);
    await addPermitThroughApi(context, baseUrl, {
      name: 'Health Permit',
      renewalDate: inDays(40),
      renewalLink: 'https://www.acgov.org/aceh/food/',
    });
    await page.goto('/dashboard');
    const heading = page.getByRole('heading', { name: 'Your Permits' });
    await heading.waitFor();
    const viewport = page.viewportSize()!;
    expect((await heading.boundingBox())!.y).toBeLessThan(viewport.height / 2);
    const row = page.getByTestId('permit-row').first();
    expect((await row.boundingBox())!.y).toBeLessThan(viewport.height);
    for (const [name, words] of [
      ['Edit Health Permit', 'Edit'],
      ['Open the renewal link of Health Permit', 'Renewal link'],
      ['Mark Health Permit as renewed', 'Renewed'],
      ['Delete Health Permit', 'Delete'],
    ] as const) {
      const action = row.getByRole(name.startsWith('Edit') || name.startsWith('Open') ? 'link' : 'button', {
        name,
      });
      expect((await action.innerText()).trim(), name).toBe(words);
    }
    await expectNoAxeViolations(page);
  });

  it('shows a deletion on its row, then moves the focus to the next row, or to the heading', async () => {
    await signedInOwner(context, baseUrl);
    for (const [name, days] of [
      ['Alpha Permit', 10],
      ['Bravo Permit', 20],
      ['Charlie Permit', 30],
    ] as const)
      await addPermitThroughApi(context, baseUrl, { name, renewalDate: inDays(days) });
    await page.goto('/dashboard');
    await page.getByTestId('permit-row').nth(2).waitFor();
    const focusedRow = () =>
      page.evaluate(() => document.activeElement?.closest('li')?.querySelector('h3')?.textContent ?? null);

    let release: () => void = () => undefined;
    // The first deletion is held until the row has been seen showing it.
    let held = false;
    await page.route('**/api/permits/*', async (route) => {
      if (route.request().method() === 'DELETE' && !held) {
        held = true;
        await new Promise<void>((resolve) => (release = resolve));
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Delete Bravo Permit' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    const bravo = page.getByTestId('permit-row').filter({ hasText: 'Bravo Permit' });
    await bravo.getByRole('status').filter({ hasText: 'Deleting Bravo Permit…' }).waitFor();
    expect(await bravo.getAttribute('aria-busy')).toBe('true');
    release();
    await expect.poll(() => bravo.count()).toBe(0);
    await expect.poll(focusedRow).toBe('Charlie Permit');

    // A renewal that sorts the row to the end hands the focus to the row now in its place.
    await page.getByRole('button', { name: 'Mark Alpha Permit as renewed' }).click();
    await page
      .getByRole('dialog', { name: 'Mark as renewed' })
      .getByRole('button', { name: 'Save renewal' })
      .click();
    await expect
      .poll(() => page.getByTestId('permit-row').first().locator('h3').textContent())
      .toBe('Charlie Permit');
    await expect.poll(focusedRow).toBe('Charlie Permit');

    // The last row gone, the focus goes to the list's heading.
    for (const name of ['Charlie Permit', 'Alpha Permit']) {
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await expect.poll(() => page.getByTestId('permit-row').filter({ hasText: name }).count()).toBe(0);
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your Permits');
  });

  it('waits for the checkout in the other tab and shows the new plan without a refresh', async () => {
    await signedInOwner(context, baseUrl);
    await page.goto('/account');
    const checkout = await clickOpeningTab(
      context,
      page.getByRole('button', { name: 'Start Free Trial' }),
      '/billing/local/checkout/',
    );
    await page.getByText('Finish in the new tab…').waitFor();
    await checkout.getByRole('button', { name: 'Start trial' }).click();
    await checkout.waitForURL('**/dashboard?checkout=success');
    await expect
      .poll(() => page.getByTestId('plan-badge').first().textContent(), { timeout: 15_000 })
      .toBe('Pro (Trial)');
    await page.getByRole('heading', { name: 'Downgrade to Free' }).waitFor();
    await checkout.close();

    await page.goto('/signup/pro/trial');
    await page.getByText('Your Pro plan is active.').waitFor();
    expect(await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).count()).toBe(0);
  });

  it('states the Free limit only where the screens do: not on the landing page', async () => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await pricing.getByText('Basic permit tracking').waitFor();
    expect(await pricing.getByText('Limited permit count').count()).toBe(1);
    expect(await pricing.getByText(/\b3 permits\b/).count()).toBe(0);
  });

  it('shows toasts below the header of a phone, clear of its controls and of the bottom, with a 44 px close', async () => {
    await signedInOwner(context, baseUrl);
    await page.goto('/alert-setup');
    await page.getByRole('button', { name: 'Save Alert Settings' }).click();
    const shown = page.locator('[data-sonner-toast]').first();
    await shown.waitFor();
    const header = (await page.locator('header').first().boundingBox())!;
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => (await shown.boundingBox())!.y)
      .toBeGreaterThanOrEqual(header.y + header.height);
    const box = (await shown.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(viewport.height / 2);
    const close = shown.getByRole('button', { name: /close/i });
    // Sonner animates the toast in: measured once it has settled, to the whole pixel.
    await expect.poll(async () => Math.round((await close.boundingBox())!.height)).toBeGreaterThanOrEqual(44);
    expect(Math.round((await close.boundingBox())!.width)).toBeGreaterThanOrEqual(44);
    // The header's controls stay in reach while the toast shows.
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL('**/account');
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

  it('shows a failed permit load as a failure with Try again, not as an empty account', async () => {
    await signedInOwner(context, baseUrl);
    await addPermitThroughApi(context, baseUrl, { name: 'Health Permit', renewalDate: inDays(200) });
    // The dashboard asks for its first rows (?limit=20), the reports screen for the whole list.
    const permitList = /\/api\/permits(\?|$)/;
    await page.route(permitList, (route) => route.fulfill(apiFailure(500, 'INTERNAL_ERROR', 'boom')));
    for (const path of ['/dashboard', '/compliance-reports']) {
      await page.goto(path);
      const tryAgain = page.getByRole('button', { name: 'Try again' });
      await tryAgain.waitFor();
      expect(await page.getByText('No permits added yet').count(), path).toBe(0);
      expect(await page.getByText("You haven't added any permits yet.").count(), path).toBe(0);
      expect(await page.getByRole('link', { name: 'Add Your First Permit' }).count(), path).toBe(0);
      await expectNoAxeViolations(page);
    }
    // On the reports screen now: once the server answers again, Try again shows the permits.
    await page.unroute(permitList);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Health Permit').first().waitFor();
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
