import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  expectNoAxeViolations,
  expectNothingSpillsOut,
  expectTouchTargets,
  phoneBrowserSession,
} from '../support/browser';
import { signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, inDays, toast } from '../support/e2e-helpers';
import { expectDialogOperableByKeyboard, type DialogPath } from '../support/keyboard-access';

// The events screen on a 375 px phone (docs/product/events.md): an owner adds a two-day event, reads its
// readiness line by line and marks one 'Not needed'; a Free owner meets the plan's one upcoming event.

const baseUrl = inject('baseUrl');
const { context, page } = phoneBrowserSession(baseUrl);

const addEventDialog: DialogPath = {
  role: 'dialog',
  name: 'Add Event',
  triggers: (on) => [on.getByRole('button', { name: 'Add Event', exact: true })],
};

/** The upcoming event named `name`. */
const upcoming = (on: Page, name: string) =>
  on
    .getByRole('region', { name: 'Upcoming Events' })
    .locator('details')
    .filter({ has: on.getByText(name, { exact: true }) });

async function addEvent(on: Page, name: string) {
  await on.getByRole('button', { name: 'Add Event', exact: true }).click();
  const dialog = on.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByLabel('Event name').fill(name);
  await dialog.getByLabel('Organizer', { exact: true }).fill('Fest Co');
  await dialog.getByLabel('City').fill('Sacramento');
  await dialog.getByLabel('State').selectOption({ label: 'California' });
  await dialog.getByLabel('Starts').fill(inDays(40));
  await dialog.getByLabel('Ends').fill(inDays(41));
  return dialog;
}

describe('the events screen on a phone', () => {
  it('lets an owner add a two-day event, read its checklist and mark a line not needed', async () => {
    await signedInOwner(context, baseUrl, { prefix: 'events-pro', plan: 'pro' });
    await addPermitThroughApi(context, baseUrl, {
      name: 'Health Permit',
      renewalDate: inDays(40),
      renewalLink: 'https://health.example/renew',
    });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Events', exact: true }).click();
    await page.waitForURL('**/events');
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    expect(await page.title()).toBe('Events · PermitPilot');
    await expectNoAxeViolations(page);
    await expectDialogOperableByKeyboard(page, addEventDialog);

    // Ending before it starts is refused under 'Ends', and nothing is added.
    const dialog = await addEvent(page, 'Taco Fest');
    await dialog.getByLabel('Ends').fill(inDays(39));
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await page.locator('#event-endsOn-error').waitFor();
    expect(await page.locator('#event-endsOn-error').textContent()).toBe(
      'The event cannot end before it starts',
    );
    expect(await dialog.getByLabel('Ends').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Ends').fill(inDays(41));
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect.poll(() => toast(page, 'Event added successfully!').count()).toBeGreaterThan(0);

    const event = upcoming(page, 'Taco Fest');
    await event.getByText(/missing$/).waitFor();
    // The checklist opens from the keyboard.
    await event.locator('summary').focus();
    await page.keyboard.press('Enter');
    await event.getByText('Expires before the event').waitFor();
    expect(
      await event.getByRole('link', { name: 'Open the renewal link of Health Permit' }).getAttribute('href'),
    ).toBe('https://health.example/renew');
    await event.getByText('Certificate of insurance').waitFor();
    await expectNoAxeViolations(page);
    await expectNothingSpillsOut(page);
    await expectTouchTargets(page);

    const insurance = event.getByRole('listitem').filter({ hasText: 'Certificate of insurance' });
    await insurance.getByRole('button', { name: 'Not needed' }).click();
    const notNeeded = page.getByRole('dialog', { name: 'Not Needed' });
    await notNeeded.getByLabel('Reason').fill('The organizer covers it');
    await expectNoAxeViolations(page);
    await notNeeded.getByRole('button', { name: 'Mark Not Needed' }).click();
    await insurance.getByText('Not needed: The organizer covers it').waitFor();
    await insurance.getByRole('button', { name: 'Take Back' }).click();
    await insurance.getByRole('button', { name: 'Not needed' }).waitFor();
  });

  it('shows a Free owner the upgrade notice in place of a second upcoming event', async () => {
    await signedInOwner(context, baseUrl, { prefix: 'events-free' });
    await page.goto('/events');
    const dialog = await addEvent(page, 'Farmers Market');
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await upcoming(page, 'Farmers Market').waitFor();
    await page.getByText('The Free plan keeps 1 upcoming event at a time.').waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/signup/pro');
    expect(await page.getByRole('button', { name: 'Add Event', exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await expectNothingSpillsOut(page);
  });
});
