import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysTo } from '../../shared/domain/calendar-dates';
import { alertSettings, events, reminderDeliveries, user } from '../db/schema';
import { sweepReminders } from '../features/reminders/sweep-reminders';
import type { Mailer } from '../integrations/mail/types';
import { unsubscribeUrl } from '../lib/unsubscribe-link';
import { dallasFestivalRow } from '@tests/support/event-fixtures';
import { addMember, createPermit, createSubscription, createUser } from '@tests/support/factories';
import {
  ownerWithPermit,
  reminderJobsOf,
  sendTestReminders,
  settledOutbox,
  startTestReminderJobs,
  todayUtc,
} from '@tests/support/reminder-fixtures';
import { setUpTestApp, TEST_AUTH_SECRET, TEST_ORIGIN } from '@tests/support/test-app';

const t = setUpTestApp();
const jobs = reminderJobsOf(t);

const today = todayUtc;

describe('the reminder engine', () => {
  it('sends a permit 5 days from renewal exactly one reminder, and nothing on the next three sweeps', async () => {
    const { owner, permit } = await ownerWithPermit(t, 5);
    await jobs.sweep();
    const [mail, ...more] = await settledOutbox(t, owner.email, 1);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`${permit.name} is due for renewal`);
    expect(mail!.text).toContain('5 days left');
    expect(mail!.text).toContain('Cost: $425.50');
    expect(mail!.text).toContain('Start renewal process now');
    expect(mail!.text).toContain(`Mark as renewed: ${TEST_ORIGIN}/dashboard?renew=${permit.id}`);
    expect(mail!.html).toContain('Start renewal process now');
    // Only the most recent crossed lead day (7) is recorded, not 30 and 14 as well.
    const rows = await t.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.permitId, permit.id));
    expect(rows.map((row) => [row.leadDay, row.state])).toEqual([[7, 'sent']]);

    for (let sweep = 0; sweep < 3; sweep++) await jobs.sweep();
    expect(await settledOutbox(t, owner.email, 1)).toHaveLength(1);
  });

  it("sends an event's 'Apply by' reminder once, beside the permits' digest, however often it sweeps", async () => {
    const { owner, permit } = await ownerWithPermit(t, 5);
    // docs/product/events.md#deadlines: Dallas's temporary food permit is applied for 7 days before the first day.
    await t.db.insert(events).values(dallasFestivalRow(owner.businessId, 12));
    await jobs.sweep();
    await jobs.sweep();
    const messages = await settledOutbox(t, owner.email, 2);
    expect(messages.map((message) => message.subject).sort()).toEqual([
      expect.stringMatching(
        /^Apply by .+ for Temporary Food Service Establishment Permit .+ — Dallas Taco Fest$/,
      ),
      `${permit.name} is due for renewal`,
    ]);
    expect(messages.find((message) => message.subject?.startsWith('Apply by'))!.text).toContain(
      '5 days left',
    );
    for (let sweep = 0; sweep < 2; sweep++) await jobs.sweep();
    expect(await settledOutbox(t, owner.email, 2)).toHaveLength(2);
  });

  it("lists every due permit of an owner in one digest, and sends one 'expired' notice", async () => {
    const { owner } = await ownerWithPermit(t, 1);
    await createPermit(t.db, owner.id, { name: 'Fire Inspection', renewalDate: addDaysTo(today(), -3) });
    await createPermit(t.db, owner.id, { name: 'Not yet', renewalDate: addDaysTo(today(), 200) });
    await jobs.sweep();
    const messages = await settledOutbox(t, owner.email, 1);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe('2 permits need attention');
    expect(messages[0]!.text).toContain('1 day left');
    expect(messages[0]!.text).toContain('3 days overdue');
    expect(messages[0]!.text).not.toContain('Not yet');
    const expired = await t.db
      .select()
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.memberId, owner.memberId), eq(reminderDeliveries.leadDay, 0)));
    expect(expired).toHaveLength(1);
  });

  it('sends nothing while e-mail alerts are off, or before the send hour', async () => {
    const { owner } = await ownerWithPermit(t, 3, { emailAlerts: false });
    await jobs.sweep();
    expect(await settledOutbox(t, owner.email, 0)).toHaveLength(0);

    const late = await ownerWithPermit(t, 3, { sendHour: 23, timeZone: 'UTC' });
    await sweepReminders({ db: t.db, now: new Date(`${today()}T10:00:00Z`) });
    expect(
      await t.db
        .select()
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.memberId, late.owner.memberId)),
    ).toHaveLength(0);
  });

  it('texts Pro owners with a phone number, with the STOP note', async () => {
    const phone = '+15105550199';
    const { owner } = await ownerWithPermit(t, 14, { textAlerts: true, phoneNumber: phone });
    await createSubscription(t.db, owner.id, 'pro');
    await jobs.sweep();
    const [sms] = await settledOutbox(t, phone, 1);
    expect(sms!.channel).toBe('sms');
    expect(sms!.text).toMatch(/^PermitPilot: renewal due: .*\(14 days left\)\. Reply STOP to opt out\.$/);
    expect(await settledOutbox(t, owner.email, 1)).toHaveLength(1);
  });

  it('turns e-mail alerts off from the one-click unsubscribe link, and refuses a forged one', async () => {
    const { owner } = await ownerWithPermit(t, 2);
    await jobs.sweep();
    const [mail] = await settledOutbox(t, owner.email, 1);
    const link = new URL(mail!.text.match(/Unsubscribe from reminder e-mails: (\S+)/)![1]!);
    const page = await t.request(link.pathname + link.search);
    expect(await page.text()).toContain('Stop reminder e-mails?');
    const forged = await t.request(
      `/api/reminders/unsubscribe?token=${encodeURIComponent(`${owner.memberId}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)}`,
      { method: 'POST' },
    );
    expect(forged.status).toBe(400);
    const done = await t.request(link.pathname + link.search, { method: 'POST' });
    expect(done.status).toBe(200);
    const [settings] = await t.db
      .select()
      .from(alertSettings)
      .where(eq(alertSettings.memberId, owner.memberId));
    expect(settings!.emailAlerts).toBe(false);
  });
});

describe('an unsubscribe link mailed before businesses (docs/decisions/0018)', () => {
  it('names the user, and turns e-mail alerts off in each business they belong to, and nobody else’s', async () => {
    const { owner } = await ownerWithPermit(t, 4);
    const employer = await createUser(t.db);
    const crewMember = await addMember(t.db, {
      businessId: employer.businessId,
      userId: owner.id,
      role: 'crew',
    });
    await t.db.insert(alertSettings).values({ memberId: crewMember, emailAlerts: true });
    // The page speaks the person's language, found through the user the link names (docs/decisions/0026).
    await t.db.update(user).set({ locale: 'es' }).where(eq(user.id, owner.id));
    const link = new URL(unsubscribeUrl(TEST_ORIGIN, TEST_AUTH_SECRET, owner.id));
    expect(await (await t.request(link.pathname + link.search)).text()).toContain(
      '¿Dejar de recibir correos de recordatorio?',
    );
    const done = await t.request(link.pathname + link.search, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Canceló la suscripción');
    const emailAlertsOf = async (memberId: string) =>
      (await t.db.select().from(alertSettings).where(eq(alertSettings.memberId, memberId)))[0]?.emailAlerts;
    expect(await emailAlertsOf(owner.memberId)).toBe(false);
    expect(await emailAlertsOf(crewMember)).toBe(false);
    expect(await emailAlertsOf(employer.memberId)).toBeUndefined();
  });
});

describe('the reminder e-mail', () => {
  it('carries a one-click List-Unsubscribe header and its link', async () => {
    const { owner } = await ownerWithPermit(t, 9);
    await sweepReminders({ db: t.db, now: new Date() });
    const sent: Parameters<Mailer['send']>[0][] = [];
    const capturing: Mailer = { name: 'capturing', send: async (message) => void sent.push(message) };
    const result = await sendTestReminders(t, owner.memberId, capturing);
    expect(result).toBe('sent');
    const [message] = sent;
    const link = message!.headers!['List-Unsubscribe']!.slice(1, -1);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?token=/);
    expect(message!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(message!.html).toContain(link.replaceAll('&', '&amp;'));
    expect(message!.to).toBe(owner.email);
  });
});

describe('delivery failures', () => {
  it('retries a failing send and records it as failed after the last attempt', async () => {
    const { owner } = await ownerWithPermit(t, 6);
    await sweepReminders({ db: t.db, now: new Date() });
    const broken: Mailer = {
      name: 'broken',
      send: () => Promise.reject(new Error('SMTP 451: try again later')),
    };
    const attempt = () => sendTestReminders(t, owner.memberId, broken);
    for (let tries = 1; tries < 5; tries++) await expect(attempt()).rejects.toThrow(/451/);
    expect(await attempt()).toBe('failed');
    const cookie = await t.signIn(owner.email, owner.password);
    const settings = (await (await t.request('/api/alert-settings', { cookie })).json()) as {
      failures: { error: string; channel: string }[];
    };
    expect(settings.failures).toEqual([
      expect.objectContaining({ channel: 'email', error: 'SMTP 451: try again later' }),
    ]);
  });
});

describe('an idle engine', () => {
  it('leaves the database alone between sweeps (pg-boss supervises every 15 s, not every millisecond)', async () => {
    const statements: string[] = [];
    const counting = {
      ...t.connection,
      executeSql: (text: string, values?: unknown[]) => {
        statements.push(text);
        return t.connection.executeSql(text, values);
      },
    };
    const idle = await startTestReminderJobs(t, counting);
    try {
      await idle.sweep();
      statements.length = 0;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // Polling two queues every 0.5 s is a handful of fetches; the broken default was thousands.
      const supervision = statements.filter(
        (text) => /pgboss\.queue\b/.test(text) && /monitor_on|maintain_on/.test(text),
      );
      expect(supervision).toEqual([]);
      expect(statements.length).toBeLessThan(40);
    } finally {
      await idle.stop();
    }
  });
});
