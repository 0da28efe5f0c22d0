import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calendarIntegrations, subscriptions } from '../../db/schema';
import { startFakeGoogle, type FakeGoogle } from '@tests/support/fake-google';
import { createTestApp, type SignedInOwner, type TestApp } from '@tests/support/test-app';
import { syncCalendar } from './sync-calendar';
import type { CalendarSyncRequest } from './sync-queue';

/**
 * A member other than the owner is suspended while the business is not on Pro (docs/decisions/0018): their
 * Google calendar gets nothing more of the business, as their reminders and calendar feed get nothing, and they
 * may still disconnect it (docs/decisions/0023). Syncs the app queues run when the test says, as pg-boss would.
 */
let fake: FakeGoogle;
let t: TestApp;
const queued: CalendarSyncRequest[] = [];

beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await createTestApp({ env: fake.appEnv, googleRetryDelayMs: 1 });
  t.googleCalendar!.queue.attach(async (request) => void queued.push(request));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => expect(fake.unexpected).toEqual([]));

type Person = Pick<SignedInOwner, 'cookie' | 'memberId'>;

async function runQueuedSyncs() {
  const deps = {
    ...t.googleCalendar!,
    db: t.db,
    mailer: t.mailer,
    logger: t.logger,
    appUrl: t.config.APP_URL,
  };
  const outcomes = [];
  for (const request of queued.splice(0)) outcomes.push(await syncCalendar(deps, request));
  return outcomes;
}

/** Connect as the browser does it: the consent URL, Google's redirect back, the callback's exchange. */
async function connect(person: Person, email: string) {
  fake.account = { email };
  const started = await t.request('/api/calendar/google/connect', { method: 'POST', cookie: person.cookie });
  const { url } = (await started.json()) as { url: string };
  const browser = started.headers.getSetCookie()[0]!.split(';')[0]!;
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
  const answer = await t.request('/api/calendar/google/callback', {
    method: 'POST',
    json: {
      action: 'exchangeCode',
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    },
    cookie: `${person.cookie}; ${browser}`,
  });
  expect(answer.status).toBe(200);
  await runQueuedSyncs();
  const [row] = await t.db
    .select()
    .from(calendarIntegrations)
    .where(eq(calendarIntegrations.memberId, person.memberId));
  return row!.calendarId!;
}

const summariesIn = (calendarId: string) =>
  fake
    .eventsOf(calendarId)
    .filter((event) => event.status !== 'cancelled')
    .map((event) => event.summary)
    .sort();

const addPermit = async (owner: Person, name: string, renewalDate: string) => {
  const response = await t.request('/api/permits', {
    method: 'POST',
    json: { name, renewalDate },
    cookie: owner.cookie,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

const setPlan = (businessId: string, plan: 'pro' | 'free') =>
  t.db
    .update(subscriptions)
    .set(plan === 'pro' ? { tier: 'pro', status: 'active' } : { tier: 'free', status: 'canceled' })
    .where(eq(subscriptions.businessId, businessId));

/** An owner on Pro whose crew member has connected Google Calendar with the business's one permit in it. */
async function crewWithCalendar(email: string) {
  const owner = await t.signedInOwner({ plan: 'pro' });
  const permitId = await addPermit(owner, 'Health Permit', '2027-03-01');
  const crew = await t.signedInMember(owner.businessId, 'crew');
  const calendarId = await connect(crew, email);
  expect(summariesIn(calendarId)).toEqual(['Renew: Health Permit', 'Start renewal: Health Permit']);
  return { owner, crew, permitId, calendarId };
}

describe("a suspended member's Google Calendar", () => {
  it('gets no further event while the business is off Pro, and is put right by a full sync when Pro is back', async () => {
    const { owner, crew, permitId, calendarId } = await crewWithCalendar('suspended.crew@gmail.test');
    await addPermit(owner, 'Food Handler Card', '2027-06-01');
    await runQueuedSyncs();
    await setPlan(owner.businessId, 'free');
    expect((await t.request('/api/permits', { cookie: crew.cookie })).status).toBe(403);
    const before = fake.requests.length;

    await addPermit(owner, 'Fire Inspection', '2027-04-01');
    const renamed = await t.request(`/api/permits/${permitId}`, {
      method: 'PUT',
      json: { name: 'City Health Permit', renewalDate: '2027-03-01' },
      cookie: owner.cookie,
    });
    expect(renamed.status).toBe(200);
    // Also a sync queued before the plan changed, or the daily one.
    const [integration] = await t.db
      .select({ id: calendarIntegrations.id })
      .from(calendarIntegrations)
      .where(eq(calendarIntegrations.memberId, crew.memberId));
    queued.push({ integrationId: integration!.id, full: true });
    await runQueuedSyncs();
    expect(fake.requests.slice(before)).toEqual([]);
    // As the suspension left it: nothing of the new permit, the old name.
    expect(summariesIn(calendarId)).toEqual(
      ['Food Handler Card', 'Health Permit']
        .flatMap((name) => [`Renew: ${name}`, `Start renewal: ${name}`])
        .sort(),
    );

    // Meanwhile the member deleted an event by hand: the sync that follows Pro's return reads the calendar back.
    const handDeleted = fake
      .eventsOf(calendarId)
      .find((event) => event.summary === 'Renew: Food Handler Card')!;
    fake.deleteEventByHand(calendarId, handDeleted.id);
    await setPlan(owner.businessId, 'pro');
    await addPermit(owner, 'Grill Permit', '2027-05-01');
    await runQueuedSyncs();
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
    const status = await t.request('/api/calendar/google', { cookie: crew.cookie });
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({
      connection: { accountEmail: 'leaving.suspended@gmail.test', status: 'connected' },
    });
    const disconnected = await t.request('/api/calendar/google', { method: 'DELETE', cookie: crew.cookie });
    expect(disconnected.status).toBe(204);
    expect(fake.calendarsOf('leaving.suspended@gmail.test')).toEqual([]);
    expect(
      await t.db.select().from(calendarIntegrations).where(eq(calendarIntegrations.memberId, crew.memberId)),
    ).toEqual([]);
  });

  it("still follows the owner's own calendar on Free", async () => {
    const owner = await t.signedInOwner();
    const calendarId = await connect(owner, 'free.owner@gmail.test');
    await addPermit(owner, 'Health Permit', '2027-03-01');
    await runQueuedSyncs();
    expect(summariesIn(calendarId)).toEqual(['Renew: Health Permit', 'Start renewal: Health Permit']);
  });
});
