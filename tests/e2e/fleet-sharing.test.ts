import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import {
  expectAccessibleOnPhone,
  expectNoAxeViolations,
  expectTouchTargets,
  phoneBrowserSession,
  phoneContext,
} from '../support/browser';
import { signedInOwner } from '../support/e2e-accounts';
import {
  addPermitThroughApi,
  addVehicleThroughApi,
  inDays,
  toast,
  uploadDocumentThroughApi,
} from '../support/e2e-helpers';

/*
 * At the window, per vehicle (docs/product/fleet.md#at-the-window) and the reports by vehicle
 * (docs/product/fleet.md#reports-by-vehicle), on a phone.
 */

const baseUrl = inject('baseUrl');
const { browser, context, page } = phoneBrowserSession(baseUrl);

async function putThroughApi(path: string, data: unknown) {
  const response = await context.request.put(`${baseUrl}${path}`, { headers: { origin: baseUrl }, data });
  expect(response.status(), path).toBe(200);
}

/** A Pro owner of Taco Loco with Truck 1 and Truck 2, a permit on each and one of the whole business. */
async function fleetOwner(prefix: string) {
  await signedInOwner(context, baseUrl, { prefix, plan: 'pro' });
  await putThroughApi('/api/business-profile', {
    businessName: 'Taco Loco',
    statesOperating: 'CA',
    servesBeerWine: false,
    servesLiquor: false,
  });
  const truck1 = await addVehicleThroughApi(context, baseUrl, 'Truck 1');
  const truck2 = await addVehicleThroughApi(context, baseUrl, 'Truck 2');
  const add = (name: string, vehicleId: string | null, days: number) =>
    addPermitThroughApi(context, baseUrl, { name, vehicleId, renewalDate: inDays(days) });
  await add('Propane Inspection', truck1.id, 40);
  const health = await add('Health Permit', truck2.id, 50);
  await add('Business License', null, 200);
  await uploadDocumentThroughApi(context, baseUrl, health.id, { name: 'truck-2-health.pdf' });
  return { truck1, truck2 };
}

const headingsOf = (list: ReturnType<typeof page.getByRole>) => list.getByRole('heading').allInnerTexts();

describe('a fleet at the window', () => {
  it("shares Truck 2: a visitor sees Truck 2's and the whole business's permits, not Truck 1's, as they are now", async () => {
    const { truck2 } = await fleetOwner('fleet-share');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Share Permits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Permits' });
    const what = dialog.getByLabel('What to share');
    await what.waitFor();
    await what.selectOption({ label: 'Truck 2' });
    await dialog.getByText('The page shows the permits of Truck 2 and of the whole business').waitFor();
    expect(await dialog.getByRole('group', { name: 'Permits to share' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await expectTouchTargets(page, '[role=dialog]');
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    await expect.poll(() => toast(page, 'Share link created').count()).toBe(1);
    const url = await dialog.getByLabel('Share link').inputValue();
    await dialog.getByText(/^Vehicle: Truck 2, with the whole business's permits · /).waitFor();

    // A permit added to Truck 2 after the sticker went up shows at the next scan.
    await addPermitThroughApi(context, baseUrl, {
      name: 'Fire Inspection',
      vehicleId: truck2.id,
      renewalDate: inDays(20),
    });

    const visitor = await phoneContext(browser, baseUrl);
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(url);
    expect(response!.status()).toBe(200);
    await visitorPage.getByRole('heading', { level: 1, name: 'Truck 2 — Taco Loco' }).waitFor();
    const permits = visitorPage.getByRole('list', { name: 'Permits' });
    expect(await headingsOf(permits)).toEqual(['Fire Inspection', 'Health Permit', 'Business License']);
    const text = await visitorPage.locator('main').innerText();
    expect(text).not.toContain('Propane Inspection');
    expect(text).not.toContain('Truck 1');
    expect(text).toContain('Whole business');
    const documentLink = visitorPage.getByRole('link', { name: /View Document/ });
    const document = await visitor.request.get(
      new URL((await documentLink.getAttribute('href'))!, baseUrl).href,
    );
    expect(document.status()).toBe(200);
    await expectAccessibleOnPhone(visitorPage);
    await expectTouchTargets(visitorPage);
    await visitor.close();
  });

  it('reports Truck 1 alone with the whole business, in the list and the CSV', async () => {
    await fleetOwner('fleet-report');
    await page.goto('/compliance-reports');
    const vehicle = page.getByLabel('Vehicle', { exact: true });
    await vehicle.waitFor();
    await vehicle.selectOption({ label: 'Truck 1' });
    await page.waitForURL(/vehicle=/);
    const rows = page.getByTestId('report-row');
    await expect
      .poll(() => rows.locator('h3').allInnerTexts())
      .toEqual(['Propane Inspection', 'Business License']);
    expect(await page.getByTestId('report-row-vehicle').allInnerTexts()).toEqual([
      'Truck 1',
      'Whole business',
    ]);
    await expectAccessibleOnPhone(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(csv[0]).toBe(
      'Permit Name,Vehicle,Status,Renewal Date,Days Until Renewal,Cost,State,Notes,Permit Number,Issuing Agency,Last Inspection,Last Inspection Result,Next Inspection',
    );
    expect(csv.slice(1, 3).map((row) => row.split(',').slice(0, 2))).toEqual([
      ['Propane Inspection', 'Truck 1'],
      ['Business License', 'Whole business'],
    ]);
  });
});
