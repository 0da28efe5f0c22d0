import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo, calendarDateIn } from '../../../shared/domain/calendar-dates';
import { alertSettings, memberVehicles, reminderDeliveries, vehicles } from '../../db/schema';
import { capturingTransport } from '@tests/support/capturing-transport';
import { addMember, createPermit, createSubscription, createUser } from '@tests/support/factories';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-database';
import { sendReminders } from './send-reminders';
import { sweepReminders } from './sweep-reminders';

/**
 * Reminders of a fleet (docs/product/fleet.md#reminders-and-calendars): a vehicle's permit is named with its
 * vehicle in the subject, the body, the digest and the text; an archived vehicle's permits get nothing; a
 * member who keeps to their vehicles hears of theirs and the whole business's.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const today = () => calendarDateIn('UTC', new Date());

/** A Pro owner with e-mail and text alerts at any hour, and a vehicle of each name given. */
async function fleetOwner(...names: string[]) {
  const { db } = database;
  const owner = await createUser(db);
  await createSubscription(db, owner.id, 'pro');
  await db.insert(alertSettings).values({
    memberId: owner.memberId,
    sendHour: 0,
    timeZone: 'UTC',
    textAlerts: true,
    phoneNumber: '+15105550123',
  });
  const trucks = await db
    .insert(vehicles)
    .values(names.map((name) => ({ businessId: owner.businessId, name, kind: 'truck' })))
    .returning();
  return { owner, trucks };
}

const permitOn = (userId: string, name: string, vehicleId: string | null, days = 5) =>
  createPermit(database.db, userId, { name, vehicleId, renewalDate: addDaysTo(today(), days) });

/** Sends one member's waiting reminders on a channel, capturing what went out. */
async function send(memberId: string, channel: 'email' | 'sms') {
  const { mailer, sms, mails, texts } = capturingTransport();
  const result = await sendReminders({
    db: database.db,
    mailer,
    sms,
    appUrl: 'http://localhost:3000',
    signingSecret: 'test-secret',
    memberId,
    channel,
    allowedSmsCountries: ['US'],
  });
  return { result, texts, mails };
}

const sweep = () => sweepReminders({ db: database.db, now: new Date() });
const sweptFor = async (memberId: string) =>
  (await sweep()).filter((group) => group.memberId === memberId).map((group) => group.channel);

describe("reminders of a vehicle's permits", () => {
  it("name the vehicle in the e-mail's subject and body, and in the text", async () => {
    const { owner, trucks } = await fleetOwner('Truck 2');
    await permitOn(owner.id, 'Health Permit', trucks[0]!.id);
    expect((await sweptFor(owner.memberId)).sort()).toEqual(['email', 'sms']);

    const email = await send(owner.memberId, 'email');
    expect(email.result).toBe('sent');
    expect(email.mails[0]!.subject).toBe('Health Permit — Truck 2 is due for renewal');
    expect(email.mails[0]!.text).toContain('Health Permit — Truck 2');
    expect(email.mails[0]!.html).toContain('Health Permit — Truck 2');
    const text = await send(owner.memberId, 'sms');
    expect(text.texts.map((message) => message.body)).toEqual([
      'PermitPilot: renewal due: Health Permit — Truck 2 (5 days left). Reply STOP to opt out.',
    ]);
  });

  it('name each permit of the digest as its own: with its vehicle, or alone for the whole business', async () => {
    const { owner, trucks } = await fleetOwner('Truck 1', 'Truck 2');
    await permitOn(owner.id, 'Health Permit', trucks[1]!.id, 3);
    await permitOn(owner.id, 'Fire Inspection', null, 4);
    await sweep();
    const { mails } = await send(owner.memberId, 'email');
    expect(mails[0]!.subject).toBe('2 permits are due for renewal');
    expect(mails[0]!.text).toContain('Health Permit — Truck 2');
    expect(mails[0]!.text).toContain('Fire Inspection');
    expect(mails[0]!.text).not.toContain('Fire Inspection —');
    const { texts } = await send(owner.memberId, 'sms');
    expect(texts[0]!.body).toContain('Health Permit — Truck 2 (3 days left); Fire Inspection (4 days left)');
  });

  it("leave out an archived vehicle's permits, and drop those recorded before it was archived", async () => {
    const { db } = database;
    const { owner, trucks } = await fleetOwner('Old Truck', 'New Truck');
    const [old, kept] = [trucks[0]!, trucks[1]!];
    await db.update(vehicles).set({ archivedAt: new Date() }).where(eq(vehicles.id, old.id));
    const archivedPermit = await permitOn(owner.id, 'Health Permit', old.id);
    expect(await sweptFor(owner.memberId)).toEqual([]);

    // Recorded while the truck ran, archived before the job sent it: nothing goes out, nothing is failed.
    await permitOn(owner.id, 'Fire Inspection', kept.id);
    expect((await sweptFor(owner.memberId)).sort()).toEqual(['email', 'sms']);
    await db.update(vehicles).set({ archivedAt: new Date() }).where(eq(vehicles.id, kept.id));
    expect((await send(owner.memberId, 'email')).result).toBe('nothing');
    expect((await send(owner.memberId, 'sms')).result).toBe('nothing');
    const rows = await db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.memberId, owner.memberId));
    expect(rows).toEqual([]);
    expect(archivedPermit.vehicleId).toBe(old.id);
  });
});

