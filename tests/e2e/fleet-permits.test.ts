import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Team } from '@shared/contracts/team';
import {
  expectAccessibleOnPhone,
  expectNoAxeViolations,
  expectTouchTargets,
  phoneBrowserSession,
  phoneContext,
} from '../support/browser';
import { createConfirmedAccount, outboxFor, signedInOwner, signInThroughApi } from '../support/e2e-accounts';
import { addPermitThroughApi, addVehicleThroughApi, inDays, toast } from '../support/e2e-helpers';

// Permits by vehicle on 375 px phones (docs/product/fleet.md#the-dashboard): a Pro owner with two trucks adds a
// permit to each through the form, each shows under its filter with its own colour, the whole business's under
// both, and a crew member assigned to Truck 1 starts on Truck 1.

const baseUrl = inject('baseUrl');
const { browser, context, page } = phoneBrowserSession(baseUrl);
const headers = { origin: baseUrl };

/** Adds a permit through the form, on `vehicle`. */
async function addPermitInForm(name: string, vehicle: string, renewsInDays: number) {
  await page.goto('/permit-setup');
  await page.getByLabel('License/Permit Name').fill(name);
  await page.getByLabel('Vehicle').selectOption({ label: vehicle });
  await page.getByLabel('Issue/Start Date').fill(inDays(-100));
  await page.getByLabel('Renewal/Expiration Date').fill(inDays(renewsInDays));
  await page.getByLabel('Cost/Fee ($)').fill('120');
  await page.getByRole('button', { name: 'Save Permit' }).click();
  await page.waitForURL('**/dashboard');
}

const filter = (on: Page) => on.getByRole('group', { name: 'Vehicle' });
/** The rows shown, as '{name} {vehicle}' (the vehicle's line is empty for the whole business). */
const rows = (on: Page) =>
  on.getByTestId('permit-row').evaluateAll((items) =>
    items.map((item) => {
      const name = item.querySelector('h3')?.textContent ?? '';
      const vehicle = [...item.querySelectorAll('h3 ~ p')].at(1)?.textContent ?? '';
      return `${name} ${vehicle}`.trim();
    }),
  );

/** A crew member of the owner's business, on their own phone, through the invitation's API. */
async function crewMember(owner: BrowserContext) {
  const crew = await createConfirmedAccount(baseUrl, 'fleet-crew');
  const invited = await owner.request.post(`${baseUrl}/api/team/invitations`, {
    data: { email: crew.email, role: 'crew' },
    headers,
  });
  expect(invited.ok()).toBe(true);
  await expect
    .poll(() => outboxFor(baseUrl, crew.email).then((messages) => messages.length))
    .toBeGreaterThan(1);
  const mail = (await outboxFor(baseUrl, crew.email)).find((message) =>
    message.text.includes('/invitation/'),
  )!;
  const invitationId = /\/invitation\/([^\s/?]+)/.exec(mail.text)![1]!;
  const phone = await phoneContext(browser, baseUrl);
  await signInThroughApi(phone, baseUrl, crew, { onboarded: false });
  const accepted = await phone.request.post(`${baseUrl}/api/invitations/${invitationId}/accept`, { headers });
  expect(accepted.ok()).toBe(true);
  const team = (await (await owner.request.get(`${baseUrl}/api/team`)).json()) as Team;
  const member = team.members.find((each) => each.email === crew.email)!;
  return { phone, memberId: member.id };
}

