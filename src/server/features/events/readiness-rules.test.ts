import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readinessLineKey, type EventDto, type EventListDto } from '../../../shared/contracts/events';
import type { ShareLink, SharedPage } from '../../../shared/contracts/sharing';
import { eventLineMarks, vehicles } from '../../db/schema';
import { createPermit } from '@tests/support/factories';
import { dallasFestival, inDays } from '@tests/support/event-fixtures';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

// The rules of docs/product/events.md#readiness at their edges: which lines exist to be marked, which permits
// count at an event, which licences are the business's own, and when an event is past.
const DALLAS_TEMPORARY = 'tx-dallas-temporary-food-establishment-permit';

async function ownerWithFestival(change: Record<string, unknown> = {}) {
  const owner = await t.signedInOwner({ plan: 'pro' });
  const added = await t.request('/api/events', {
    method: 'POST',
    json: dallasFestival(change),
    cookie: owner.cookie,
  });
  expect(added.status).toBe(201);
  return { owner, event: (await added.json()) as EventDto };
}

const readEvent = async (cookie: string, id: string) =>
  (await (await t.request(`/api/events/${id}`, { cookie })).json()) as EventDto;

describe("an event's readiness at its edges", () => {
  it('marks only a line its checklist has, and stores nothing for any other', async () => {
    const { owner, event } = await ownerWithFestival();
    const mark = (line: string) =>
      t.request(`/api/events/${event.id}/lines/${line}/not-needed`, {
        method: 'PUT',
        json: { reason: 'Not at this one' },
        cookie: owner.cookie,
      });
    // A permit key that is no id is refused as input; it answered 500 when it reached the database.
    expect((await mark(`permit:${'-'.repeat(36)}`)).status).toBe(400);
    // No organiser's deadline on this event, and San Francisco's permit is not Dallas's.
    expect((await mark('organizer-deadline')).status).toBe(404);
    expect((await mark('catalog:ca-san-francisco-temporary-food-facility-permit')).status).toBe(404);
    expect((await mark(`permit:${crypto.randomUUID()}`)).status).toBe(404);
    expect(await t.db.select().from(eventLineMarks).where(eq(eventLineMarks.eventId, event.id))).toEqual([]);
    expect((await mark('insurance')).status).toBe(200);
  });

  it("leaves out an archived vehicle's permits, and a vehicle's permit answers only events it works", async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const [sold, truck, cart] = await t.db
      .insert(vehicles)
      .values([
        { businessId: owner.businessId, name: 'Sold Truck', kind: 'truck', archivedAt: new Date() },
        { businessId: owner.businessId, name: 'Truck 1', kind: 'truck' },
        { businessId: owner.businessId, name: 'Cart', kind: 'cart' },
      ])
      .returning();
    const soldPermit = await createPermit(t.db, owner.id, {
      name: 'Sold Truck Health Permit',
      vehicleId: sold!.id,
      renewalDate: inDays(10),
    });
    // Truck 1 holds Dallas's temporary permit; the event is worked by the cart alone.
    await createPermit(t.db, owner.id, {
      name: 'Dallas Temporary Food Permit',
      vehicleId: truck!.id,
      catalogEntryId: DALLAS_TEMPORARY,
      stateCode: 'TX',
      city: 'Dallas',
      renewalDate: inDays(100),
    });
    const added = await t.request('/api/events', {
      method: 'POST',
      json: dallasFestival({ vehicleIds: [cart!.id] }),
      cookie: owner.cookie,
    });
    expect(added.status).toBe(201);
    const event = await readEvent(owner.cookie, ((await added.json()) as EventDto).id);
    expect(event.readiness.lines.map(readinessLineKey)).not.toContain(`permit:${soldPermit.id}`);
    expect(event.readiness.lines.find((line) => line.kind === 'event-permit')).toMatchObject({
      entryId: DALLAS_TEMPORARY,
      permitId: null,
      done: false,
    });
  });

  it("keeps the reciprocity line missing after 'Add' on the place's event permit", async () => {
    const { owner, event } = await ownerWithFestival();
    const added = await t.request(`/api/events/${event.id}/permits`, {
      method: 'POST',
      json: { catalogEntryId: DALLAS_TEMPORARY, renewalDate: inDays(41) },
      cookie: owner.cookie,
    });
    expect(added.status).toBe(201);
    const after = await readEvent(owner.cookie, event.id);
    expect(after.readiness.lines.find((line) => line.kind === 'event-permit')).toMatchObject({ done: true });
    // Texas honours its own statewide licences, and a temporary permit for one festival is not one.
    expect(after.readiness.lines.find((line) => line.kind === 'reciprocity')).toMatchObject({
      reciprocity: 'statewide',
      done: false,
    });
  });

  it('shows the organiser the event permit the truck held before the event was added', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const held = await createPermit(t.db, owner.id, {
      name: 'Dallas Temporary Food Permit',
      catalogEntryId: DALLAS_TEMPORARY,
      stateCode: 'TX',
      city: 'Dallas',
      renewalDate: inDays(100),
    });
    const added = await t.request('/api/events', {
      method: 'POST',
      json: dallasFestival(),
      cookie: owner.cookie,
    });
    const event = (await added.json()) as EventDto;
    const created = await t.request('/api/share-links', {
      method: 'POST',
      json: { eventId: event.id, expiresIn: '7d' },
      cookie: owner.cookie,
    });
    expect(created.status).toBe(201);
    const token = new URL(((await created.json()) as ShareLink).url).pathname.split('/').pop();
    const page = (await (await t.request(`/api/shared/${token}`)).json()) as SharedPage;
    expect(page.permits.map((permit) => permit.id)).toEqual([held.id]);
  });

  it('keeps an event upcoming until its last day has ended everywhere', async () => {
    const { owner, event: yesterday } = await ownerWithFestival({ startsOn: inDays(-2), endsOn: inDays(-1) });
    const older = await t.request('/api/events', {
      method: 'POST',
      json: dallasFestival({ name: 'Spring Market', startsOn: inDays(-3), endsOn: inDays(-2) }),
      cookie: owner.cookie,
    });
    expect(older.status).toBe(201);
    const list = (await (await t.request('/api/events', { cookie: owner.cookie })).json()) as EventListDto;
    expect(list.upcoming.map((item) => item.id)).toEqual([yesterday.id]);
    expect(list.past.map((item) => item.name)).toEqual(['Spring Market']);
  });
});
