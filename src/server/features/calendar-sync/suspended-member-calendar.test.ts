import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { calendarSyncApp } from '@tests/support/calendar-sync';
import type { SignedInOwner } from '@tests/support/test-app';

/**
 * A member other than the owner is suspended while the business is not on Pro (docs/decisions/0018): their
 * Google calendar gets nothing more of the business, as their reminders and calendar feed get nothing, and they
 * may still disconnect it (docs/decisions/0023). Syncs the app queues run when the test says, as pg-boss would.
 */
const app = calendarSyncApp();

type Person = Pick<SignedInOwner, 'cookie' | 'memberId'>;

/** Connects the person's Google account, runs the first sync, and gives the calendar's id. */
async function connect(person: Person, email: string) {
  app.fake.account = { email };
  await app.connected(person.cookie);
  return (await app.integrationOf(person.memberId))!.calendarId!;
}

const summariesIn = (calendarId: string) =>
  app.fake
    .eventsOf(calendarId)
    .filter((event) => event.status !== 'cancelled')
    .map((event) => event.summary)
    .sort();

const addPermit = (owner: Person, name: string, renewalDate: string) =>
  app.addPermit(owner.cookie, { name, renewalDate });

const setPlan = (businessId: string, plan: 'pro' | 'free') =>
  app.t.db
    .update(subscriptions)
    .set(plan === 'pro' ? { tier: 'pro', status: 'active' } : { tier: 'free', status: 'canceled' })
    .where(eq(subscriptions.businessId, businessId));

/** An owner on Pro whose crew member has connected Google Calendar with the business's one permit in it. */
async function crewWithCalendar(email: string) {
  const owner = await app.t.signedInOwner({ plan: 'pro' });
  const permitId = await addPermit(owner, 'Health Permit', '2027-03-01');
  const crew = await app.t.signedInMember(owner.businessId, 'crew');
  const calendarId = await connect(crew, email);
  expect(summariesIn(calendarId)).toEqual(['Renew: Health Permit', 'Start renewal: Health Permit']);
  return { owner, crew, permitId, calendarId };
}

describe("a suspended member's Google Calendar", () => {
  it('gets no further event while the business is off Pro, and is put right by a full sync when Pro is back', async () => {
    const { owner, crew, permitId, calendarId } = await crewWithCalendar('suspended.crew@gmail.test');
    await addPermit(owner, 'Food Handler Card', '2027-06-01');
    await app.runQueuedSyncs();
    await setPlan(owner.businessId, 'free');
    expect((await app.t.request('/api/permits', { cookie: crew.cookie })).status).toBe(403);
    const before = app.fake.requests.length;

    await addPermit(owner, 'Fire Inspection', '2027-04-01');
    const renamed = await app.t.request(`/api/permits/${permitId}`, {
      method: 'PUT',
      json: { name: 'City Health Permit', renewalDate: '2027-03-01' },
      cookie: owner.cookie,
    });
    expect(renamed.status).toBe(200);
    // Also a sync app.queued before the plan changed, or the daily one.
    const integration = await app.integrationOf(crew.memberId);
    app.queued.push({ integrationId: integration!.id, full: true });
    await app.runQueuedSyncs();
    expect(app.fake.requests.slice(before)).toEqual([]);
    // As the suspension left it: nothing of the new permit, the old name.
    expect(summariesIn(calendarId)).toEqual(
      ['Food Handler Card', 'Health Permit']
        .flatMap((name) => [`Renew: ${name}`, `Start renewal: ${name}`])
        .sort(),
    );

    // Meanwhile the member deleted an event by hand: the sync that follows Pro's return reads the calendar back.
    const handDeleted = app.fake
      .eventsOf(calendarId)
      .find((event) => event.summary === 'Renew: Food Handler Card')!;
    app.fake.deleteEventByHand(calendarId, handDeleted.id);
    await setPlan(owner.businessId, 'pro');
    await addPermit(owner, 'Grill Permit', '2027-05-01');
    await app.runQueuedSyncs();
    expect(summariesIn(calendarId)).toEqual(
      ['City Health Permit', 'Fire Inspection', 'Food Handler Card', 'Grill Permit']
        .flatMap((name) => [`Renew: ${name}`, `Start renewal: ${name}`])
        .sort(),
    );
  });

  it('can still be seen and disconnected by the member', async () => {
    const { owner, crew } = await crewWithCalendar('leaving.suspended@gmail.test');
    await setPlan(owner.businessId, 'free');
    // The suspended screen asks whether a calendar is connected, to offer 'Disconnect Google Calendar'.
    const status = await app.t.request('/api/calendar/google', { cookie: crew.cookie });
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({
      connection: { accountEmail: 'leaving.suspended@gmail.test', status: 'connected' },
    });
    const disconnected = await app.t.request('/api/calendar/google', {
      method: 'DELETE',
      cookie: crew.cookie,
    });
    expect(disconnected.status).toBe(204);
    expect(app.fake.calendarsOf('leaving.suspended@gmail.test')).toEqual([]);
    expect(await app.integrationOf(crew.memberId)).toBeUndefined();
  });

  it("still follows the owner's own calendar on Free", async () => {
    const owner = await app.t.signedInOwner();
    const calendarId = await connect(owner, 'free.owner@gmail.test');
    await addPermit(owner, 'Health Permit', '2027-03-01');
    await app.runQueuedSyncs();
    expect(summariesIn(calendarId)).toEqual(['Renew: Health Permit', 'Start renewal: Health Permit']);
  });
});