describe('permits by vehicle on a phone', () => {
  it('files each permit under its truck with its own colour, and starts crew on their truck', async () => {
    await signedInOwner(context, baseUrl, { prefix: 'fleet-owner', plan: 'pro' });
    const truck1 = await addVehicleThroughApi(context, baseUrl, 'Truck 1');
    await addVehicleThroughApi(context, baseUrl, 'Truck 2');
    await addPermitThroughApi(context, baseUrl, { name: 'Business License', renewalDate: inDays(300) });

    await addPermitInForm('Health Permit', 'Truck 1', 200);
    await toast(page, 'Permit added successfully!').waitFor();
    await addPermitInForm('Fire Inspection', 'Truck 2', 10);

    // Every permit at first, each vehicle's named on its row, each vehicle with its colour.
    await expect
      .poll(() => rows(page))
      .toEqual(['Fire Inspection Truck 2', 'Health Permit Truck 1', 'Business License']);
    await filter(page).getByRole('button', { name: 'Truck 1 · Compliant' }).waitFor();
    await filter(page).getByRole('button', { name: 'Truck 2 · Due soon' }).waitFor();

    await filter(page)
      .getByRole('button', { name: /^Truck 1/ })
      .click();
    await expect.poll(() => rows(page)).toEqual(['Health Permit Truck 1', 'Business License']);
    await filter(page)
      .getByRole('button', { name: /^Truck 2/ })
      .click();
    await expect.poll(() => rows(page)).toEqual(['Fire Inspection Truck 2', 'Business License']);
    await filter(page).getByRole('button', { name: 'Whole business' }).click();
    await expect.poll(() => rows(page)).toEqual(['Business License']);
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
    await expectAccessibleOnPhone(page);
    await expectTouchTargets(page);

    // Truck 2 needs a health permit too: a copy of Truck 1's, without its dates.
    await filter(page)
      .getByRole('button', { name: /^Truck 1/ })
      .click();
    await page.getByRole('button', { name: 'Duplicate Health Permit to another vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate to another vehicle' });
    await dialog.getByLabel('Copy to').selectOption({ label: 'Truck 2' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await toast(page, 'Permit duplicated').waitFor();
    await filter(page)
      .getByRole('button', { name: /^Truck 2/ })
      .click();
    await expect
      .poll(() => rows(page))
      .toEqual(['Fire Inspection Truck 2', 'Business License', 'Health Permit Truck 2']);

    // A crew member assigned to Truck 1 starts on Truck 1.
    const crew = await crewMember(context);
    const assigned = await context.request.put(`${baseUrl}/api/member-vehicles/${crew.memberId}`, {
      data: { vehicleIds: [truck1.id] },
      headers,
    });
    expect(assigned.ok()).toBe(true);
    const crewPage = await crew.phone.newPage();
    await crewPage.goto('/dashboard');
    await expect.poll(() => rows(crewPage)).toEqual(['Health Permit Truck 1', 'Business License']);
    expect(
      await filter(crewPage)
        .getByRole('button', { name: /^Truck 1/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await expectAccessibleOnPhone(crewPage);
    await crew.phone.close();
  });

  it("shows every vehicle's permits offline from the kept whole list (docs/product/fleet.md#at-the-window)", async () => {
    const phone = await phoneContext(browser, baseUrl, { serviceWorkers: 'allow' });
    const tab = await phone.newPage();
    await signedInOwner(phone, baseUrl, { prefix: 'fleet-offline-owner', plan: 'pro' });
    const truck1 = await addVehicleThroughApi(phone, baseUrl, 'Truck 1');
    const truck2 = await addVehicleThroughApi(phone, baseUrl, 'Truck 2');
    const permit = (name: string, vehicleId: string | null, renewsInDays: number) =>
      addPermitThroughApi(phone, baseUrl, { name, renewalDate: inDays(renewsInDays), vehicleId });
    await permit('Health Permit', truck1.id, 50);
    await permit('Fire Inspection', truck2.id, 60);
    await permit('Business License', null, 300);

    // Online through the service worker: the dashboard's reads are kept, the whole list among them, and no
    // vehicle's own list.
    await tab.goto('/dashboard');
    await tab.evaluate(() => navigator.serviceWorker.ready);
    if (!(await tab.evaluate(() => navigator.serviceWorker.controller !== null))) await tab.reload();
    await filter(tab)
      .getByRole('button', { name: /^Truck 2 · / })
      .waitFor();
    await expect
      .poll(() =>
        tab.evaluate(async () =>
          (await Promise.all(['/api/vehicles', '/api/permits'].map((url) => caches.match(url)))).every(
            Boolean,
          ),
        ),
      )
      .toBe(true);

    await phone.setOffline(true);
    await tab.reload();
    await tab.getByRole('status').filter({ hasText: 'Offline — last updated' }).waitFor();
    await filter(tab)
      .getByRole('button', { name: /^Truck 2/ })
      .click();
    await expect.poll(() => rows(tab)).toEqual(['Fire Inspection Truck 2', 'Business License']);
    await filter(tab)
      .getByRole('button', { name: /^Truck 1/ })
      .click();
    await expect.poll(() => rows(tab)).toEqual(['Health Permit Truck 1', 'Business License']);
    await filter(tab).getByRole('button', { name: 'Whole business' }).click();
    await expect.poll(() => rows(tab)).toEqual(['Business License']);
    await phone.close();
  });
});
