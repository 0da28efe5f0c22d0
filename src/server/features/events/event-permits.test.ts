import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readinessLineKey, type EventDto } from '../../../shared/contracts/events';
import { addDaysTo, calendarDateIn } from '../../../shared/domain/calendar-dates';
import { activityEvents, permits } from '../../db/schema';
import { createPermit } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();
const inDays = (days: number) => addDaysTo(calendarDateIn('UTC', new Date()), days);

// docs/product/events.md#event-permits: a state fair in Des Moines, where Iowa's single-event licence costs $50
// (catalog/states/ia.json).
const ENTRY = 'ia-temporary-food-establishment-license';
const fair = {
  name: 'Iowa State Fair',
  organizer: 'Fair Board',
  city: 'Des Moines',
  state: 'IA',
  startsOn: inDays(30),
  endsOn: inDays(32),
};

async function addFair(cookie: string) {
  const response = await t.request('/api/events', { method: 'POST', json: fair, cookie });
  return (await response.json()) as EventDto;
}
const add = (cookie: string, eventId: string, json: object) =>
  t.request(`/api/events/${eventId}/permits`, { method: 'POST', json, cookie });
const lineOf = (event: EventDto) =>
  event.readiness.lines.find((line) => readinessLineKey(line) === `catalog:${ENTRY}`);
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; field?: string } }).error;

describe("'Add' on an event permit line", () => {
  it('makes the catalog entry a tracked permit of the event, with its fee, agency and page, once', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const event = await addFair(owner.cookie);
    expect(lineOf(event)).toMatchObject({
      done: false,
      permitId: null,
      fee: { minUsd: 50, maxUsd: 50, per: 'application', source: expect.stringMatching(/^https:\/\//) },
      agency: { name: expect.stringContaining('Iowa Department of Inspections'), url: expect.any(String) },
      url: expect.stringMatching(/^https:\/\//),
    });

    const added = await add(owner.cookie, event.id, { catalogEntryId: ENTRY });
    expect(added.status).toBe(201);
    const line = lineOf((await added.json()) as EventDto);
    expect(line).toMatchObject({ done: true, permitId: expect.any(String) });
    const permitId = (line as { permitId: string }).permitId;
    const permit = (await (await t.request(`/api/permits/${permitId}`, { cookie: owner.cookie })).json()) as {
      name: string;
      cost: number | null;
      state: string | null;
      renewalDate: string | null;
      catalogEntryId: string | null;
    };
    // Only what the catalog states: one amount is the cost; the dates are the owner's.
    expect(permit).toMatchObject({
      name: 'Temporary Food Establishment License (single event)',
      cost: 50,
      state: 'IA',
      renewalDate: null,
      catalogEntryId: ENTRY,
    });
    const [row] = await t.db
      .select({ eventId: permits.eventId })
      .from(permits)
      .where(eq(permits.id, permitId));
    expect(row!.eventId).toBe(event.id);
    const [logged] = await t.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.permitId, permitId), eq(activityEvents.action, 'permit.created')));
    expect(logged!.changes).toEqual([{ field: 'event', before: null, after: 'Iowa State Fair' }]);

    // A second tap adds nothing.
    const again = await add(owner.cookie, event.id, { catalogEntryId: ENTRY, renewalDate: inDays(40) });
    expect(again.status).toBe(200);
    expect(await t.db.select().from(permits).where(eq(permits.businessId, owner.businessId))).toHaveLength(1);
  });

  it('keeps to the Free limit, the place, the business and the role', async () => {
    const owner = await t.signedInOwner();
    const event = await addFair(owner.cookie);
    for (const name of ['One', 'Two', 'Three']) await createPermit(t.db, owner.id, { name });
    const limited = await add(owner.cookie, event.id, { catalogEntryId: ENTRY });
    expect(limited.status).toBe(403);
    expect((await errorOf(limited)).code).toBe('PERMIT_LIMIT_REACHED');
    expect(await t.db.select().from(permits).where(eq(permits.businessId, owner.businessId))).toHaveLength(3);

    const pro = await t.signedInOwner({ plan: 'pro' });
    const theirs = await addFair(pro.cookie);
    // Dallas's permit is not one of Des Moines's.
    const elsewhere = await add(pro.cookie, theirs.id, {
      catalogEntryId: 'tx-dallas-temporary-food-establishment-permit',
    });
    expect(elsewhere.status).toBe(400);
    expect(await errorOf(elsewhere)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'catalogEntryId' });
    expect((await add(pro.cookie, theirs.id, { catalogEntryId: '../x' })).status).toBe(400);
    expect((await add(pro.cookie, theirs.id, { catalogEntryId: ENTRY, renewalDate: 'soon' })).status).toBe(
      400,
    );
    expect((await add(owner.cookie, theirs.id, { catalogEntryId: ENTRY })).status).toBe(404);
    const crew = await t.signedInMember(pro.businessId, 'crew');
    expect((await add(crew.cookie, theirs.id, { catalogEntryId: ENTRY })).status).toBe(403);
    expect(await t.db.select().from(permits).where(eq(permits.businessId, pro.businessId))).toEqual([]);
  });

  it('leaves the permit tracked, no longer linked, when its event is removed', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const event = await addFair(owner.cookie);
    await add(owner.cookie, event.id, { catalogEntryId: ENTRY });
    expect(
      (await t.request(`/api/events/${event.id}`, { method: 'DELETE', cookie: owner.cookie })).status,
    ).toBe(204);
    const rows = await t.db.select().from(permits).where(eq(permits.businessId, owner.businessId));
    expect(rows.map((row) => [row.catalogEntryId, row.eventId])).toEqual([[ENTRY, null]]);
  });
});
