import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GoogleCalendarStatus } from '../../../shared/contracts/google-calendar';
import { calendarIntegrations, calendarOauthStates, outboxMessages } from '../../db/schema';
import { startFakeGoogle, type FakeGoogle } from '@tests/support/fake-google';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { syncCalendar } from './sync-calendar';
import type { CalendarSyncRequest } from './sync-queue';

/**
 * Google Calendar sync (docs/decisions/0023) through the HTTP app, against a local fake of Google's OAuth and
 * Calendar v3 endpoints that fails the test on any request it does not know. Syncs the app queues are kept
 * here and run when a test says so, as pg-boss would run them.
 */
let fake: FakeGoogle;
let t: TestApp;
const queued: CalendarSyncRequest[] = [];

beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await createTestApp({
    env: fake.appEnv,
    googleRetryDelayMs: 1,
  });
  t.googleCalendar!.queue.attach(async (request) => void queued.push(request));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => {
  expect(fake.unexpected).toEqual([]);
  fake.rateLimitEvery(0);
});

type Owner = Awaited<ReturnType<TestApp['signedInOwner']>>;
const BROWSER_COOKIE = 'permitpilot_calendar_connect';

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

/** Runs every sync queued so far, once each, as the job queue would. */
async function runQueuedSyncs() {
  const requests = queued.splice(0);
  const seen = new Set<string>();
  const outcomes = [];
  for (const request of requests) {
    const key = `${request.integrationId}:${request.full}`;
    if (seen.has(key)) continue;
    seen.add(key);
    outcomes.push(
      await syncCalendar(
        {
          db: t.db,
          provider: t.googleCalendar!.provider,
          cipher: t.googleCalendar!.cipher,
          mailer: t.mailer,
          logger: t.logger,
          appUrl: t.config.APP_URL,
        },
        request,
      ),
    );
  }
  return outcomes;
}

/** Connect as the browser does it: the consent URL, Google's redirect back, then the callback's exchange. */
async function startConnect(owner: Owner) {
  const started = await t.request('/api/calendar/google/connect', { method: 'POST', cookie: owner.cookie });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const browser = started.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${BROWSER_COOKIE}=`))!
    .split(';')[0]!;
  const consent = await fetch(url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${t.config.APP_URL}/calendar-callback`);
  return {
    url: new URL(url),
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    error: back.searchParams.get('error'),
    browser,
  };
}

const exchange = (owner: Owner, body: { code?: string; state?: string }, browser?: string) =>
  t.request('/api/calendar/google/callback', {
    method: 'POST',
    json: { action: 'exchangeCode', ...body },
    cookie: browser ? `${owner.cookie}; ${browser}` : owner.cookie,
  });

async function connected(owner: Owner) {
  const { code, state, browser } = await startConnect(owner);
  const answer = await exchange(owner, { code, state }, browser);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ success: true });
  return runQueuedSyncs();
}

const statusOf = async (owner: Owner) =>
  (await (await t.request('/api/calendar/google', { cookie: owner.cookie })).json()) as GoogleCalendarStatus;

const integrationOf = async (owner: Owner) =>
  (
    await t.db.select().from(calendarIntegrations).where(eq(calendarIntegrations.memberId, owner.memberId))
  )[0]!;

/** The confirmed events of the owner's PermitPilot calendar, by summary. */
async function eventsOf(owner: Owner) {
  const { calendarId } = await integrationOf(owner);
  return fake
    .eventsOf(calendarId!)
    .filter((event) => event.status !== 'cancelled')
    .map((event) => ({ summary: event.summary, date: event.start?.date, id: event.id }))
    .sort((a, b) => `${a.date}${a.summary}`.localeCompare(`${b.date}${b.summary}`));
}

