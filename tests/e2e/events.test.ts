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
import { ONE_PAGE_PDF } from '../support/pdf-files';
import { expectDialogOperableByKeyboard, type DialogPath } from '../support/keyboard-access';

// The events screen on a 375 px phone (docs/product/events.md): an owner adds a two-day event, reads its
// readiness line by line and marks one 'Not needed'; adds the place's event permit, uploads the certificate,
// edits and deletes an event; a Free owner meets the plan's one upcoming event.

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

async function addEvent(on: Page, name: string, place = { city: 'Sacramento', state: 'California' }) {
  await on.getByRole('button', { name: 'Add Event', exact: true }).click();
  const dialog = on.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByLabel('Event name').fill(name);
  await dialog.getByLabel('Organizer', { exact: true }).fill('Fest Co');
  await dialog.getByLabel('City').fill(place.city);
  await dialog.getByLabel('State').selectOption({ label: place.state });
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
    await page.getByRole('main').getByRole('link', { name: 'Events', exact: true }).click();
    await page.waitForURL('**/events');
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    // The header links every screen but the dashboard, whose own link stands for it on a phone.
    const headerLink = page.getByRole('banner').getByRole('link', { name: 'Events', exact: true });
    expect(await headerLink.isVisible()).toBe(true);
    expect(await headerLink.getAttribute('href')).toBe('/events');
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
    await event.getByText('Certificate of insurance', { exact: true }).waitFor();
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
    // The keyboard keeps its place: on 'Take Back', which took the place of 'Not needed', not on the page.
    const takeBack = insurance.getByRole('button', { name: 'Take Back' });
    await expect.poll(() => takeBack.evaluate((button) => button === document.activeElement)).toBe(true);
    await takeBack.click();
    await insurance.getByRole('button', { name: 'Not needed' }).waitFor();
  });

  it("adds the place's event permit, uploads the certificate, and edits and deletes the event", async () => {
    await signedInOwner(context, baseUrl, { prefix: 'events-lines', plan: 'pro' });
    await page.goto('/events');
    const dialog = await addEvent(page, 'Iowa State Fair', { city: 'Des Moines', state: 'Iowa' });
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    const event = upcoming(page, 'Iowa State Fair');
    await event.locator('summary').click();

    // Iowa's single-event licence: its fee, agency and page from the catalog (catalog/states/ia.json).
    const permitName = 'Temporary Food Establishment License (single event)';
    const line = event.getByRole('listitem').filter({ hasText: permitName });
    await line.getByText('Fee: $50.00 per application').waitFor();
    await line.getByRole('link', { name: `Open the official page of ${permitName}` }).waitFor();
    await expectNoAxeViolations(page);
    await expectNothingSpillsOut(page);
    await expectTouchTargets(page);
    await line.getByRole('button', { name: `Add ${permitName}` }).click();
    await expect.poll(() => toast(page, 'Permit added successfully!').count()).toBeGreaterThan(0);
    await line.getByText('Done', { exact: true }).waitFor();
    expect(await line.getByRole('button', { name: `Add ${permitName}` }).count()).toBe(0);

    const insurance = event.getByRole('listitem').filter({ hasText: 'Certificate of insurance' });
    await insurance.getByLabel('Upload certificate').setInputFiles({
      name: 'COI Fair Board.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(ONE_PAGE_PDF),
    });
    const download = insurance.getByRole('link', {
      name: 'Download the certificate of insurance COI Fair Board.pdf',
    });
    await download.waitFor();
    await insurance.getByText('Done', { exact: true }).waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('COI Fair Board.pdf');
    // A file that is no PDF is refused under the picker, and the certificate stays.
    await insurance.getByLabel('Replace certificate').setInputFiles({
      name: 'coi.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html>not a pdf</html>'),
    });
    await insurance.getByRole('alert').getByText('Please upload a PDF or image file.').waitFor();
    await download.waitFor();
    await expectNoAxeViolations(page);
    await expectNothingSpillsOut(page);
    // The event's lines: the toasts above may still cover 'Add Event'.
    await expectTouchTargets(page, '[aria-labelledby="upcoming-events"]');

    await event.getByRole('button', { name: 'Edit Event Iowa State Fair' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    expect(await edit.getByLabel('City').inputValue()).toBe('Des Moines');
    await edit.getByLabel('Event name').fill('Iowa Fair');
    await expectNoAxeViolations(page);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => toast(page, 'Event updated successfully!').count()).toBeGreaterThan(0);
    const renamed = upcoming(page, 'Iowa Fair');
    await renamed.waitFor();

    await renamed.getByRole('button', { name: 'Delete Event Iowa Fair' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Event' });
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => toast(page, 'Event deleted').count()).toBeGreaterThan(0);
    await page
      .getByText('No upcoming events. Add one to count its deadlines back from its first day.')
      .waitFor();
    // The permit added for it stays on the dashboard.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('heading', { name: permitName }).first().waitFor();
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
