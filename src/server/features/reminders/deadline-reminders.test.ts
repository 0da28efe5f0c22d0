import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo, calendarDateIn } from '../../../shared/domain/calendar-dates';
import {
  alertSettings,
  deadlineDeliveries,
  eventLineMarks,
  events,
  eventVehicles,
  memberVehicles,
  permitInspections,
  user,
  vehicles,
} from '../../db/schema';
import { capturingTransport } from '@tests/support/capturing-transport';
import { addMember, createPermit, createSubscription, createUser } from '@tests/support/factories';
import { deadlineSource } from '@tests/support/deadline-source';
import { dallasFestivalRow } from '@tests/support/event-fixtures';
import { createTestDatabase, type TestDatabase } from '@tests/support/test-database';
import { sendDeadlineReminders } from './send-deadline-reminders';
import { sweepDeadlineReminders } from './sweep-deadline-reminders';

/**
 * Reminders of the deadlines that are no renewal (docs/product/events.md#deadlines): an event's 'Apply by'
 * date, the organiser's deadline and inspections reach the members permits reach, on the same lead days and
 * channels, exactly once; a deadline met sends nothing.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const today = () => calendarDateIn('UTC', new Date());
const DALLAS_PERMIT = 'tx-dallas-temporary-food-establishment-permit';

/** A Pro owner with e-mail and text alerts at any hour. */
async function proOwner() {
  const owner = await createUser(database.db);
  await createSubscription(database.db, owner.id, 'pro');
  await database.db.insert(alertSettings).values({
    memberId: owner.memberId,
    sendHour: 0,
    timeZone: 'UTC',
    textAlerts: true,
    phoneNumber: '+15105550123',
  });
  return owner;
}

/** A festival in Dallas starting in 10 days: its temporary food permit is applied for 7 days before, in 3. */
async function festival(businessId: string, change: Partial<typeof events.$inferInsert> = {}) {
  const [event] = await database.db
    .insert(events)
    .values(dallasFestivalRow(businessId, 10, { endsOn: addDaysTo(today(), 11), ...change }))
    .returning();
  return event!;
}

const sweep = () => sweepDeadlineReminders({ db: database.db, now: new Date(), deadlines: deadlineSource });

async function send(memberId: string, channel: 'email' | 'sms' = 'email') {
  const { mailer, sms, mails, texts } = capturingTransport();
  const result = await sendDeadlineReminders({
    db: database.db,
    mailer,
    sms,
    appUrl: 'http://localhost:3000',
    signingSecret: 'test-secret',
    memberId,
    channel,
    allowedSmsCountries: ['US'],
    deadlines: deadlineSource,
  });
  return { result, mails, texts };
}

const sweptFor = async (memberId: string) =>
  (await sweep())
    .filter((group) => group.memberId === memberId)
    .map((group) => group.channel)
    .sort();