const addPermit = async (owner: Owner, json: Record<string, unknown>) => {
  const response = await t.request('/api/permits', { method: 'POST', json, cookie: owner.cookie });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

describe('connecting Google Calendar', () => {
  it('asks for the app-created calendars scope, offline, with a state of the JSON shape', async () => {
    const owner = await t.signedInOwner();
    const { url } = await startConnect(owner);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.APP_URL}/calendar-callback`);
    expect(url.searchParams.get('scope')!.split(' ').sort()).toEqual([
      'email',
      'https://www.googleapis.com/auth/calendar.app.created',
      'openid',
    ]);
    const state = JSON.parse(Buffer.from(url.searchParams.get('state')!, 'base64url').toString()) as object;
    expect(state).toMatchObject({ provider: 'google' });
  });

  it('keeps the tokens encrypted, shows the account, and syncs every permit into its own calendar', async () => {
    const owner = await t.signedInOwner();
    await addPermit(owner, {
      name: 'Health Permit',
      renewalDate: '2027-03-01',
      processingTimeDays: 10,
      cost: 250,
    });
    await addPermit(owner, { name: 'Fire Inspection' });
    fake.account = { email: 'taco.truck@gmail.test' };
    expect(await connected(owner)).toEqual([{ kind: 'synced', created: 2, updated: 0, deleted: 0 }]);

    const status = await statusOf(owner);
    expect(status).toMatchObject({
      configured: true,
      connection: { accountEmail: 'taco.truck@gmail.test', status: 'connected' },
    });
    expect(status.connection!.lastSyncedAt).not.toBeNull();
    const row = await integrationOf(owner);
    expect(row.refreshToken).toMatch(/^v1\./);
    expect(t.googleCalendar!.cipher.decrypt(row.refreshToken)).not.toBe(row.refreshToken);
    // Never sent to the browser, nor in the data export.
    const exported = await (await t.request('/api/account/export', { cookie: owner.cookie })).text();
    expect(exported).toContain('taco.truck@gmail.test');
    expect(exported).not.toContain(row.refreshToken);
    expect(exported).not.toContain(t.googleCalendar!.cipher.decrypt(row.refreshToken));

    const [calendar] = fake.calendarsOf('taco.truck@gmail.test');
    expect(calendar!.summary).toBe('PermitPilot renewals');
    // The renewal date, and the recommended start 15 days before (10 days' processing and half of it).
    expect(await eventsOf(owner)).toEqual([
      {
        summary: 'Start renewal: Health Permit',
        date: '2027-02-14',
        id: expect.stringMatching(/^pp[0-9a-f]{32}s0$/),
      },
      {
        summary: 'Renew: Health Permit',
        date: '2027-03-01',
        id: expect.stringMatching(/^pp[0-9a-f]{32}r0$/),
      },
    ]);
    const renewal = fake.eventsOf(row.calendarId!).find((event) => event.summary === 'Renew: Health Permit')!;
    expect(renewal.end).toEqual({ date: '2027-03-02' });
    // The default lead days as popups at 9:00, those within Google's four weeks (30 days is PermitPilot's own).
    expect(renewal.reminders).toEqual({
      useDefault: false,
      overrides: [14, 7, 1].map((days) => ({ method: 'popup', minutes: days * 1440 - 540 })),
    });
    expect(renewal.description).toContain('Cost: $250.00');
    expect(renewal.description).toContain(`${t.config.APP_URL}/dashboard`);
  });

  it('speaks the member’s language: a change of it renames the calendar and rewrites the events (docs/decisions/0026)', async () => {
    const owner = await t.signedInOwner();
    await addPermit(owner, { name: 'Health Permit', renewalDate: '2027-03-01', processingTimeDays: 10 });
    fake.account = { email: 'bilingual.truck@gmail.test' };
    await connected(owner);
    expect(fake.calendarsOf('bilingual.truck@gmail.test')[0]!.summary).toBe('PermitPilot renewals');

    const changed = await t.request('/api/account/language', {
      method: 'PUT',
      json: { locale: 'es' },
      cookie: owner.cookie,
    });
    expect(changed.status).toBe(200);
    expect(await runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 2, deleted: 0 }]);
    const [calendar] = fake.calendarsOf('bilingual.truck@gmail.test');
    expect(calendar!.summary).toBe('Renovaciones de PermitPilot');
    expect((await eventsOf(owner)).map((event) => event.summary)).toEqual([
      'Iniciar renovación: Health Permit',
      'Renovar: Health Permit',
    ]);
    expect((await integrationOf(owner)).calendarName).toBe('Renovaciones de PermitPilot');

    // In step: the next sync renames and rewrites nothing.
    await t.googleCalendar!.membersChanged([owner.memberId]);
    expect(await runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 0, deleted: 0 }]);

    // A name the member gave the calendar in Google is theirs: back in English, only the events change.
    const { calendarId } = await integrationOf(owner);
    fake.renameCalendarByHand(calendarId!, 'Mi camión');
    await t.request('/api/account/language', { method: 'PUT', json: { locale: 'en' }, cookie: owner.cookie });
    expect(await runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 2, deleted: 0 }]);
    expect(fake.calendarsOf('bilingual.truck@gmail.test')[0]!.summary).toBe('Mi camión');
    expect((await integrationOf(owner)).calendarName).toBe('PermitPilot renewals');
  });

  it('takes a calendar named before its name was kept as named, without renaming it (migration 0015)', async () => {
    const owner = await t.signedInOwner();
    fake.account = { email: 'early.adopter@gmail.test' };
    await connected(owner);
    const { calendarId } = await integrationOf(owner);
    await t.db
      .update(calendarIntegrations)
      .set({ calendarName: null })
      .where(eq(calendarIntegrations.memberId, owner.memberId));
    fake.renameCalendarByHand(calendarId!, 'Truck paperwork');
    const before = fake.requests.length;
    await t.googleCalendar!.membersChanged([owner.memberId]);
    await runQueuedSyncs();
    // Neither read nor renamed: no request about the calendar itself, only its events'.
    const aboutTheCalendar = fake.requests
      .slice(before)
      .filter((request) => /\/calendars\/[^/]+$/.test(request.path));
    expect(aboutTheCalendar).toEqual([]);
    expect(fake.calendarsOf('early.adopter@gmail.test')[0]!.summary).toBe('Truck paperwork');
    expect((await integrationOf(owner)).calendarName).toBe('PermitPilot renewals');
  });

  it('follows adding, editing, renewing and deleting a permit, and the member’s lead days', async () => {
    const owner = await t.signedInOwner();
    await connected(owner);
    const id = await addPermit(owner, { name: 'Business License', renewalDate: '2027-05-01' });
    expect(queued).toHaveLength(1);
    await runQueuedSyncs();
    expect((await eventsOf(owner)).map((event) => event.date)).toEqual(['2027-03-17', '2027-05-01']);

    await t.request(`/api/permits/${id}`, {
      method: 'PUT',
      json: { name: 'City Business License', renewalDate: '2027-06-01' },
      cookie: owner.cookie,
    });
    await runQueuedSyncs();
    expect(await eventsOf(owner)).toMatchObject([
      { summary: 'Start renewal: City Business License', date: '2027-04-17' },
      { summary: 'Renew: City Business License', date: '2027-06-01' },
    ]);

    const renewed = await t.request(`/api/permits/${id}/renew`, {
      method: 'POST',
      json: { renewalDate: '2028-06-01' },
      cookie: owner.cookie,
    });
    expect(renewed.status).toBeLessThan(300);
    await runQueuedSyncs();
    expect((await eventsOf(owner)).map((event) => event.date)).toEqual(['2028-04-17', '2028-06-01']);

    await t.request('/api/alert-settings', {
      method: 'PUT',
      json: { emailAlerts: true, textAlerts: false, reminderDays: [60, 3], timeZone: 'UTC', sendHour: 9 },
      cookie: owner.cookie,
    });
    await runQueuedSyncs();
    const { calendarId } = await integrationOf(owner);
    const renewal = fake.eventsOf(calendarId!).find((event) => event.summary?.startsWith('Renew:'))!;
    // Google takes reminders up to four weeks ahead: 60 days is left to PermitPilot's own reminders.
    expect(renewal.reminders!.overrides).toEqual([{ method: 'popup', minutes: 3 * 1440 - 540 }]);

    expect((await t.request(`/api/permits/${id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      204,
    );
    expect(await runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 0, deleted: 2 }]);
    expect(await eventsOf(owner)).toEqual([]);
  });

  it('puts back, on the daily full sync, events deleted or moved by hand, without duplicates', async () => {
    const owner = await t.signedInOwner();
    await addPermit(owner, { name: 'Health Permit', renewalDate: '2027-03-01', processingTimeDays: 10 });
    await connected(owner);
    const [start, renewal] = await eventsOf(owner);
    const { calendarId, id: integrationId } = await integrationOf(owner);
    fake.deleteEventByHand(calendarId!, renewal!.id);
    fake.moveEventByHand(calendarId!, start!.id, '2027-01-01');

    // A delta sync trusts what it sent; the full one reads the calendar back.
    queued.push({ integrationId, full: false });
    expect(await runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 0, deleted: 0 }]);
    queued.push({ integrationId, full: true });
    expect(await runQueuedSyncs()).toEqual([{ kind: 'synced', created: 1, updated: 1, deleted: 0 }]);
    const repaired = await eventsOf(owner);
    expect(repaired.map((event) => event.date)).toEqual(['2027-02-14', '2027-03-01']);
    // Google keeps a deleted event's id: the renewal came back under the next generation.
    expect(repaired[1]!.id).toBe(renewal!.id.replace(/r0$/, 'r1'));
    queued.push({ integrationId, full: true });
    expect(await runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 0, deleted: 0 }]);
  });

  it('makes a new calendar when the owner deleted the PermitPilot calendar by hand', async () => {
    const owner = await t.signedInOwner();
    await addPermit(owner, { name: 'Health Permit', renewalDate: '2027-03-01' });
    fake.account = { email: 'tidy.owner@gmail.test' };
    await connected(owner);
    const { calendarId: first } = await integrationOf(owner);
    fake.deleteCalendarByHand(first!);
    // A change finds the calendar gone; so does the daily full sync.
    await addPermit(owner, { name: 'Fire Inspection', renewalDate: '2027-04-01' });
    expect(await runQueuedSyncs()).toEqual([{ kind: 'synced', created: 4, updated: 0, deleted: 0 }]);
    const { calendarId: second, id: integrationId } = await integrationOf(owner);
    expect(second).not.toBe(first);
    expect(fake.calendarsOf('tidy.owner@gmail.test').map((calendar) => calendar.id)).toEqual([second]);
    expect(await eventsOf(owner)).toHaveLength(4);
    fake.deleteCalendarByHand(second!);
    queued.push({ integrationId, full: true });
    expect(await runQueuedSyncs()).toEqual([{ kind: 'synced', created: 4, updated: 0, deleted: 0 }]);
  });

  it('rides out rate limits and a stale access token: every event exactly once', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    for (let i = 1; i <= 12; i++)
      await addPermit(owner, { name: `Permit ${i}`, renewalDate: `2027-0${(i % 9) + 1}-1${i % 10}` });
    fake.rateLimitEvery(3);
    fake.failNext(
      { method: 'POST', pathIncludes: '/events' },
      { status: 403, reason: 'userRateLimitExceeded' },
    );
    fake.failNext({ method: 'POST', pathIncludes: '/events' }, { status: 503, reason: 'backendError' });
    await connected(owner);
    fake.rateLimitEvery(0);
    const events = await eventsOf(owner);
    expect(events).toHaveLength(24);
    expect(new Set(events.map((event) => event.id)).size).toBe(24);

    // Google refuses the access token once; a fresh one is asked for and the sync goes on.
    await addPermit(owner, { name: 'Permit 13', renewalDate: '2027-09-09' });
    fake.failNext({ method: 'POST', pathIncludes: '/events' }, { status: 401, reason: 'authError' });
    expect(await runQueuedSyncs()).toEqual([{ kind: 'synced', created: 2, updated: 0, deleted: 0 }]);
    expect((await statusOf(owner)).connection!.status).toBe('connected');
  });

  it('marks a revoked grant "reconnect needed", says so by e-mail once, and reconnecting resumes', async () => {
    const owner = await t.signedInOwner();
    await addPermit(owner, { name: 'Health Permit', renewalDate: '2027-03-01' });
    fake.account = { email: 'revoked.owner@gmail.test' };
    await connected(owner);
    fake.revokeGrant('revoked.owner@gmail.test');
    await addPermit(owner, { name: 'Fire Inspection', renewalDate: '2027-04-01' });
    expect(await runQueuedSyncs()).toEqual([{ kind: 'reconnect-needed' }]);
    expect((await statusOf(owner)).connection!.status).toBe('reconnect-needed');
    const mails = () =>
      t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, owner.email))
        .then((rows) => rows.filter((row) => row.subject?.startsWith('Reconnect Google Calendar')));
    expect(await mails()).toHaveLength(1);
    // No more syncs are queued for it, and nobody is told twice.
    await addPermit(owner, { name: 'Grill Permit', renewalDate: '2027-05-01' });
    expect(queued).toEqual([]);
    const { id: integrationId } = await integrationOf(owner);
    queued.push({ integrationId, full: true });
    expect(await runQueuedSyncs()).toEqual([{ kind: 'skipped' }]);
    expect(await mails()).toHaveLength(1);

    await connected(owner);
    expect((await statusOf(owner)).connection!.status).toBe('connected');
    expect((await eventsOf(owner)).map((event) => event.summary)).toContain('Renew: Grill Permit');
    expect(fake.calendarsOf('revoked.owner@gmail.test')).toHaveLength(1);
  });

  it('disconnects: the calendar deleted at Google, the grant revoked, the tokens forgotten', async () => {
    const owner = await t.signedInOwner();
    await addPermit(owner, { name: 'Health Permit', renewalDate: '2027-03-01' });
    fake.account = { email: 'leaving@gmail.test' };
    await connected(owner);
    const before = fake.requests.length;
    expect((await t.request('/api/calendar/google', { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      204,
    );
    expect(fake.calendarsOf('leaving@gmail.test')).toEqual([]);
    expect(fake.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /revoke',
    );
    expect(await statusOf(owner)).toEqual({ configured: true, connection: null });
    expect(
      (
        await t.db
          .select()
          .from(calendarIntegrations)
          .where(eq(calendarIntegrations.memberId, owner.memberId))
      ).length,
    ).toBe(0);
    const again = await t.request('/api/calendar/google', { method: 'DELETE', cookie: owner.cookie });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).code).toBe('CALENDAR_NOT_CONNECTED');
  });
});

