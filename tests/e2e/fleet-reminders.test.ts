import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AlertSettings } from '@shared/contracts/alerts';
import type { Team } from '@shared/contracts/team';
import { expectAccessibleOnPhone, phoneBrowserSession } from '../support/browser';
import { outboxFor, signedInOwner } from '../support/e2e-accounts';
import { addPermitThroughApi, addVehicleThroughApi, inDays, toast } from '../support/e2e-helpers';

/**
 * Reminders of a fleet (docs/product/fleet.md#reminders-and-calendars): the e-mail names the truck, and a
 * member on a truck may keep their reminders to theirs on /alert-setup.
 */
const baseUrl = inject('baseUrl');
const { context, page } = phoneBrowserSession(baseUrl);

const getJson = async <T>(browser: BrowserContext, path: string) =>
  (await (await browser.request.get(`${baseUrl}${path}`)).json()) as T;

const onlyMine = () => page.getByRole('switch', { name: 'Only my vehicles' });

describe('fleet reminders', () => {
  it("e-mails a Pro owner the reminder of Truck 2's permit, naming the truck", async () => {
    const account = await signedInOwner(context, baseUrl, { plan: 'pro' });
    await addVehicleThroughApi(context, baseUrl, 'Truck 1');
    const truck2 = await addVehicleThroughApi(context, baseUrl, 'Truck 2');
    await addPermitThroughApi(context, baseUrl, {
      name: 'Health Permit',
      issueDate: inDays(-300),
      renewalDate: inDays(5),
      vehicleId: truck2.id,
    });
    await expect
      .poll(async () => (await outboxFor(baseUrl, account.email)).map((message) => message.subject), {
        timeout: 20_000,
      })
      .toContain('Health Permit — Truck 2 is due for renewal');
    const [message] = await outboxFor(baseUrl, account.email).then((messages) =>
      messages.filter((sent) => sent.subject?.includes('Truck 2')),
    );
    expect(message!.text).toContain('Health Permit — Truck 2');
  });

  it("offers 'Only my vehicles' on /alert-setup once the member works on a truck, and saves it", async () => {
    await signedInOwner(context, baseUrl, { plan: 'pro' });
    const truck = await addVehicleThroughApi(context, baseUrl, 'Truck 1');
    await page.goto('/alert-setup');
    await page.getByRole('button', { name: 'Save Alert Settings' }).waitFor();
    expect(await onlyMine().count()).toBe(0);

    const { you } = await getJson<Team>(context, '/api/team');
    const assigned = await context.request.put(`${baseUrl}/api/member-vehicles/${you.memberId}`, {
      data: { vehicleIds: [truck.id] },
      headers: { origin: baseUrl },
    });
    expect(assigned.status()).toBe(200);
    await page.reload();
    await onlyMine().waitFor();
    expect(await page.getByText('Remind me only of the permits of the vehicles I work on').isVisible()).toBe(
      true,
    );
    await expectAccessibleOnPhone(page);
    await onlyMine().focus();
    await page.keyboard.press('Space');
    expect(await onlyMine().getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Save Alert Settings' }).click();
    await expect.poll(() => toast(page, 'Settings Saved').count()).toBe(1);
    expect((await getJson<AlertSettings>(context, '/api/alert-settings')).onlyMyVehicles).toBe(true);
  });
});
