import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDaysTo, calendarDateIn } from '../../../shared/domain/calendar-dates';
import { alertSettings } from '../../db/schema';
import type { Mailer, MailMessage } from '../../integrations/mail/types';
import { createPermit, createSubscription, createUser } from '@tests/support/factories';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-database';
import type * as ReminderMessages from './reminder-messages';
import { sendReminders } from './send-reminders';
import { sweepReminders } from './sweep-reminders';

// Writing a reminder loads the e-mail templates and renders them, which takes a while. On PGlite a transaction
// holds the whole database, so the message must be written before the transaction that marks it sent, or every
// request waits for it (docs/decisions/0032). Here the rendering itself asks the database something: inside the
// transaction that would never answer.
const rendering = vi.hoisted(() => ({ ask: async () => {} }));
vi.mock('./reminder-messages', async (original) => {
  const actual = await original<typeof ReminderMessages>();
  return {
    ...actual,
    renderReminderEmail: async (...args: Parameters<typeof actual.renderReminderEmail>) => {
      await rendering.ask();
      return actual.renderReminderEmail(...args);
    },
  };
});

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

describe('a reminder is written before the database is held', () => {
  it('renders the message while other queries still get answers, then sends it once', async () => {
    const { db } = database;
    const owner = await createUser(db);
    await createSubscription(db, owner.id, 'pro');
    await db.insert(alertSettings).values({ memberId: owner.memberId, sendHour: 0, timeZone: 'UTC' });
    await createPermit(db, owner.id, {
      name: 'Health Permit',
      renewalDate: addDaysTo(calendarDateIn('UTC', new Date()), 5),
    });
    await sweepReminders({ db, now: new Date() });
    let answered = 0;
    rendering.ask = async () => {
      await db.execute(sql`select 1`);
      answered += 1;
    };
    const mails: MailMessage[] = [];
    const mailer: Mailer = { name: 'capturing', send: async (message) => void mails.push(message) };
    const options = {
      db,
      mailer,
      sms: { name: 'unused', send: () => Promise.reject(new Error('no texts here')) },
      appUrl: 'http://localhost:3000',
      signingSecret: 'test-secret',
      memberId: owner.memberId,
      channel: 'email' as const,
      allowedSmsCountries: ['US'],
    };
    expect(await sendReminders(options)).toBe('sent');
    expect(answered).toBe(1);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Health Permit')]);
    expect(await sendReminders(options)).toBe('nothing');
  });
});