describe('a membership that ends disconnects its calendar (docs/decisions/0023)', () => {
  async function businessWithConnectedCrew(email: string) {
    const owner = await t.signedInOwner({ plan: 'pro' });
    await addPermit(owner, { name: 'Health Permit', renewalDate: '2027-03-01' });
    const crew = await t.signedInMember(owner.businessId, 'crew');
    fake.account = { email };
    await connected(crew);
    expect(fake.calendarsOf(email)).toHaveLength(1);
    return { owner, crew };
  }

  const revokes = (since: number) =>
    fake.requests.slice(since).filter((request) => `${request.method} ${request.path}` === 'POST /revoke')
      .length;

  it('when the owner removes the member, or the member leaves', async () => {
    const removed = await businessWithConnectedCrew('removed@gmail.test');
    let before = fake.requests.length;
    const removal = await t.request(`/api/team/members/${removed.crew.memberId}`, {
      method: 'DELETE',
      cookie: removed.owner.cookie,
    });
    expect(removal.status).toBe(204);
    expect(fake.calendarsOf('removed@gmail.test')).toEqual([]);
    expect(revokes(before)).toBe(1);

    const leaving = await businessWithConnectedCrew('left@gmail.test');
    before = fake.requests.length;
    expect((await t.request('/api/team/leave', { method: 'POST', cookie: leaving.crew.cookie })).status).toBe(
      204,
    );
    expect(fake.calendarsOf('left@gmail.test')).toEqual([]);
    expect(revokes(before)).toBe(1);
  });

  it("when the owner closes the account, for every member's calendar of the business", async () => {
    const { owner, crew } = await businessWithConnectedCrew('member-of-closed@gmail.test');
    const before = fake.requests.length;
    const closed = await t.request('/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie: owner.cookie,
    });
    expect(closed.status).toBe(204);
    expect(fake.calendarsOf('member-of-closed@gmail.test')).toEqual([]);
    expect(revokes(before)).toBe(1);
    expect(
      await t.db.select().from(calendarIntegrations).where(eq(calendarIntegrations.memberId, crew.memberId)),
    ).toEqual([]);
  });

  it('not for a member of another business: a removal refused there touches nothing', async () => {
    const { crew } = await businessWithConnectedCrew('untouched@gmail.test');
    const stranger = await t.signedInOwner({ plan: 'pro' });
    const refused = await t.request(`/api/team/members/${crew.memberId}`, {
      method: 'DELETE',
      cookie: stranger.cookie,
    });
    expect(refused.status).toBe(404);
    expect(fake.calendarsOf('untouched@gmail.test')).toHaveLength(1);
  });
});

