import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Vehicle } from '@shared/contracts/vehicles';
import {
  expectNoAxeViolations,
  expectNothingSpillsOut,
  expectTouchTargets,
  phoneBrowserSession,
  phoneContext,
} from '../support/browser';
import { createConfirmedAccount, outboxFor, signedInOwner, signInThroughApi } from '../support/e2e-accounts';
import { addPermitThroughApi, addVehicleThroughApi, toast } from '../support/e2e-helpers';
import { expectDialogOperableByKeyboard, type DialogPath } from '../support/keyboard-access';

// The vehicles screen on a 375 px phone (docs/product/fleet.md#the-vehicles-screen): a Pro owner keeps two
// trucks, a Free owner meets the plan's one vehicle, and crew read the list and work on the truck the owner
// chose for them on /team.

const baseUrl = inject('baseUrl');
const { browser, context, page } = phoneBrowserSession(baseUrl);

const post = (on: BrowserContext, path: string, data: unknown) =>
  on.request.post(`${baseUrl}${path}`, { data, headers: { origin: baseUrl } });

/** The row of the vehicles list whose name is `name`. */
const row = (on: Page, name: string) =>
  on
    .getByRole('region', { name: 'Your Vehicles' })
    .getByRole('listitem')
    .filter({ has: on.getByText(name, { exact: true }) });

const addVehicleDialog: DialogPath = {
  role: 'dialog',
  name: 'Add Vehicle',
  triggers: (on) => [on.getByRole('button', { name: 'Add Vehicle', exact: true })],
};

async function waitForToast(on: Page, text: string) {
  await expect.poll(() => toast(on, text).count()).toBeGreaterThan(0);
}

