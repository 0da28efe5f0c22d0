import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarIntegrations, outboxMessages } from '../../db/schema';
import { calendarSyncApp } from '@tests/support/calendar-sync';
import type { TestApp } from '@tests/support/test-app';

/**
 * Keeping a member's Google calendar in step (docs/decisions/0023) through the HTTP app, against a local fake
 * of Google's OAuth and Calendar v3 endpoints that fails the test on any request it does not know. Syncs the
 * app queues are kept and run when a test says so, as pg-boss would run them.
 */
const app = calendarSyncApp();

type Owner = Awaited<ReturnType<TestApp['signedInOwner']>>;

const statusOf = (owner: Owner) => app.statusOf(owner.cookie);

const integrationOf = async (owner: Owner) => (await app.integrationOf(owner.memberId))!;

/** The confirmed events of the owner's PermitPilot calendar, by summary. */
async function eventsOf(owner: Owner) {
  const { calendarId } = await integrationOf(owner);
  return app.fake
    .eventsOf(calendarId!)
    .filter((event) => event.status !== 'cancelled')
    .map((event) => ({ summary: event.summary, date: event.start?.date, id: event.id }))
    .sort((a, b) => `${a.date}${a.summary}`.localeCompare(`${b.date}${b.summary}`));
}

const addPermit = (owner: Owner, json: Record<string, unknown>) => app.addPermit(owner.cookie, json);

