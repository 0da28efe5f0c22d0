import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarIntegrations } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { connectCalendar } from '@tests/support/calendar-sync';
import { startFakeGoogle, type FakeGoogle } from '@tests/support/fake-google';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { CALENDAR_QUEUE, startCalendarJobs } from './calendar-jobs';
import { openReminderQueues } from '../../jobs/reminder-jobs';

/** Google Calendar sync as pg-boss jobs (docs/decisions/0023), against the local fake of Google. */
let fake: FakeGoogle;
let t: TestApp;
let boss: PgBoss;
let jobs: Awaited<ReturnType<typeof startCalendarJobs>>;

beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await createTestApp({
    env: fake.appEnv,
    googleRetryDelayMs: 1,
  });
  const logger = createLogger(t.config);
  boss = await openReminderQueues(t.connection, logger);
  jobs = await startCalendarJobs({
    boss,
    db: t.db,
    sync: t.googleCalendar!,
    mailer: t.mailer,
    logger,
    appUrl: t.config.APP_URL,
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  jobs?.stop();
  await boss?.stop({ graceful: false, wait: true });
  await t?.close();
  await fake?.close();
});

const connect = (cookie: string) => connectCalendar(t, cookie);

const summariesIn = (email: string) => {
  const [calendar] = fake.calendarsOf(email);
  return calendar
    ? fake
        .eventsOf(calendar.id)
        .filter((event) => event.status !== 'cancelled')
        .map((event) => event.summary)
        .sort()
    : [];
};

describe('Google Calendar sync jobs', () => {
  it('sync on connecting and on every permit change, and queue the daily full sync when it is due', async () => {
    const owner = await t.signedInOwner();
    fake.account = { email: 'jobs.owner@gmail.test' };
    await t.request('/api/permits', {
      method: 'POST',
      json: { name: 'Health Permit', renewalDate: '2027-03-01' },
      cookie: owner.cookie,
    });
    await connect(owner.cookie);
    await expect
      .poll(() => summariesIn('jobs.owner@gmail.test'), { timeout: 10_000 })
      .toEqual(['Renew: Health Permit', 'Start renewal: Health Permit']);
    await t.request('/api/permits', {
      method: 'POST',
      json: { name: 'Fire Inspection', renewalDate: '2027-05-01' },
      cookie: owner.cookie,
    });
    await expect.poll(() => summariesIn('jobs.owner@gmail.test'), { timeout: 10_000 }).toHaveLength(4);

    const [row] = await t.db
      .select()
      .from(calendarIntegrations)
      .where(eq(calendarIntegrations.memberId, owner.memberId));
    await t.db
      .update(calendarIntegrations)
      .set({ lastFullSyncAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(calendarIntegrations.id, row!.id));
    await jobs.queueDueFullSyncs();
    await expect
      .poll(
        async () =>
          (
            await t.db.select().from(calendarIntegrations).where(eq(calendarIntegrations.id, row!.id))
          )[0]!.lastFullSyncAt!.getTime(),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(Date.now() - 60_000);
  });

  it('keep no token or secret with a failed job', async () => {
    const owner = await t.signedInOwner();
    fake.account = { email: 'failing.owner@gmail.test' };
    for (let i = 0; i < 10; i++)
      fake.failNext({ method: 'POST', pathIncludes: '/calendars' }, { status: 500, reason: 'backendError' });
    await connect(owner.cookie);
    const failed = async () =>
      t.connection.executeSql(
        `select output::text as output from pgboss.job where name = '${CALENDAR_QUEUE}' and output is not null`,
      );
    await expect
      .poll(async () => JSON.stringify(await failed()), { timeout: 15_000 })
      .toContain('calendar sync failed: 500');
    const stored = JSON.stringify(await failed());
    const [row] = await t.db
      .select()
      .from(calendarIntegrations)
      .where(eq(calendarIntegrations.memberId, owner.memberId));
    const { cipher } = t.googleCalendar!;
    for (const secret of [
      cipher.decrypt(row!.refreshToken),
      cipher.decrypt(row!.accessToken!),
      fake.clientSecret,
    ])
      expect(stored).not.toContain(secret);
    expect(stored).not.toMatch(/Bearer/i);
  });
});