describe('the calendar callback refuses', () => {
  it('a missing code or state, another provider, and no session', async () => {
    const owner = await t.signedInOwner();
    const { code, state, browser } = await startConnect(owner);
    for (const body of [{ code }, { state }, {}]) {
      const answer = await exchange(owner, body, browser);
      expect(answer.status).toBe(400);
      expect(await errorOf(answer)).toEqual({
        code: 'CALENDAR_MISSING_PARAMETERS',
        message: 'Missing authorization code or state parameter',
      });
    }
    const outlook = Buffer.from(JSON.stringify({ provider: 'outlook', nonce: 'x'.repeat(32) })).toString(
      'base64url',
    );
    expect(await errorOf(await exchange(owner, { code, state: outlook }, browser))).toEqual({
      code: 'CALENDAR_UNSUPPORTED_PROVIDER',
      message: 'Unsupported calendar provider',
    });
    const anonymous = await t.request('/api/calendar/google/callback', {
      method: 'POST',
      json: { action: 'exchangeCode', code, state },
    });
    expect(anonymous.status).toBe(401);
    // None of that used the state up.
    expect((await exchange(owner, { code, state }, browser)).status).toBe(200);
    await runQueuedSyncs();
  });

  it('a state that is forged, replayed, expired, from another browser or another member: "Failed to connect calendar"', async () => {
    const owner = await t.signedInOwner();
    const refusedWith = async (answer: Response) => {
      expect(answer.status).toBe(400);
      expect(await errorOf(answer)).toEqual({
        code: 'CALENDAR_CONNECTION_FAILED',
        message: 'Failed to connect calendar',
      });
    };
    const forged = Buffer.from(JSON.stringify({ provider: 'google', nonce: 'n'.repeat(43) })).toString(
      'base64url',
    );
    const first = await startConnect(owner);
    await refusedWith(await exchange(owner, { code: first.code, state: forged }, first.browser));
    await refusedWith(await exchange(owner, { code: first.code, state: 'not-json' }, first.browser));
    // Without the cookie of the browser that pressed Connect, or with another's.
    await refusedWith(await exchange(owner, { code: first.code, state: first.state }));
    const other = await startConnect(owner);
    await refusedWith(await exchange(owner, { code: first.code, state: first.state }, other.browser));
    // Another member with the same browser's cookie.
    const stranger = await t.signedInOwner();
    await refusedWith(await exchange(stranger, { code: other.code, state: other.state }, other.browser));

    // Replayed: the first exchange used the state up.
    const fresh = await startConnect(owner);
    expect((await exchange(owner, { code: fresh.code, state: fresh.state }, fresh.browser)).status).toBe(200);
    await refusedWith(await exchange(owner, { code: fresh.code, state: fresh.state }, fresh.browser));
    await runQueuedSyncs();

    // Expired.
    const late = await startConnect(owner);
    await t.db.update(calendarOauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    await refusedWith(await exchange(owner, { code: late.code, state: late.state }, late.browser));
  });

  it('a code Google refuses, or a grant without a refresh token: nothing is stored', async () => {
    const owner = await t.signedInOwner();
    const refused = await startConnect(owner);
    expect(
      (await exchange(owner, { code: `${refused.code}x`, state: refused.state }, refused.browser)).status,
    ).toBe(400);
    fake.nextAuthorization({ withoutRefreshToken: true });
    const partial = await startConnect(owner);
    const answer = await exchange(owner, { code: partial.code, state: partial.state }, partial.browser);
    expect((await errorOf(answer)).code).toBe('CALENDAR_CONNECTION_FAILED');
    fake.nextAuthorization({ error: 'access_denied' });
    expect((await startConnect(owner)).error).toBe('access_denied');
    expect(await statusOf(owner)).toEqual({ configured: true, connection: null });
    expect(queued).toEqual([]);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('says Google Calendar is not offered, and Connect is refused', async () => {
    const plain = await createTestApp();
    try {
      const owner = await plain.signedInOwner();
      const status = await plain.request('/api/calendar/google', { cookie: owner.cookie });
      expect(await status.json()).toEqual({ configured: false, connection: null });
      const connect = await plain.request('/api/calendar/google/connect', {
        method: 'POST',
        cookie: owner.cookie,
      });
      expect(connect.status).toBe(404);
      expect((await errorOf(connect)).code).toBe('CALENDAR_NOT_CONFIGURED');
    } finally {
      await plain.close();
    }
  });
});