describe('syncing Google Calendar', () => {
  it('keeps the tokens encrypted, shows the account, and syncs every permit into its own calendar', async () => {
    const owner = await app.t.signedInOwner();
    await addPermit(owner, {
      name: 'Health Permit',
      renewalDate: '2027-03-01',
      processingTimeDays: 10,
      cost: 250,
    });
    await addPermit(owner, { name: 'Fire Inspection' });
    app.fake.account = { email: 'taco.truck@gmail.test' };
    expect(await app.connected(owner.cookie)).toEqual([
      { kind: 'synced', created: 2, updated: 0, deleted: 0 },
    ]);

    const status = await statusOf(owner);
    expect(status).toMatchObject({
      configured: true,
      connection: { accountEmail: 'taco.truck@gmail.test', status: 'connected' },
    });
    expect(status.connection!.lastSyncedAt).not.toBeNull();
    const row = await integrationOf(owner);
    expect(row.refreshToken).toMatch(/^v1\./);
    expect(app.t.googleCalendar!.cipher.decrypt(row.refreshToken)).not.toBe(row.refreshToken);
    // Never sent to the browser, nor in the data export.
    const exported = await (await app.t.request('/api/account/export', { cookie: owner.cookie })).text();
    expect(exported).toContain('taco.truck@gmail.test');
    expect(exported).not.toContain(row.refreshToken);
    expect(exported).not.toContain(app.t.googleCalendar!.cipher.decrypt(row.refreshToken));

    const [calendar] = app.fake.calendarsOf('taco.truck@gmail.test');
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
    const renewal = app.fake
      .eventsOf(row.calendarId!)
      .find((event) => event.summary === 'Renew: Health Permit')!;
    expect(renewal.end).toEqual({ date: '2027-03-02' });
    // The default lead days as popups at 9:00, those within Google's four weeks (30 days is PermitPilot's own).
    expect(renewal.reminders).toEqual({
      useDefault: false,
      overrides: [14, 7, 1].map((days) => ({ method: 'popup', minutes: days * 1440 - 540 })),
    });
    expect(renewal.description).toContain('Cost: $250.00');
    expect(renewal.description).toContain(`${app.t.config.APP_URL}/dashboard`);
  });

  it('speaks the member’s language: a change of it renames the calendar and rewrites the events (docs/decisions/0026)', async () => {
    const owner = await app.t.signedInOwner();
    await addPermit(owner, { name: 'Health Permit', renewalDate: '2027-03-01', processingTimeDays: 10 });
    app.fake.account = { email: 'bilingual.truck@gmail.test' };
    await app.connected(owner.cookie);
    expect(app.fake.calendarsOf('bilingual.truck@gmail.test')[0]!.summary).toBe('PermitPilot renewals');

    const changed = await app.t.request('/api/account/language', {
      method: 'PUT',
      json: { locale: 'es' },
      cookie: owner.cookie,
    });
    expect(changed.status).toBe(200);
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 2, deleted: 0 }]);
    const [calendar] = app.fake.calendarsOf('bilingual.truck@gmail.test');
    expect(calendar!.summary).toBe('Renovaciones de PermitPilot');
    expect((await eventsOf(owner)).map((event) => event.summary)).toEqual([
      'Iniciar renovación: Health Permit',
      'Renovar: Health Permit',
    ]);
    expect((await integrationOf(owner)).calendarName).toBe('Renovaciones de PermitPilot');

    // In step: the next sync renames and rewrites nothing.
    await app.t.googleCalendar!.membersChanged([owner.memberId]);
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 0, deleted: 0 }]);

    // A name the member gave the calendar in Google is theirs: back in English, only the events change.
    const { calendarId } = await integrationOf(owner);
    app.fake.renameCalendarByHand(calendarId!, 'Mi camión');
    await app.t.request('/api/account/language', {
      method: 'PUT',
      json: { locale: 'en' },
      cookie: owner.cookie,
    });
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 2, deleted: 0 }]);
    expect(app.fake.calendarsOf('bilingual.truck@gmail.test')[0]!.summary).toBe('Mi camión');
    expect((await integrationOf(owner)).calendarName).toBe('PermitPilot renewals');
  });

  it('takes a calendar named before its name was kept as named, without renaming it (migration 0015)', async () => {
    const owner = await app.t.signedInOwner();
    app.fake.account = { email: 'early.adopter@gmail.test' };
    await app.connected(owner.cookie);
    const { calendarId } = await integrationOf(owner);
    await app.t.db
      .update(calendarIntegrations)
      .set({ calendarName: null })
      .where(eq(calendarIntegrations.memberId, owner.memberId));
    app.fake.renameCalendarByHand(calendarId!, 'Truck paperwork');
    const before = app.fake.requests.length;
    await app.t.googleCalendar!.membersChanged([owner.memberId]);
    await app.runQueuedSyncs();
    // Neither read nor renamed: no request about the calendar itself, only its events'.
    const aboutTheCalendar = app.fake.requests
      .slice(before)
      .filter((request) => /\/calendars\/[^/]+$/.test(request.path));
    expect(aboutTheCalendar).toEqual([]);
    expect(app.fake.calendarsOf('early.adopter@gmail.test')[0]!.summary).toBe('Truck paperwork');
    expect((await integrationOf(owner)).calendarName).toBe('PermitPilot renewals');
  });

  it('follows adding, editing, renewing and deleting a permit, and the member’s lead days', async () => {
    const owner = await app.t.signedInOwner();
    await app.connected(owner.cookie);
    const id = await addPermit(owner, { name: 'Business License', renewalDate: '2027-05-01' });
    expect(app.queued).toHaveLength(1);
    await app.runQueuedSyncs();
    expect((await eventsOf(owner)).map((event) => event.date)).toEqual(['2027-03-17', '2027-05-01']);

    await app.t.request(`/api/permits/${id}`, {
      method: 'PUT',
      json: { name: 'City Business License', renewalDate: '2027-06-01' },
      cookie: owner.cookie,
    });
    await app.runQueuedSyncs();
    expect(await eventsOf(owner)).toMatchObject([
      { summary: 'Start renewal: City Business License', date: '2027-04-17' },
      { summary: 'Renew: City Business License', date: '2027-06-01' },
    ]);

    const renewed = await app.t.request(`/api/permits/${id}/renew`, {
      method: 'POST',
      json: { renewalDate: '2028-06-01' },
      cookie: owner.cookie,
    });
    expect(renewed.status).toBeLessThan(300);
    await app.runQueuedSyncs();
    expect((await eventsOf(owner)).map((event) => event.date)).toEqual(['2028-04-17', '2028-06-01']);

    await app.t.request('/api/alert-settings', {
      method: 'PUT',
      json: { emailAlerts: true, textAlerts: false, reminderDays: [60, 3], timeZone: 'UTC', sendHour: 9 },
      cookie: owner.cookie,
    });
    await app.runQueuedSyncs();
    const { calendarId } = await integrationOf(owner);
    const renewal = app.fake.eventsOf(calendarId!).find((event) => event.summary?.startsWith('Renew:'))!;
    // Google takes reminders up to four weeks ahead: 60 days is left to PermitPilot's own reminders.
    expect(renewal.reminders!.overrides).toEqual([{ method: 'popup', minutes: 3 * 1440 - 540 }]);

    expect(
      (await app.t.request(`/api/permits/${id}`, { method: 'DELETE', cookie: owner.cookie })).status,
    ).toBe(204);
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 0, deleted: 2 }]);
    expect(await eventsOf(owner)).toEqual([]);
  });

  it('puts back, on the daily full sync, events deleted or moved by hand, without duplicates', async () => {
    const owner = await app.t.signedInOwner();
    await addPermit(owner, { name: 'Health Permit', renewalDate: '2027-03-01', processingTimeDays: 10 });
    await app.connected(owner.cookie);
    const [start, renewal] = await eventsOf(owner);
    const { calendarId, id: integrationId } = await integrationOf(owner);
    app.fake.deleteEventByHand(calendarId!, renewal!.id);
    app.fake.moveEventByHand(calendarId!, start!.id, '2027-01-01');

    // A delta sync trusts what it sent; the full one reads the calendar back.
    app.queued.push({ integrationId, full: false });
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 0, deleted: 0 }]);
    app.queued.push({ integrationId, full: true });
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 1, updated: 1, deleted: 0 }]);
    const repaired = await eventsOf(owner);
    expect(repaired.map((event) => event.date)).toEqual(['2027-02-14', '2027-03-01']);
    // Google keeps a deleted event's id: the renewal came back under the next generation.
    expect(repaired[1]!.id).toBe(renewal!.id.replace(/r0$/, 'r1'));
    app.queued.push({ integrationId, full: true });
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 0, updated: 0, deleted: 0 }]);
  });

  it('makes a new calendar when the owner deleted the PermitPilot calendar by hand', async () => {
    const owner = await app.t.signedInOwner();
    await addPermit(owner, { name: 'Health Permit', renewalDate: '2027-03-01' });
    app.fake.account = { email: 'tidy.owner@gmail.test' };
    await app.connected(owner.cookie);
    const { calendarId: first } = await integrationOf(owner);
    app.fake.deleteCalendarByHand(first!);
    // A change finds the calendar gone; so does the daily full sync.
    await addPermit(owner, { name: 'Fire Inspection', renewalDate: '2027-04-01' });
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 4, updated: 0, deleted: 0 }]);
    const { calendarId: second, id: integrationId } = await integrationOf(owner);
    expect(second).not.toBe(first);
    expect(app.fake.calendarsOf('tidy.owner@gmail.test').map((calendar) => calendar.id)).toEqual([second]);
    expect(await eventsOf(owner)).toHaveLength(4);
    app.fake.deleteCalendarByHand(second!);
    app.queued.push({ integrationId, full: true });
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 4, updated: 0, deleted: 0 }]);
  });

  it('rides out rate limits and a stale access token: every event exactly once', async () => {
    const owner = await app.t.signedInOwner({ plan: 'pro' });
    for (let i = 1; i <= 12; i++)
      await addPermit(owner, { name: `Permit ${i}`, renewalDate: `2027-0${(i % 9) + 1}-1${i % 10}` });
    app.fake.rateLimitEvery(3);
    app.fake.failNext(
      { method: 'POST', pathIncludes: '/events' },
      { status: 403, reason: 'userRateLimitExceeded' },
    );
    app.fake.failNext({ method: 'POST', pathIncludes: '/events' }, { status: 503, reason: 'backendError' });
    await app.connected(owner.cookie);
    app.fake.rateLimitEvery(0);
    const events = await eventsOf(owner);
    expect(events).toHaveLength(24);
    expect(new Set(events.map((event) => event.id)).size).toBe(24);

    // Google refuses the access token once; a fresh one is asked for and the sync goes on.
    await addPermit(owner, { name: 'Permit 13', renewalDate: '2027-09-09' });
    app.fake.failNext({ method: 'POST', pathIncludes: '/events' }, { status: 401, reason: 'authError' });
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'synced', created: 2, updated: 0, deleted: 0 }]);
    expect((await statusOf(owner)).connection!.status).toBe('connected');
  });

  it('marks a revoked grant "reconnect needed", says so by e-mail once, and reconnecting resumes', async () => {
    const owner = await app.t.signedInOwner();
    await addPermit(owner, { name: 'Health Permit', renewalDate: '2027-03-01' });
    app.fake.account = { email: 'revoked.owner@gmail.test' };
    await app.connected(owner.cookie);
    app.fake.revokeGrant('revoked.owner@gmail.test');
    await addPermit(owner, { name: 'Fire Inspection', renewalDate: '2027-04-01' });
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'reconnect-needed' }]);
    expect((await statusOf(owner)).connection!.status).toBe('reconnect-needed');
    const mails = () =>
      app.t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, owner.email))
        .then((rows) => rows.filter((row) => row.subject?.startsWith('Reconnect Google Calendar')));
    expect(await mails()).toHaveLength(1);
    // No more syncs are app.queued for it, and nobody is told twice.
    await addPermit(owner, { name: 'Grill Permit', renewalDate: '2027-05-01' });
    expect(app.queued).toEqual([]);
    const { id: integrationId } = await integrationOf(owner);
    app.queued.push({ integrationId, full: true });
    expect(await app.runQueuedSyncs()).toEqual([{ kind: 'skipped' }]);
    expect(await mails()).toHaveLength(1);

    await app.connected(owner.cookie);
    expect((await statusOf(owner)).connection!.status).toBe('connected');
    expect((await eventsOf(owner)).map((event) => event.summary)).toContain('Renew: Grill Permit');
    expect(app.fake.calendarsOf('revoked.owner@gmail.test')).toHaveLength(1);
  });
});
