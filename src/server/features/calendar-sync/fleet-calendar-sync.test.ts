import { describe, expect, it } from 'vitest';
import { calendarSyncApp } from '@tests/support/calendar-sync';
import type { TestApp } from '@tests/support/test-app';

/**
 * Google Calendar of a fleet (docs/product/fleet.md#reminders-and-calendars), against the local fake of
 * Google: a vehicle's permit is named with its vehicle; a vehicle renamed, archived or restored re-syncs the
 * business's calendars.
 */
const app = calendarSyncApp();

type Owner = Awaited<ReturnType<TestApp['signedInOwner']>>;

async function summariesOf(owner: Owner) {
  const { calendarId } = (await app.integrationOf(owner.memberId))!;
  return app.fake
    .eventsOf(calendarId!)
    .filter((event) => event.status !== 'cancelled')
    .map((event) => event.summary)
    .sort();
}

const put = (owner: Owner, path: string, json: Record<string, unknown>) =>
  app.t.request(path, { method: 'PUT', json, cookie: owner.cookie });

describe("Google Calendar of a business's vehicles", () => {
  it('names the vehicle, follows its new name, and removes its events while it is archived', async () => {
    const owner = await app.t.signedInOwner({ plan: 'pro' });
    const added = await app.t.request('/api/vehicles', {
      method: 'POST',
      json: { name: 'Truck 2', kind: 'truck' },
      cookie: owner.cookie,
    });
    const truck = (await added.json()) as { id: string };
    await app.addPermit(owner.cookie, {
      name: 'Health Permit',
      renewalDate: '2027-03-01',
      vehicleId: truck.id,
    });
    await app.addPermit(owner.cookie, { name: 'Seller Permit', renewalDate: '2027-04-01' });
    app.fake.account = { email: 'fleet.owner@gmail.test' };
    await app.connected(owner.cookie);
    expect(await summariesOf(owner)).toEqual([
      'Renew: Health Permit — Truck 2',
      'Renew: Seller Permit',
      'Start renewal: Health Permit — Truck 2',
      'Start renewal: Seller Permit',
    ]);

    expect(
      (await put(owner, `/api/vehicles/${truck.id}`, { name: 'The Taco Truck', kind: 'truck' })).status,
    ).toBe(200);
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 2, deleted: 0 }]);
    expect(await summariesOf(owner)).toContain('Renew: Health Permit — The Taco Truck');

    expect((await put(owner, `/api/vehicles/${truck.id}/archived`, { archived: true })).status).toBe(200);
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 0, deleted: 2 }]);
    expect(await summariesOf(owner)).toEqual(['Renew: Seller Permit', 'Start renewal: Seller Permit']);

    expect((await put(owner, `/api/vehicles/${truck.id}/archived`, { archived: false })).status).toBe(200);
    await app.runQueuedSyncs();
    expect(await summariesOf(owner)).toContain('Start renewal: Health Permit — The Taco Truck');
  });

  it('queues nothing for a change the server refuses', async () => {
    const owner = await app.t.signedInOwner({ plan: 'pro' });
    app.fake.account = { email: 'refused.owner@gmail.test' };
    await app.connected(owner.cookie);
    const missing = await put(owner, '/api/vehicles/00000000-0000-4000-8000-000000000000', {
      name: 'Ghost',
      kind: 'truck',
    });
    expect(missing.status).toBe(404);
    expect(app.queued).toEqual([]);
  });
});
