import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { alertSettings, memberVehicles, vehicles } from '../../db/schema';
import { calendarFeedUrl, ensureCalendarFeedToken } from './calendar-feed-token';
import { createPermit, createUser } from '@tests/support/factories';
import { setUpTestApp, TEST_LINK_TOKEN_KEY, TEST_ORIGIN } from '@tests/support/test-app';

/**
 * The iCalendar feed of a fleet (docs/product/fleet.md#reminders-and-calendars): a vehicle's permit is named
 * with its vehicle, an archived vehicle's permits leave the feed, and every member's feed shows the whole
 * business, whatever their reminders keep to.
 */
const t = setUpTestApp();

async function summariesOf(memberId: string) {
  const token = await ensureCalendarFeedToken({ db: t.db, memberId, key: TEST_LINK_TOKEN_KEY });
  const response = await t.request(new URL(calendarFeedUrl(TEST_ORIGIN, token)).pathname);
  expect(response.status).toBe(200);
  const parsed = ical.sync.parseICS(await response.text());
  return Object.values(parsed)
    .filter((item): item is VEvent => item?.type === 'VEVENT')
    .map((event) => String(event.summary))
    .sort();
}

describe("the calendar feed of a business's vehicles", () => {
  it("names a vehicle's permit with its vehicle and leaves out an archived vehicle's permits", async () => {
    const owner = await createUser(t.db);
    const [truck, sold] = await t.db
      .insert(vehicles)
      .values([
        { businessId: owner.businessId, name: 'Truck 2', kind: 'truck' },
        { businessId: owner.businessId, name: 'Old Cart', kind: 'cart', archivedAt: new Date() },
      ])
      .returning();
    await createPermit(t.db, owner.id, {
      name: 'Health Permit',
      vehicleId: truck!.id,
      renewalDate: '2027-03-15',
    });
    await createPermit(t.db, owner.id, { name: 'Seller Permit', renewalDate: '2027-04-01' });
    await createPermit(t.db, owner.id, {
      name: 'Cart Permit',
      vehicleId: sold!.id,
      renewalDate: '2027-05-01',
    });
    // A member who keeps their reminders to their vehicles still subscribes to the whole business's calendar.
    await t.db.insert(alertSettings).values({ memberId: owner.memberId, onlyMyVehicles: true });
    await t.db.insert(memberVehicles).values({ memberId: owner.memberId, vehicleId: sold!.id });

    expect(await summariesOf(owner.memberId)).toEqual([
      'Renew: Health Permit — Truck 2',
      'Renew: Seller Permit',
      'Start renewal: Health Permit — Truck 2',
      'Start renewal: Seller Permit',
    ]);

    // Restored, the cart's permit comes back.
    await t.db.update(vehicles).set({ archivedAt: null }).where(eq(vehicles.id, sold!.id));
    expect(await summariesOf(owner.memberId)).toContain('Renew: Cart Permit — Old Cart');
  });
});
