import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventDto } from '../../../shared/contracts/events';
import { calendarDateIn } from '../../../shared/domain/calendar-dates';
import { loadCatalog } from '../../catalog/catalog';
import { permitInspections, vehicles } from '../../db/schema';
import { createPermit } from '@tests/support/factories';
import { dallasFestival, inDays } from '@tests/support/event-fixtures';
import { setUpTestApp } from '@tests/support/test-app';
import { businessDeadlines, businessesWithDeadlines } from './event-deadlines';

const t = setUpTestApp();
const today = () => calendarDateIn('UTC', new Date());

// docs/product/events.md#deadlines: Dallas asks for its temporary food permit 7 days before the first day
// (catalog/states/tx.json), and the organiser wants the application 20 days ahead.
const festival = dallasFestival({ applicationDeadline: inDays(20) });
const DALLAS_PERMIT = 'tx-dallas-temporary-food-establishment-permit';

async function ownerWithFestival(change: Record<string, unknown> = {}) {
  const owner = await t.signedInOwner({ plan: 'pro' });
  const response = await t.request('/api/events', {
    method: 'POST',
    json: { ...festival, ...change },
    cookie: owner.cookie,
  });
  expect(response.status).toBe(201);
  return { owner, event: (await response.json()) as EventDto };
}

const deadlinesOf = (businessId: string) => businessDeadlines(t.db, loadCatalog(), businessId, today());

describe("a business's dated deadlines", () => {
  it("are the event's 'Apply by' dates and the organiser's deadline while their lines are not done", async () => {
    const { owner, event } = await ownerWithFestival();
    expect(await deadlinesOf(owner.businessId)).toMatchObject([
      {
        key: `event:${event.id}:organizer`,
        kind: 'organizer',
        date: inDays(20),
        eventName: 'Dallas Taco Fest',
        permitName: null,
      },
      {
        key: `event:${event.id}:apply-by:${DALLAS_PERMIT}`,
        kind: 'apply-by',
        date: inDays(33),
        eventName: 'Dallas Taco Fest',
        permitName: expect.stringContaining('Temporary Food'),
      },
    ]);
    expect(await businessesWithDeadlines(t.db, today())).toContain(owner.businessId);

    // Marked 'Not needed', or the permit tracked and valid through the event: the deadline is met.
    await t.request(`/api/events/${event.id}/lines/organizer-deadline/not-needed`, {
      method: 'PUT',
      json: { reason: 'Invited vendor' },
      cookie: owner.cookie,
    });
    await createPermit(t.db, owner.id, { catalogEntryId: DALLAS_PERMIT, renewalDate: inDays(60) });
    expect(await deadlinesOf(owner.businessId)).toEqual([]);
  });

  it('are the pending inspections and the re-inspections of failed ones, none of a passed one', async () => {
    const owner = await t.signedInOwner();
    const permit = await createPermit(t.db, owner.id, { name: 'Health Permit' });
    const [pending, failed] = await t.db
      .insert(permitInspections)
      .values([
        { businessId: owner.businessId, permitId: permit.id, scheduledOn: inDays(5) },
        {
          businessId: owner.businessId,
          permitId: permit.id,
          scheduledOn: inDays(-3),
          result: 'failed',
          reinspectionOn: inDays(9),
        },
        { businessId: owner.businessId, permitId: permit.id, scheduledOn: inDays(2), result: 'passed' },
      ])
      .returning();
    expect(await deadlinesOf(owner.businessId)).toMatchObject([
      { key: `inspection:${pending!.id}`, kind: 'inspection', date: inDays(5), permitName: 'Health Permit' },
      { key: `inspection:${failed!.id}:reinspection`, kind: 'reinspection', date: inDays(9) },
    ]);
  });

  it("leave out an event worked only by archived vehicles and an archived vehicle's inspection", async () => {
    const { owner } = await ownerWithFestival();
    const [truck] = await t.db
      .insert(vehicles)
      .values({ businessId: owner.businessId, name: 'Truck 2', kind: 'truck' })
      .returning();
    const response = await t.request('/api/events', {
      method: 'POST',
      json: { ...festival, name: 'Truck fest', vehicleIds: [truck!.id] },
      cookie: owner.cookie,
    });
    const event = (await response.json()) as EventDto;
    const permit = await createPermit(t.db, owner.id, { name: 'Fire Permit', vehicleId: truck!.id });
    await t.db
      .insert(permitInspections)
      .values({ businessId: owner.businessId, permitId: permit.id, scheduledOn: inDays(5) });
    const keys = async () => (await deadlinesOf(owner.businessId)).map((deadline) => deadline.key);
    expect(await keys()).toContain(`event:${event.id}:organizer`);
    expect((await deadlinesOf(owner.businessId)).find((d) => d.eventId === event.id)?.vehicleIds).toEqual([
      truck!.id,
    ]);
    expect((await keys()).filter((key) => key.startsWith('inspection:'))).toHaveLength(1);

    await t.db.update(vehicles).set({ archivedAt: new Date() }).where(eq(vehicles.id, truck!.id));
    expect((await keys()).some((key) => key.includes(event.id))).toBe(false);
    expect((await keys()).some((key) => key.startsWith('inspection:'))).toBe(false);
  });
});