describe("a member's 'Only my vehicles'", () => {
  it("brings their vehicles' and the whole business's permits, not another vehicle's; others hear of all", async () => {
    const { db } = database;
    const { owner, trucks } = await fleetOwner('Truck 1', 'Truck 2');
    const [one, two] = [trucks[0]!, trucks[1]!];
    const driver = await createUser(db);
    const managerId = await addMember(db, {
      businessId: owner.businessId,
      userId: driver.id,
      role: 'manager',
    });
    await db
      .insert(alertSettings)
      .values({ memberId: managerId, sendHour: 0, timeZone: 'UTC', onlyMyVehicles: true });
    await db.insert(memberVehicles).values({ memberId: managerId, vehicleId: one.id });
    await permitOn(owner.id, 'Health Permit', one.id, 3);
    const other = await permitOn(owner.id, 'Fire Inspection', two.id, 4);
    await permitOn(owner.id, 'Seller Permit', null, 5);
    await sweep();

    const mine = await send(managerId, 'email');
    expect(mine.mails[0]!.subject).toBe('2 permits are due for renewal');
    expect(mine.mails[0]!.text).toContain('Health Permit — Truck 1');
    expect(mine.mails[0]!.text).toContain('Seller Permit');
    expect(mine.mails[0]!.text).not.toContain('Truck 2');
    const everything = await send(owner.memberId, 'email');
    expect(everything.mails[0]!.subject).toBe('3 permits are due for renewal');
    expect(everything.mails[0]!.text).toContain('Fire Inspection — Truck 2');

    // Assigned to Truck 2 too: the next sweep brings its permit, once.
    await db.insert(memberVehicles).values({ memberId: managerId, vehicleId: two.id });
    expect(await sweptFor(managerId)).toEqual(['email']);
    expect((await send(managerId, 'email')).mails[0]!.subject).toBe(
      'Fire Inspection — Truck 2 is due for renewal',
    );
    const rows = await db
      .select()
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.memberId, managerId), eq(reminderDeliveries.permitId, other.id)));
    expect(rows.map((row) => row.state)).toEqual(['sent']);
    expect(await sweptFor(managerId)).toEqual([]);
  });

  it('drops what was recorded for a vehicle the member no longer keeps to', async () => {
    const { db } = database;
    const { owner, trucks } = await fleetOwner('Truck 1');
    await permitOn(owner.id, 'Health Permit', trucks[0]!.id);
    expect((await sweptFor(owner.memberId)).sort()).toEqual(['email', 'sms']);
    // The owner keeps to their vehicles (none) before the job runs: the truck's reminder is not theirs now.
    await db
      .update(alertSettings)
      .set({ onlyMyVehicles: true })
      .where(eq(alertSettings.memberId, owner.memberId));
    expect((await send(owner.memberId, 'email')).result).toBe('nothing');
    expect((await send(owner.memberId, 'sms')).result).toBe('nothing');
    expect(await sweptFor(owner.memberId)).toEqual([]);
  });
});
