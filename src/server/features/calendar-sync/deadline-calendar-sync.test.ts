import { describe, expect, it } from 'vitest';
import type { EventDto } from '../../../shared/contracts/events';
import { calendarSyncApp } from '@tests/support/calendar-sync';
import { dallasFestival, inDays } from '@tests/support/event-fixtures';
import type { TestApp } from '@tests/support/test-app';

/**
 * The deadlines that are no renewal in Google Calendar (docs/product/events.md#deadlines), against the local
 * fake of Google: an event's changes re-sync the business's calendars, which add, move and remove the all-day
 * events of its 'Apply by' date and the organiser's deadline.
 */
const app = calendarSyncApp();

type Owner = Awaited<ReturnType<TestApp['signedInOwner']>>;

async function eventsOf(owner: Owner) {
  const { calendarId } = (await app.integrationOf(owner.memberId))!;
  return app.fake
    .eventsOf(calendarId!)
    .filter((event) => event.status !== 'cancelled')
    .map((event) => [event.summary, event.start?.date])
    .sort();
}

const APPLY_BY = 'Apply by: Temporary Food Service Establishment Permit (City of Dallas) — Dallas Taco Fest';
const festival = dallasFestival({ applicationDeadline: inDays(20) });

describe("Google Calendar of an event's deadlines", () => {
  it('adds them as all-day events, moves them with the event, and removes them once met or gone', async () => {
    const owner = await app.t.signedInOwner({ plan: 'pro' });
    app.fake.account = { email: 'events.owner@gmail.test' };
    await app.connected(owner.cookie);
    const added = await app.t.request('/api/events', {
      method: 'POST',
      json: festival,
      cookie: owner.cookie,
    });
    expect(added.status).toBe(201);
    const event = (await added.json()) as EventDto;
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 2, updated: 0, deleted: 0 }]);
    expect(await eventsOf(owner)).toEqual([
      [APPLY_BY, inDays(33)],
      ['Organizer deadline — Dallas Taco Fest', inDays(20)],
    ]);

    const moved = await app.t.request(`/api/events/${event.id}`, {
      method: 'PUT',
      json: { ...festival, startsOn: inDays(50), endsOn: inDays(51) },
      cookie: owner.cookie,
    });
    expect(moved.status).toBe(200);
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 1, deleted: 0 }]);
    expect(await eventsOf(owner)).toContainEqual([APPLY_BY, inDays(43)]);

    const marked = await app.t.request(`/api/events/${event.id}/lines/organizer-deadline/not-needed`, {
      method: 'PUT',
      json: { reason: 'Invited vendor' },
      cookie: owner.cookie,
    });
    expect(marked.status).toBe(200);
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 0, deleted: 1 }]);

    const removed = await app.t.request(`/api/events/${event.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 0, deleted: 1 }]);
    expect(await eventsOf(owner)).toEqual([]);
  });

  it('queues nothing for a change the server refuses, nor for a read', async () => {
    const owner = await app.t.signedInOwner({ plan: 'pro' });
    app.fake.account = { email: 'refusing.owner@gmail.test' };
    await app.connected(owner.cookie);
    const refused = await app.t.request('/api/events', {
      method: 'POST',
      json: { ...festival, endsOn: inDays(1) },
      cookie: owner.cookie,
    });
    expect(refused.status).toBe(400);
    expect((await app.t.request('/api/events', { cookie: owner.cookie })).status).toBe(200);
    expect(app.queued).toEqual([]);
  });
});
