import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysTo } from '@shared/domain/calendar-dates';
import { alertSettings, reminderDeliveries, subscriptions } from '@server/db/schema';
import { addMember, createPermit, createSubscription, createUser } from '@tests/support/factories';
import { outbox, todayUtc } from '@tests/support/reminder-fixtures';
import { setUpTestApp, TEST_AUTH_SECRET, TEST_ORIGIN } from '@tests/support/test-app';
import { sendReminders } from './send-reminders';
import { sweepReminders } from './sweep-reminders';

/**
 * Reminders to a team (docs/decisions/0018): each member by their own settings, with e-mail on by default for
 * the owner and managers and off for crew; the exactly-once key includes the member; nobody but the owner
 * hears anything while the business is not on Pro.
 */
const t = setUpTestApp();

async function team() {
  const owner = await createUser(t.db);
  await createSubscription(t.db, owner.id, 'pro');
  const people = {
    manager: await createUser(t.db),
    crew: await createUser(t.db),
    crewWithAlerts: await createUser(t.db),
  };
  const members = {
    owner: owner.memberId,
    manager: await addMember(t.db, {
      businessId: owner.businessId,
      userId: people.manager.id,
      role: 'manager',
    }),
    crew: await addMember(t.db, { businessId: owner.businessId, userId: people.crew.id, role: 'crew' }),
    crewWithAlerts: await addMember(t.db, {
      businessId: owner.businessId,
      userId: people.crewWithAlerts.id,
      role: 'crew',
    }),
  };
  // Send hour 0: saved settings otherwise wait for 8 a.m. in the member's zone, and the test runs at any hour.
  await t.db
    .insert(alertSettings)
    .values({ memberId: members.crewWithAlerts, emailAlerts: true, sendHour: 0 });
  const permit = await createPermit(t.db, owner.id, {
    name: 'Team Health Permit',
    renewalDate: addDaysTo(todayUtc(), 7),
  });
  return { owner, people, members, permit };
}

const send = (memberId: string) =>
  sendReminders({
    db: t.db,
    mailer: t.mailer,
    sms: t.sms,
    appUrl: TEST_ORIGIN,
    signingSecret: TEST_AUTH_SECRET,
    memberId,
    channel: 'email',
    allowedSmsCountries: ['US'],
  });

describe('reminders to a team', () => {
  it("reach each member by their own settings, listing the business's permits, once each", async () => {
    const { owner, people, members, permit } = await team();
    const groups = await sweepReminders({ db: t.db, now: new Date() });
    const mine = groups.filter((group) => Object.values(members).includes(group.memberId));
    expect(mine.map((group) => group.memberId).sort()).toEqual(
      [members.owner, members.manager, members.crewWithAlerts].sort(),
    );
    for (const group of mine) expect(await send(group.memberId)).toBe('sent');

    for (const email of [owner.email, people.manager.email, people.crewWithAlerts.email]) {
      const [message] = await outbox(t, email);
      expect(message?.text, email).toContain('Team Health Permit');
    }
    expect(await outbox(t, people.crew.email)).toEqual([]);
    const rows = await t.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.permitId, permit.id));
    expect(rows).toHaveLength(3);
    // A repeated sweep records nothing again for anyone.
    expect(
      (await sweepReminders({ db: t.db, now: new Date() })).filter((group) =>
        Object.values(members).includes(group.memberId),
      ),
    ).toEqual([]);
  });

  it('reach only the owner while the business is not on Pro', async () => {
    const { owner, members } = await team();
    await t.db
      .update(subscriptions)
      .set({ status: 'canceled', tier: 'free' })
      .where(eq(subscriptions.businessId, owner.businessId));
    const groups = await sweepReminders({ db: t.db, now: new Date() });
    expect(
      groups
        .filter((group) => Object.values(members).includes(group.memberId))
        .map((group) => group.memberId),
    ).toEqual([members.owner]);
  });
});
