import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo, calendarDateIn } from '../../../shared/domain/calendar-dates';
import { alertSettings, reminderDeliveries, subscriptions } from '../../db/schema';
import { capturingTransport } from '@tests/support/capturing-transport';
import { addMember, createPermit, createSubscription, createUser } from '@tests/support/factories';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-database';
import { sendReminders } from './send-reminders';
import { sweepReminders } from './sweep-reminders';

const DAY_MS = 24 * 60 * 60 * 1000;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

/** A Pro owner with text alerts on and one permit due in 5 days, swept once: an e-mail and a text wait. */
async function ownerWithQueuedText(subscription: Parameters<typeof createSubscription>[3] = {}) {
  const { db } = database;
  const now = new Date();
  const owner = await createUser(db);
  await db.insert(alertSettings).values({
    memberId: owner.memberId,
    sendHour: 0,
    timeZone: 'UTC',
    textAlerts: true,
    phoneNumber: '+15105550123',
  });
  await createPermit(db, owner.id, { renewalDate: addDaysTo(calendarDateIn('UTC', now), 5) });
  await createSubscription(db, owner.id, 'pro', subscription);
  await sweepReminders({ db, now });
  return { owner, now };
}

function send(
  memberId: string,
  channel: 'email' | 'sms',
  now: Date,
  allowedSmsCountries: readonly string[] = ['US', 'CA'],
) {
  const { mailer, sms, mails, texts } = capturingTransport();
  const result = sendReminders({
    db: database.db,
    mailer,
    sms,
    appUrl: 'http://localhost:3000',
    signingSecret: 'test-secret',
    memberId,
    channel,
    allowedSmsCountries,
    now,
  });
  return { result, texts, mails };
}

const pendingTexts = (memberId: string) =>
  database.db
    .select()
    .from(reminderDeliveries)
    .where(and(eq(reminderDeliveries.memberId, memberId), eq(reminderDeliveries.channel, 'sms')));

describe('a queued text message (text alerts are Pro only)', () => {
  it('goes out while the owner is still Pro', async () => {
    const { owner, now } = await ownerWithQueuedText();
    const { result, texts } = send(owner.memberId, 'sms', now);
    expect(await result).toBe('sent');
    expect(texts).toHaveLength(1);
    expect((await pendingTexts(owner.memberId)).map((row) => row.state)).toEqual(['sent']);
  });

  it('is dropped once a cancellation at period end took effect; the e-mail still goes', async () => {
    const { owner, now } = await ownerWithQueuedText({ cancelAtPeriodEnd: true, days: 1 });
    const afterPeriod = new Date(now.getTime() + 2 * DAY_MS);
    const text = send(owner.memberId, 'sms', afterPeriod);
    expect(await text.result).toBe('nothing');
    expect(text.texts).toEqual([]);
    expect(await pendingTexts(owner.memberId)).toEqual([]);

    const mail = send(owner.memberId, 'email', afterPeriod);
    expect(await mail.result).toBe('sent');
    expect(mail.mails).toHaveLength(1);
  });

  it('is dropped when its number is no longer in SMS_ALLOWED_COUNTRIES; the e-mail still goes', async () => {
    const { owner, now } = await ownerWithQueuedText();
    const text = send(owner.memberId, 'sms', now, ['CA']);
    expect(await text.result).toBe('nothing');
    expect(text.texts).toEqual([]);
    expect(await pendingTexts(owner.memberId)).toEqual([]);
    const mail = send(owner.memberId, 'email', now, ['CA']);
    expect(await mail.result).toBe('sent');
  });

  it('is dropped when the subscription was cancelled at once after the sweep', async () => {
    const { owner, now } = await ownerWithQueuedText();
    await database.db
      .update(subscriptions)
      .set({ tier: 'free', status: 'canceled', currentPeriodEnd: now })
      .where(eq(subscriptions.businessId, owner.businessId));
    const { result, texts } = send(owner.memberId, 'sms', now);
    expect(await result).toBe('nothing');
    expect(texts).toEqual([]);
    expect(await pendingTexts(owner.memberId)).toEqual([]);
  });
});

describe('a queued e-mail to a member other than the owner (docs/decisions/0018)', () => {
  it("drops a member's queued e-mail once the business leaves Pro, and still sends the owner's", async () => {
    const { db } = database;
    const now = new Date();
    const owner = await createUser(db);
    await createPermit(db, owner.id, { renewalDate: addDaysTo(calendarDateIn('UTC', now), 5) });
    await createSubscription(db, owner.id, 'pro');
    const manager = await addMember(db, {
      businessId: owner.businessId,
      userId: (await createUser(db)).id,
      role: 'manager',
    });
    await sweepReminders({ db, now });
    const queuedFor = (memberId: string) =>
      db.select().from(reminderDeliveries).where(eq(reminderDeliveries.memberId, memberId));
    expect(await queuedFor(manager)).toHaveLength(1);
    await db
      .update(subscriptions)
      .set({ tier: 'free', status: 'canceled', currentPeriodEnd: now })
      .where(eq(subscriptions.businessId, owner.businessId));

    const suspended = send(manager, 'email', now);
    expect(await suspended.result).toBe('nothing');
    expect(suspended.mails).toEqual([]);
    expect(await queuedFor(manager)).toEqual([]);
    const own = send(owner.memberId, 'email', now);
    expect(await own.result).toBe('sent');
    expect(own.mails.map((mail) => mail.to)).toEqual([owner.email]);
  });
});
