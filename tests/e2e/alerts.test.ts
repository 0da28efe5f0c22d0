import { describe, expect, inject, it } from 'vitest';
import { addYearTo } from '@shared/domain/calendar-dates';
import { expectNoAxeViolations, expectNoHorizontalScroll, phoneBrowserSession } from '../support/browser';
import { outboxFor, signedInOwner } from '../support/e2e-accounts';
import { apiFailure } from '../support/e2e-billing';
import { addPermitThroughApi, inDays, shortDate, toast } from '../support/e2e-helpers';

const baseUrl = inject('baseUrl');
const supportEmail = inject('supportEmail');
const { context, page } = phoneBrowserSession(baseUrl);

const textSwitch = () => page.getByRole('switch', { name: 'Text message alerts' });
const emailSwitch = () => page.getByRole('switch', { name: 'Email alerts' });
const reminderDays = () => page.getByTestId('reminder-day').allInnerTexts();

async function openAlertSetup() {
  await page.goto('/alert-setup');
  await page.getByRole('button', { name: 'Save Alert Settings' }).waitFor();
}

describe('/alert-setup', () => {
  it('sends anonymous visitors to /auth', async () => {
    await page.goto('/alert-setup');
    await page.waitForURL('**/auth');
  });

  it('shows the defaults, Google Calendar coming soon, and a calendar link that can be replaced', async () => {
    await signedInOwner(context, baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await openAlertSetup();
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(await page.getByTestId('plan-badge').innerText()).toBe('Free Plan');
    expect(await page.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    for (const name of ['Calendar Integration', 'Notification Preferences', 'Reminder Schedule']) {
      expect(await page.getByRole('heading', { name, exact: true }).count(), name).toBe(1);
    }
    expect(await emailSwitch().getAttribute('aria-checked')).toBe('true');
    expect(await textSwitch().getAttribute('aria-checked')).toBe('false');
    expect(await page.getByText('Pro Only', { exact: true }).count()).toBe(1);
    // The phone number input is for Pro owners (docs/product/screens.md#alert-setup).
    expect(await page.getByLabel('Phone number').count()).toBe(0);
    expect(await reminderDays()).toEqual(['30 days', '14 days', '7 days', '1 day']);
    expect(await page.getByLabel('Send reminders at').inputValue()).toBe('8');
    expect(await page.locator('#send-hour option:checked').textContent()).toBe('8:00');

    expect(await page.getByRole('button', { name: 'Connect' }).isDisabled()).toBe(true);
    expect(await page.getByText('New Feature Coming Soon!', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    const link = page.getByLabel('Calendar link');
    const firstUrl = await link.inputValue();
    expect(firstUrl).toMatch(/\/api\/calendar\/[^/]+\.ics$/);
    const feedPath = (url: string) => `${baseUrl}${new URL(url).pathname}`;
    expect((await fetch(feedPath(firstUrl))).status).toBe(200);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => toast(page, 'Link copied').count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);

    await page.getByRole('button', { name: 'Regenerate link' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Regenerate the calendar link?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('The current link stops working');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Regenerate link' }).click();
    await expect.poll(() => toast(page, 'Calendar link regenerated').count()).toBe(1);
    await expect.poll(() => link.inputValue()).not.toBe(firstUrl);
    const secondUrl = await link.inputValue();
    expect((await fetch(feedPath(firstUrl))).status).toBe(404);
    expect((await fetch(feedPath(secondUrl))).status).toBe(200);
  });

  it('tells a Free owner that text alerts are Pro and leaves the switch off', async () => {
    await signedInOwner(context, baseUrl);
    await openAlertSetup();
    await textSwitch().click();
    await expect
      .poll(() =>
        toast(page, 'Pro Feature')
          .filter({
            hasText: 'Text alerts are available with Pro plan. Upgrade to enable SMS notifications.',
          })
          .count(),
      )
      .toBe(1);
    expect(await textSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('turns text alerts on for a Pro owner after the test SMS reaches the phone', async () => {
    await signedInOwner(context, baseUrl, { plan: 'trial' });
    await openAlertSetup();
    await page.getByLabel('Phone number').fill('(510) 555-0134');
    await expectNoAxeViolations(page);
    await textSwitch().click();
    await expect.poll(() => toast(page, 'Test SMS Sent!').count()).toBe(1);
    expect(await textSwitch().getAttribute('aria-checked')).toBe('true');
    await expect
      .poll(async () =>
        (await outboxFor(baseUrl, '+15105550134')).some((sms) => sms.text.includes('Reply STOP')),
      )
      .toBe(true);
    await expect.poll(() => page.getByText('+1 (510) 555-0134').count()).toBe(1);

    await page.getByRole('button', { name: 'Save Alert Settings' }).click();
    await expect.poll(() => toast(page, 'Settings Saved').count()).toBe(1);
    await page.reload();
    await page.getByRole('button', { name: 'Save Alert Settings' }).waitFor();
    expect(await textSwitch().getAttribute('aria-checked')).toBe('true');
  });

  it('keeps text alerts off when the number is refused, and asks for a tested number on save', async () => {
    await signedInOwner(context, baseUrl, { plan: 'trial' });
    await openAlertSetup();
    // Without a phone number the switch only flips on the screen; the save wants a tested number
    // (docs/product/reminders.md#text-alerts).
    await textSwitch().click();
    expect(await textSwitch().getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Save Alert Settings' }).click();
    await expect
      .poll(() =>
        toast(page, 'Error')
          .filter({ hasText: 'Send a test text message to your phone number before turning text alerts on.' })
          .count(),
      )
      .toBe(1);
    await textSwitch().click();
    expect(await textSwitch().getAttribute('aria-checked')).toBe('false');

    await page.getByLabel('Phone number').fill('555');
    await textSwitch().click();
    await expect.poll(() => page.getByText('Enter a valid phone number', { exact: false }).count()).toBe(1);
    expect(await textSwitch().getAttribute('aria-checked')).toBe('false');

    await page.route('**/api/alerts/test-sms', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'The number is not reachable' }),
      }),
    );
    await page.getByLabel('Phone number').fill('(510) 555-0199');
    await textSwitch().click();
    await expect
      .poll(() => toast(page, 'SMS Test Failed').filter({ hasText: 'The number is not reachable' }).count())
      .toBe(1);
    expect(await textSwitch().getAttribute('aria-checked')).toBe('false');

    await page.unroute('**/api/alerts/test-sms');
    await page.route('**/api/alerts/test-sms', (route) => route.abort('failed'));
    await textSwitch().click();
    await expect
      .poll(() => toast(page, 'SMS Test Failed').filter({ hasText: 'Failed to send test SMS.' }).count())
      .toBe(1);
    expect(await textSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('edits the reminder days, time zone and hour, and keeps them after a reload', async () => {
    await signedInOwner(context, baseUrl);
    await openAlertSetup();
    await page.getByRole('button', { name: 'Remove 1 day' }).click();
    expect(await reminderDays()).toEqual(['30 days', '14 days', '7 days']);

    const day = page.getByLabel('Add a reminder (days before renewal)');
    const add = page.getByRole('button', { name: 'Add', exact: true });
    for (const refused of ['0', '366']) {
      await day.fill(refused);
      await add.click();
      await expect
        .poll(() => page.getByText('Enter a number of days from 1 to 365', { exact: true }).count(), {
          message: refused,
        })
        .toBe(1);
    }
    await day.fill('7');
    await add.click();
    await expect.poll(() => page.getByText('7 days is already in the schedule').count()).toBe(1);
    await day.fill('60');
    await add.click();
    expect(await reminderDays()).toEqual(['60 days', '30 days', '14 days', '7 days']);
    expect(await day.inputValue()).toBe('');
    await page.getByLabel('Time zone').selectOption('Europe/Berlin');
    await page.getByLabel('Send reminders at').selectOption('18');
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Save Alert Settings' }).click();
    await expect.poll(() => toast(page, 'Settings Saved').count()).toBe(1);
    await page.reload();
    await page.getByRole('button', { name: 'Save Alert Settings' }).waitFor();
    expect(await reminderDays()).toEqual(['60 days', '30 days', '14 days', '7 days']);
    expect(await page.getByLabel('Time zone').inputValue()).toBe('Europe/Berlin');
    expect(await page.locator('#send-hour option:checked').textContent()).toBe('18:00');
  });
});

describe('/email-test', () => {
  it('sends the Pro confirmation e-mail to the support address, signed in or not', async () => {
    await page.goto('/email-test');
    await page.getByRole('heading', { name: 'Test Email' }).waitFor();
    await expect.poll(() => page.locator(`a[href="mailto:${supportEmail}"]`).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await expect.poll(() => toast(page, 'Test email sent').count()).toBe(1);
    await expect
      .poll(async () => (await outboxFor(baseUrl, supportEmail)).map((message) => message.subject))
      .toContain('Your PermitPilot Pro plan is ready');
  });

  it('says so when the e-mail could not be sent', async () => {
    await page.route('**/api/email-test', (route) =>
      route.fulfill(apiFailure(502, 'MAIL_FAILED', 'Failed to send test email')),
    );
    await page.goto('/email-test');
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await expect.poll(() => toast(page, 'Failed to send test email').count()).toBe(1);
  });
});

describe('Mark as renewed', () => {
  it('proposes one year on and moves the permit to the new date', async () => {
    await signedInOwner(context, baseUrl);
    const current = inDays(20);
    await addPermitThroughApi(context, baseUrl, { name: 'Health Permit', renewalDate: current });
    await page.goto('/dashboard');
    const row = page.getByTestId('permit-row');
    await expect.poll(() => row.count()).toBe(1);

    await page.getByRole('button', { name: 'Mark Health Permit as renewed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as renewed' });
    await dialog.waitFor();
    const date = dialog.getByLabel('New renewal date');
    const proposed = addYearTo(current);
    expect(await date.inputValue()).toBe(proposed);
    expect(await date.getAttribute('min')).toBe(inDays(21));
    await expectNoAxeViolations(page);

    await date.fill(inDays(10));
    await dialog.getByRole('button', { name: 'Save renewal' }).click();
    await expect
      .poll(() => dialog.getByText('The new renewal date must be after the current one').count())
      .toBe(1);
    await date.fill(proposed);
    await dialog.getByRole('button', { name: 'Save renewal' }).click();
    await expect.poll(() => toast(page, 'Permit renewed').count()).toBe(1);
    expect(await toast(page, 'Permit renewed').innerText()).toContain(shortDate(proposed));
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => row.innerText()).toContain(shortDate(proposed));
  });

  it('shows the 20 most urgent permits first, then all of them, with focus on the first one revealed', async () => {
    await signedInOwner(context, baseUrl, { plan: 'trial' });
    // Created in reverse so the list's urgency order, not the order of creation, decides what shows.
    for (let index = 24; index >= 0; index -= 1) {
      await addPermitThroughApi(context, baseUrl, {
        name: `Permit ${String(index + 1).padStart(2, '0')}`,
        renewalDate: inDays(index + 1),
      });
    }
    // Arriving from another screen, the router asks for the data while the screen's code loads, and
    // the screen does not ask again when it mounts.
    await openAlertSetup();
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) dataRequests.push(pathname);
    });
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    const rows = page.getByTestId('permit-row');
    await expect.poll(() => rows.count()).toBe(20);
    await page.waitForLoadState('networkidle');
    expect(dataRequests.filter((pathname) => pathname === '/api/permits')).toHaveLength(1);
    expect(await rows.first().innerText()).toContain('Permit 01');
    expect(await rows.last().innerText()).toContain('Permit 20');
    const showAll = page.getByRole('button', { name: 'Show all 25 permits (5 more)' });
    await showAll.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBe(25);
    expect(await showAll.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Edit Permit 21');
  });

  it('shows the permit of a reminder link even beyond the first 20', async () => {
    await signedInOwner(context, baseUrl, { plan: 'trial' });
    let last = { id: '' };
    for (let index = 0; index < 22; index += 1) {
      last = await addPermitThroughApi(context, baseUrl, {
        name: `Permit ${index + 1}`,
        renewalDate: inDays(index + 1),
      });
    }
    await page.goto(`/dashboard?renew=${last.id}`);
    const dialog = page.getByRole('dialog', { name: 'Mark as renewed' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Permit 22');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('permit-row').count()).toBe(22);
  });

  it('opens the dialog of a reminder link once, even when its row mounts again', async () => {
    await signedInOwner(context, baseUrl, { plan: 'trial' });
    const first = await addPermitThroughApi(context, baseUrl, { name: 'Permit 1', renewalDate: inDays(1) });
    for (let index = 1; index < 22; index += 1) {
      await addPermitThroughApi(context, baseUrl, {
        name: `Permit ${index + 1}`,
        renewalDate: inDays(index + 1),
      });
    }
    await page.goto(`/dashboard?renew=${first.id}`);
    const dialog = page.getByRole('dialog', { name: 'Mark as renewed' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save renewal' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // Renewed a year out, it now sorts last, beyond the first 20 rows; showing it again opens nothing.
    const rows = page.getByTestId('permit-row');
    await expect.poll(() => rows.first().innerText()).toContain('Permit 2');
    await page.getByRole('button', { name: 'Show all 22 permits (2 more)' }).click();
    await expect.poll(() => rows.count()).toBe(22);
    expect(await rows.last().innerText()).toContain('Permit 1');
    expect(await dialog.count()).toBe(0);
  });

  it('opens the dialog from the reminder e-mail link /dashboard?renew={id}', async () => {
    await signedInOwner(context, baseUrl);
    const permit = await addPermitThroughApi(context, baseUrl, {
      name: 'Fire Inspection',
      renewalDate: inDays(5),
    });
    await page.goto(`/dashboard?renew=${permit.id}`);
    const dialog = page.getByRole('dialog', { name: 'Mark as renewed' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Fire Inspection');
    expect(await dialog.getByLabel('New renewal date').inputValue()).toBe(addYearTo(inDays(5)));
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus returns to the row's button, so the keyboard carries on where it was.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Mark Fire Inspection as renewed');
  });
});