describe('the vehicles screen on a phone', () => {
  it('lets a Pro owner add two trucks, edit, archive with a confirmation and restore', async () => {
    await signedInOwner(context, baseUrl, { prefix: 'fleet-pro', plan: 'pro' });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Vehicles', exact: true }).click();
    await page.waitForURL('**/vehicles');
    await page.getByRole('heading', { level: 1, name: 'Vehicles' }).waitFor();
    expect(await page.title()).toBe('Vehicles · PermitPilot');
    await page.getByText('No vehicles yet.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await expectDialogOperableByKeyboard(page, addVehicleDialog);

    // A VIN with an O in it is refused under its field, and nothing is added.
    await page.getByRole('button', { name: 'Add Vehicle', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
    await dialog.getByLabel('Vehicle name').fill('Truck 1');
    await dialog.getByLabel('Plate').fill('7abc123');
    const vin = dialog.getByLabel('VIN');
    await vin.fill('1FTFW1ET5DFC1031O');
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect.poll(() => vin.getAttribute('aria-describedby')).toBe('vehicle-vin-hint vehicle-vin-error');
    expect(await page.locator('#vehicle-vin-error').textContent()).toBe(
      'A VIN is 17 letters and digits, without I, O or Q',
    );
    expect(await vin.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await vin.fill('1FTFW1ET5DFC10312');
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await waitForToast(page, 'Vehicle added successfully!');
    await row(page, 'Truck 1').getByText('Truck · 7ABC123 · 0 permits').waitFor();

    // The second from the keyboard alone: the dialog opens on its first field, and Enter adds.
    await page.getByRole('button', { name: 'Add Vehicle', exact: true }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('vehicle-name');
    await page.keyboard.type('Truck 2');
    await page.keyboard.press('Enter');
    await row(page, 'Truck 2').waitFor();
    expect(await dialog.count()).toBe(0);

    // Edit: the same dialog, filled in.
    await row(page, 'Truck 2').getByRole('button', { name: 'Edit Truck 2' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Vehicle' });
    expect(await edit.getByLabel('Vehicle name').inputValue()).toBe('Truck 2');
    await edit.getByLabel('Commissary').fill('Oakland Commissary');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await row(page, 'Truck 2').getByText('Commissary: Oakland Commissary').waitFor();

    // Truck 1 carries a permit: the confirmation says it stays.
    const [truck1] = (
      (await (await context.request.get(`${baseUrl}/api/vehicles`)).json()) as {
        vehicles: Vehicle[];
      }
    ).vehicles;
    await addPermitThroughApi(context, baseUrl, { name: 'Health Permit', vehicleId: truck1!.id });
    await page.reload();
    await row(page, 'Truck 1').getByText('Truck · 7ABC123 · 1 permit').waitFor();
    await expectNothingSpillsOut(page);
    await expectTouchTargets(page);
    await row(page, 'Truck 1').getByRole('button', { name: 'Archive Truck 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Archive Truck 1?' });
    await confirm.getByText('Its 1 permit stays in the history and reports, read-only.').waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
    await row(page, 'Truck 1').getByText('Archived', { exact: true }).waitFor();
    // Archived ones are listed last.
    const names = page.getByRole('region', { name: 'Your Vehicles' }).getByRole('listitem');
    expect(await names.first().textContent()).toMatch(/^Truck 2/);

    await row(page, 'Truck 1').getByRole('button', { name: 'Restore Truck 1' }).click();
    await waitForToast(page, 'Vehicle restored');
    await expect.poll(() => row(page, 'Truck 1').getByText('Archived', { exact: true }).count()).toBe(0);
  });

  it('shows a Free owner the upgrade notice in place of a second vehicle', async () => {
    await signedInOwner(context, baseUrl, { prefix: 'fleet-free' });
    await page.goto('/vehicles');
    await page.getByRole('button', { name: 'Add Vehicle', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
    await dialog.getByLabel('Vehicle name').fill('The Taco Trailer');
    await dialog.getByLabel('Type').selectOption({ label: 'Trailer' });
    await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
    await row(page, 'The Taco Trailer').getByText('Trailer · 0 permits').waitFor();
    await page.getByText('The Free plan keeps permits for 1 vehicle.').waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/signup/pro');
    expect(await page.getByRole('button', { name: 'Add Vehicle', exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await expectNothingSpillsOut(page);
  });

  it('lets the owner put a crew member on Truck 1 from /team, and shows crew the list without controls', async () => {
    await signedInOwner(context, baseUrl, { prefix: 'fleet-owner', plan: 'pro' });
    const truck1 = await addVehicleThroughApi(context, baseUrl, 'Truck 1');
    await addVehicleThroughApi(context, baseUrl, 'Truck 2');
    const crew = await createConfirmedAccount(baseUrl, 'fleet-crew');
    expect((await post(context, '/api/team/invitations', { email: crew.email, role: 'crew' })).status()).toBe(
      201,
    );
    await expect.poll(() => outboxFor(baseUrl, crew.email).then((mails) => mails.length)).toBeGreaterThan(1);
    const [invitation] = await outboxFor(baseUrl, crew.email);
    const invitationId = /\/invitation\/(\S+)/.exec(invitation!.text)![1]!;
    const crewPhone = await phoneContext(browser, baseUrl);
    try {
      await signInThroughApi(crewPhone, baseUrl, crew, { onboarded: false });
      expect((await post(crewPhone, `/api/invitations/${invitationId}/accept`, {})).status()).toBe(200);

      await page.goto('/team');
      await page.getByRole('link', { name: 'Vehicles', exact: true }).waitFor();
      const crewRow = page.getByRole('listitem').filter({ hasText: crew.email });
      await crewRow.getByText('Vehicles: none chosen').waitFor();
      await expectDialogOperableByKeyboard(page, {
        role: 'dialog',
        name: 'Choose Vehicles',
        triggers: (on) => [on.getByRole('button', { name: `Choose Vehicles for ${crew.email}` })],
      });
      await crewRow.getByRole('button', { name: `Choose Vehicles for ${crew.email}` }).click();
      const choose = page.getByRole('dialog', { name: 'Choose Vehicles' });
      await choose.getByLabel('Truck 1').check();
      await choose.getByRole('button', { name: 'Save' }).click();
      await crewRow.getByText('Vehicles: Truck 1').waitFor();

      const crewTab = await crewPhone.newPage();
      await crewTab.goto('/vehicles');
      await row(crewTab, 'Truck 1').waitFor();
      await row(crewTab, 'Truck 2').waitFor();
      await crewTab.getByText('The owner and managers keep this list.').waitFor();
      expect(await crewTab.getByRole('main').getByRole('button').count()).toBe(0);
      await expectNoAxeViolations(crewTab);
      const listed = (await (await crewPhone.request.get(`${baseUrl}/api/vehicles`)).json()) as {
        vehicles: Vehicle[];
      };
      expect(listed.vehicles.filter((vehicle) => vehicle.mine).map((vehicle) => vehicle.id)).toEqual([
        truck1.id,
      ]);
    } finally {
      await crewPhone.close();
    }
  });
});
