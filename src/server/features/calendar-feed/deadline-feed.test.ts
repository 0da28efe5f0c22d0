import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { addDaysTo, calendarDateIn } from '../../../shared/domain/calendar-dates';
import { eventLineMarks, events, permitInspections, user } from '../../db/schema';
import { calendarFeedUrl, ensureCalendarFeedToken } from './calendar-feed-token';
import { createPermit, createUser } from '@tests/support/factories';
import { dallasFestivalRow, inDays } from '@tests/support/event-fixtures';
import { setUpTestApp, TEST_LINK_TOKEN_KEY, TEST_ORIGIN } from '@tests/support/test-app';

/**
 * The deadlines that are no renewal in the calendar feed (docs/product/events.md#deadlines): an all-day event
 * for each 'Apply by' date, the organiser's deadline and each inspection, named for its event, with a UID that
 * stays the same from one fetch to the next.
 */
const t = setUpTestApp();

async function feedEventsOf(memberId: string) {
  const token = await ensureCalendarFeedToken({ db: t.db, memberId, key: TEST_LINK_TOKEN_KEY });
  const response = await t.request(new URL(calendarFeedUrl(TEST_ORIGIN, token)).pathname);
  expect(response.status).toBe(200);
  return Object.values(ical.sync.parseICS(await response.text()))
    .filter((item): item is VEvent => item?.type === 'VEVENT')
    .sort((a, b) => String(a.summary).localeCompare(String(b.summary)));
}

const dayOf = (event: VEvent) => addDaysTo(calendarDateIn('UTC', event.start), 0);

describe('the calendar feed of deadlines', () => {
  it("shows an event's 'Apply by' date, the organiser's deadline and an inspection, until met", async () => {
    const owner = await createUser(t.db);
    // Dallas's temporary food permit is applied for 7 days before the first day (catalog/states/tx.json).
    const [festival] = await t.db
      .insert(events)
      .values(
        dallasFestivalRow(owner.businessId, 30, { endsOn: inDays(31), applicationDeadline: inDays(12) }),
      )
      .returning();
    const permit = await createPermit(t.db, owner.id, { name: 'Health Permit', renewalDate: null });
    const [inspection] = await t.db
      .insert(permitInspections)
      .values({ businessId: owner.businessId, permitId: permit.id, scheduledOn: inDays(5) })
      .returning();

    const first = await feedEventsOf(owner.memberId);
    expect(first.map((event) => [event.summary, dayOf(event), event.datetype])).toEqual([
      [
        'Apply by: Temporary Food Service Establishment Permit (City of Dallas) — Dallas Taco Fest',
        inDays(23),
        'date',
      ],
      ['Inspection: Health Permit', inDays(5), 'date'],
      ['Organizer deadline — Dallas Taco Fest', inDays(12), 'date'],
    ]);
    expect(first.map((event) => event.uid)).toEqual([
      `event-${festival!.id}-apply-by-tx-dallas-temporary-food-establishment-permit-${inDays(23)}@permitpilot`,
      `inspection-${inspection!.id}-${inDays(5)}@permitpilot`,
      `event-${festival!.id}-organizer-${inDays(12)}@permitpilot`,
    ]);
    expect((await feedEventsOf(owner.memberId)).map((event) => event.uid)).toEqual(
      first.map((event) => event.uid),
    );

    // Met: marked 'Not needed', or the inspection passed.
    await t.db.insert(eventLineMarks).values({
      eventId: festival!.id,
      businessId: owner.businessId,
      lineKey: 'organizer-deadline',
      reason: 'Invited vendor',
    });
    await t.db
      .update(permitInspections)
      .set({ result: 'passed' })
      .where(eq(permitInspections.id, inspection!.id));
    expect((await feedEventsOf(owner.memberId)).map((event) => event.summary)).toEqual([
      'Apply by: Temporary Food Service Establishment Permit (City of Dallas) — Dallas Taco Fest',
    ]);
  });

  it("speaks the member's language", async () => {
    const owner = await createUser(t.db);
    await t.db.update(user).set({ locale: 'es' }).where(eq(user.id, owner.id));
    await t.db.insert(events).values({
      businessId: owner.businessId,
      name: 'Feria de Tacos',
      organizer: 'Fest Co',
      city: 'Houston',
      stateCode: 'TX',
      startsOn: inDays(30),
      endsOn: inDays(30),
      applicationDeadline: inDays(12),
    });
    expect((await feedEventsOf(owner.memberId)).map((event) => event.summary)).toContain(
      'Fecha límite del organizador — Feria de Tacos',
    );
  });
});