describe("reminders of an event's deadlines", () => {
  it("send an 'Apply by' reminder once by e-mail and text, however often the sweep runs", async () => {
    const owner = await proOwner();
    const event = await festival(owner.businessId);
    expect(await sweptFor(owner.memberId)).toEqual(['email', 'sms']);
    const email = await send(owner.memberId);
    expect(email.result).toBe('sent');
    expect(email.mails).toHaveLength(1);
    expect(email.mails[0]!.subject).toMatch(
      /^Apply by .+ for Temporary Food Service Establishment Permit \(City of Dallas\) — Dallas Taco Fest$/,
    );
    expect(email.mails[0]!.text).toContain('3 days left');
    const text = await send(owner.memberId, 'sms');
    expect(text.texts[0]!.body).toMatch(
      /^PermitPilot: deadline coming up: Apply by .+ \(3 days left\)\. Reply STOP/,
    );

    expect(await sweptFor(owner.memberId)).toEqual([]);
    expect((await send(owner.memberId)).mails).toEqual([]);
    const rows = await database.db
      .select()
      .from(deadlineDeliveries)
      .where(eq(deadlineDeliveries.eventId, event.id));
    expect(rows.map((row) => [row.deadlineKey, row.leadDay, row.state])).toEqual([
      [`event:${event.id}:apply-by:${DALLAS_PERMIT}`, 7, 'sent'],
      [`event:${event.id}:apply-by:${DALLAS_PERMIT}`, 7, 'sent'],
    ]);
  });

  it('send nothing for a deadline met, before the sweep or between the sweep and the send', async () => {
    const owner = await proOwner();
    await createPermit(database.db, owner.id, {
      catalogEntryId: DALLAS_PERMIT,
      renewalDate: addDaysTo(today(), 90),
    });
    await festival(owner.businessId);
    expect(await sweptFor(owner.memberId)).toEqual([]);

    const other = await proOwner();
    const event = await festival(other.businessId, { applicationDeadline: addDaysTo(today(), 1) });
    expect(await sweptFor(other.memberId)).toEqual(['email', 'sms']);
    await database.db.insert(eventLineMarks).values([
      {
        eventId: event.id,
        businessId: other.businessId,
        lineKey: `catalog:${DALLAS_PERMIT}`,
        reason: 'Done',
      },
      { eventId: event.id, businessId: other.businessId, lineKey: 'organizer-deadline', reason: 'Invited' },
    ]);
    expect(await send(other.memberId)).toMatchObject({ result: 'nothing', mails: [] });
    // Deleted unsent, never counted as failed; the texts wait for their own job.
    const left = await database.db
      .select()
      .from(deadlineDeliveries)
      .where(eq(deadlineDeliveries.eventId, event.id));
    expect(left.map((row) => row.channel)).toEqual(['sms', 'sms']);
  });

  it("reach a member who keeps to their vehicles only for their vehicles' events, in their language", async () => {
    const owner = await proOwner();
    const [mine, theirs] = await database.db
      .insert(vehicles)
      .values([
        { businessId: owner.businessId, name: 'Truck 1', kind: 'truck' },
        { businessId: owner.businessId, name: 'Truck 2', kind: 'truck' },
      ])
      .returning();
    const person = await createUser(database.db);
    await database.db.update(user).set({ locale: 'es' }).where(eq(user.id, person.id));
    const crew = await addMember(database.db, {
      businessId: owner.businessId,
      userId: person.id,
      role: 'crew',
    });
    await database.db
      .insert(alertSettings)
      .values({ memberId: crew, emailAlerts: true, sendHour: 0, onlyMyVehicles: true });
    await database.db.insert(memberVehicles).values({ memberId: crew, vehicleId: mine!.id });
    const other = await festival(owner.businessId, { name: 'Other Truck Fest' });
    await database.db
      .insert(eventVehicles)
      .values({ eventId: other.id, vehicleId: theirs!.id, businessId: owner.businessId });
    await sweep();
    expect(await send(crew)).toMatchObject({ result: 'nothing' });
    expect((await send(owner.memberId)).mails[0]!.subject).toContain('Other Truck Fest');

    const ours = await festival(owner.businessId, { name: 'Our Truck Fest' });
    await database.db
      .insert(eventVehicles)
      .values({ eventId: ours.id, vehicleId: mine!.id, businessId: owner.businessId });
    const permit = await createPermit(database.db, owner.id, { name: 'Health Permit' });
    await database.db
      .insert(permitInspections)
      .values({ businessId: owner.businessId, permitId: permit.id, scheduledOn: addDaysTo(today(), 1) });
    await sweep();
    const { mails } = await send(crew);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 fechas límite próximas');
    expect(mails[0]!.text).toMatch(
      /Solicite Temporary Food Service Establishment Permit \(City of Dallas\) antes del .+ — Our Truck Fest/,
    );
    expect(mails[0]!.text).toMatch(/Inspección el .+: Health Permit/);
    expect(mails[0]!.text).not.toContain('Other Truck Fest');
  });

  it('records nothing for an event removed between reading its deadlines and recording them', async () => {
    const owner = await proOwner();
    const event = await festival(owner.businessId);
    const read = await deadlineSource.ofBusiness(database.db, owner.businessId, today());
    expect(read.map((deadline) => deadline.eventId)).toContain(event.id);
    await database.db.delete(events).where(eq(events.id, event.id));
    // The sweep read the deadlines before the removal: the whole sweep failed on the broken reference.
    const stale = {
      businesses: async () => [owner.businessId],
      ofBusiness: async (_db: unknown, businessId: string) => (businessId === owner.businessId ? read : []),
    };
    const found = await sweepDeadlineReminders({ db: database.db, now: new Date(), deadlines: stale });
    expect(found.filter((group) => group.memberId === owner.memberId)).toEqual([]);
  });
});
