import { afterAll, beforeAll } from 'vitest';
import { addDaysTo, calendarDateIn } from '@shared/domain/calendar-dates';
import type { DatabaseConnection } from '@server/db/client';
import { alertSettings } from '@server/db/schema';
import { sendReminders } from '@server/features/reminders/send-reminders';
import type { Mailer } from '@server/integrations/mail/types';
import { startReminderJobs, type ReminderJobs } from '@server/jobs/reminder-jobs';
import { createLogger } from '@server/lib/logger';
import { createPermit, createUser } from './factories';
import { TEST_AUTH_SECRET, TEST_ORIGIN, type TestApp } from './test-app';

const logger = createLogger({ LOG_LEVEL: 'silent', isProduction: false, NODE_ENV: 'test' });

/** The reminder engine on a test app's database (or a second connection to it: a second instance). */
export const startTestReminderJobs = (app: TestApp, connection: DatabaseConnection = app.connection) =>
  startReminderJobs({
    connection,
    mailer: app.mailer,
    sms: app.sms,
    logger,
    appUrl: TEST_ORIGIN,
    signingSecret: TEST_AUTH_SECRET,
    sweepSeconds: 3600,
    allowedSmsCountries: app.config.SMS_ALLOWED_COUNTRIES,
    pollingIntervalSeconds: 0.5,
  });

/** The reminder engine on a test app, started before the file's tests and stopped after them. */
export function reminderJobsOf(app: TestApp) {
  let jobs: ReminderJobs | undefined;
  beforeAll(async () => {
    jobs = await startTestReminderJobs(app);
  });
  afterAll(async () => {
    await jobs?.stop();
  });
  return {
    /** Runs a sweep now, as the engine's timer does. */
    sweep: () => jobs!.sweep(),
  };
}

/** One member's e-mail reminders sent now through `mailer`, as the engine's job sends them. */
export const sendTestReminders = (app: TestApp, memberId: string, mailer: Mailer = app.mailer) =>
  sendReminders({
    db: app.db,
    mailer,
    sms: app.sms,
    appUrl: TEST_ORIGIN,
    signingSecret: TEST_AUTH_SECRET,
    memberId,
    channel: 'email',
    allowedSmsCountries: app.config.SMS_ALLOWED_COUNTRIES,
  });

export const todayUtc = () => calendarDateIn('UTC', new Date());

/** An owner whose reminders go out at any hour (send hour 0, UTC), with one permit due in `days`. */
export async function ownerWithPermit(
  app: TestApp,
  days: number,
  settings: Partial<typeof alertSettings.$inferInsert> = {},
) {
  const owner = await createUser(app.db);
  await app.db
    .insert(alertSettings)
    .values({ memberId: owner.memberId, sendHour: 0, timeZone: 'UTC', ...settings });
  const permit = await createPermit(app.db, owner.id, {
    name: `Health Permit ${owner.id.slice(0, 4)}`,
    renewalDate: addDaysTo(todayUtc(), days),
    cost: 425.5,
  });
  return { owner, permit };
}

type OutboxMessage = { subject: string | null; text: string; html: string | null; channel: string };

export async function outbox(app: TestApp, to: string) {
  const response = await app.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits until `count` messages arrived, then a little longer to see that no more come. */
export async function settledOutbox(app: TestApp, to: string, count: number) {
  const deadline = Date.now() + 15_000;
  while ((await outbox(app, to)).length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return outbox(app, to);
}
