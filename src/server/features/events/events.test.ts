import { describe, expect, it } from 'vitest';
import { readinessLineKey, type EventDto, type EventListDto } from '../../../shared/contracts/events';
import { vehicles } from '../../db/schema';
import { createPermit } from '@tests/support/factories';
import { dallasFestival, inDays } from '@tests/support/event-fixtures';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

// docs/product/events.md: a two-day festival in Dallas, 40 days ahead, for a truck from California.
const festival = dallasFestival({
  organizerEmail: 'vendors@fest.example',
  applicationDeadline: inDays(20),
  boothFee: 250,
});

const post = (cookie: string, json: object) => t.request('/api/events', { method: 'POST', json, cookie });
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('events over the API', () => {
  it("adds an event with its readiness: the place's event permit with its apply-by date, the insurance, the deadline", async () => {
    const owner = await t.signedInOwner();
    const added = await post(owner.cookie, festival);
    expect(added.status).toBe(201);
    const event = (await added.json()) as EventDto;
    expect(event).toMatchObject({ name: 'Dallas Taco Fest', stateCode: 'TX', boothFee: 250 });
    const keys = event.readiness.lines.map(readinessLineKey);
    expect(keys).toEqual(expect.arrayContaining(['reciprocity', 'insurance', 'organizer-deadline']));
    // The screen makes each line's key from the line; the answer does not repeat it.
    for (const line of event.readiness.lines) expect(line).not.toHaveProperty('key');
    // Dallas's temporary food permit, applied for 7 days before the first day (catalog/states/tx.json).
    expect(event.readiness.lines.find((line) => line.kind === 'event-permit')).toMatchObject({
      entryId: 'tx-dallas-temporary-food-establishment-permit',
      applyBy: inDays(33),
      done: false,
    });
    // A truck from California: Texas's statewide licence is not its own.
    expect(event.readiness.lines.find((line) => line.kind === 'reciprocity')).toMatchObject({
      reciprocity: 'statewide',
      done: false,
    });
    expect(event.readiness.ready).toBe(false);
    expect(event.readiness.missing).toBe(event.readiness.lines.filter((line) => !line.done).length);

    const marked = await t.request(`/api/events/${event.id}/lines/insurance/not-needed`, {
      method: 'PUT',
      json: { reason: 'The organiser insures the vendors' },
      cookie: owner.cookie,
    });
    expect(marked.status).toBe(200);
    const insurance = ((await marked.json()) as EventDto).readiness.lines.find(
      (line) => readinessLineKey(line) === 'insurance',
    );
    expect(insurance).toMatchObject({ done: true, notNeeded: 'The organiser insures the vendors' });

    const list = (await (await t.request('/api/events', { cookie: owner.cookie })).json()) as {
      upcoming: EventDto[];
      past: EventDto[];
    };
    expect(list.upcoming.map((item) => item.id)).toEqual([event.id]);
    expect(list.past).toEqual([]);
  });

  it('lists each event with its readiness summed up, and answers its checklist only with the event', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const trucks = await t.db
      .insert(vehicles)
      .values(['Truck B', 'Truck A'].map((name) => ({ businessId: owner.businessId, name, kind: 'truck' })))
      .returning();
    const truckIds = trucks.map((truck) => truck.id);
    // Valid before the festival only: its line is missing. Another business's permit is no line of it.
    const permit = await createPermit(t.db, owner.id, {
      name: 'Dallas Vending Permit',
      stateCode: 'TX',
      city: 'Dallas',
      renewalDate: inDays(30),
    });
    const other = await t.signedInOwner();
    await createPermit(t.db, other.id, { name: 'Their Permit', stateCode: 'TX', city: 'Dallas' });
    const added = (await (
      await post(owner.cookie, { ...festival, vehicleIds: truckIds })
    ).json()) as EventDto;
    await t.request(`/api/events/${added.id}/lines/insurance/not-needed`, {
      method: 'PUT',
      json: { reason: 'The organiser insures the vendors' },
      cookie: owner.cookie,
    });

    const event = (await (
      await t.request(`/api/events/${added.id}`, { cookie: owner.cookie })
    ).json()) as EventDto;
    expect(event.vehicleIds).toEqual([...truckIds].sort());
    const permitLines = event.readiness.lines.filter((line) => line.kind === 'permit');
    expect(permitLines).toMatchObject([{ permitId: permit.id, validThroughEvent: false, done: false }]);
    expect(event.readiness.lines.find((line) => readinessLineKey(line) === 'insurance')).toMatchObject({
      done: true,
      notNeeded: 'The organiser insures the vendors',
    });

    const list = (await (await t.request('/api/events', { cookie: owner.cookie })).json()) as EventListDto;
    const { ready, missing } = event.readiness;
    expect(list).toEqual({ upcoming: [{ ...event, readiness: { ready, missing } }], past: [] });
  });

  it('keeps Free to one upcoming event, refuses bad input with a code, and keeps another business out', async () => {
    const owner = await t.signedInOwner();
    expect((await post(owner.cookie, festival)).status).toBe(201);
    const second = await post(owner.cookie, { ...festival, name: 'Second fest' });
    expect(second.status).toBe(403);
    expect((await errorOf(second)).code).toBe('PLAN_LIMIT_REACHED');
    // A past event is no upcoming one.
    expect(
      (await post(owner.cookie, { ...festival, startsOn: inDays(-10), endsOn: inDays(-9) })).status,
    ).toBe(201);

    const backwards = await post(owner.cookie, { ...festival, endsOn: inDays(39) });
    expect(backwards.status).toBe(400);
    expect(await errorOf(backwards)).toMatchObject({ message: 'The event cannot end before it starts' });
    expect((await errorOf(await post(owner.cookie, { ...festival, state: 'Atlantis' }))).code).toBe(
      'UNKNOWN_STATE',
    );
    expect((await post(owner.cookie, { ...festival, organizerEmail: 'nope' })).status).toBe(400);

    const pro = await t.signedInOwner({ plan: 'pro' });
    const theirs = (await (await post(pro.cookie, festival)).json()) as EventDto;
    expect((await t.request(`/api/events/${theirs.id}`, { cookie: owner.cookie })).status).toBe(404);
    expect(
      (await t.request(`/api/events/${theirs.id}`, { method: 'DELETE', cookie: owner.cookie })).status,
    ).toBe(404);
  });

  it('lets crew read events but not change them', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const event = (await (await post(owner.cookie, festival)).json()) as EventDto;
    const crew = await t.signedInMember(owner.businessId, 'crew');
    expect((await t.request(`/api/events/${event.id}`, { cookie: crew.cookie })).status).toBe(200);
    const refused = await t.request(`/api/events/${event.id}`, { method: 'DELETE', cookie: crew.cookie });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('FORBIDDEN');
    expect(
      (await t.request(`/api/events/${event.id}`, { method: 'DELETE', cookie: owner.cookie })).status,
    ).toBe(204);
  });
});
