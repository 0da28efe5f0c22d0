import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventDto } from '../../../shared/contracts/events';
import { activityEvents } from '../../db/schema';
import { dallasFestival } from '@tests/support/event-fixtures';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

// The activity log (docs/decisions/0018) of an event's life (docs/product/events.md).
const festival = dallasFestival({ state: 'TX', boothFee: 250 });

describe("an event's changes in the activity log", () => {
  it('records the event added, edited, its lines marked and taken back, the broker asked, and its removal', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const { cookie } = owner;
    const event = (await (
      await t.request('/api/events', { method: 'POST', json: festival, cookie })
    ).json()) as EventDto;
    const path = `/api/events/${event.id}`;
    await t.request(path, { method: 'PUT', json: { ...festival, boothFee: 300 }, cookie });
    // Saved unchanged: nothing to log.
    await t.request(path, { method: 'PUT', json: { ...festival, boothFee: 300 }, cookie });
    const dallas = 'catalog:tx-dallas-temporary-food-establishment-permit';
    await t.request(`${path}/lines/${dallas}/not-needed`, {
      method: 'PUT',
      json: { reason: 'The organizer files it' },
      cookie,
    });
    await t.request(`${path}/lines/insurance/not-needed`, {
      method: 'PUT',
      json: { reason: 'Covered' },
      cookie,
    });
    await t.request(`${path}/lines/insurance/not-needed`, { method: 'DELETE', cookie });
    // Nothing was marked: nothing taken back.
    await t.request(`${path}/lines/reciprocity/not-needed`, { method: 'DELETE', cookie });
    const broker = { brokerName: 'Pat Broker', brokerEmail: 'pat@insure.example' };
    await t.request('/api/business-profile', { method: 'PUT', json: { businessName: 'Taco Loco' }, cookie });
    expect(
      (await t.request(`${path}/insurance-request`, { method: 'POST', json: broker, cookie })).status,
    ).toBe(200);
    await t.request(path, { method: 'DELETE', cookie });

    const logged = await t.db
      .select({
        action: activityEvents.action,
        actorEmail: activityEvents.actorEmail,
        subject: activityEvents.subject,
        changes: activityEvents.changes,
      })
      .from(activityEvents)
      .where(eq(activityEvents.businessId, owner.businessId))
      .orderBy(asc(activityEvents.id));
    const ofEvent = logged.filter((row) => row.action.startsWith('event.'));
    expect(ofEvent.every((row) => row.actorEmail === owner.email && row.subject === 'Dallas Taco Fest')).toBe(
      true,
    );
    expect(ofEvent.map((row) => [row.action, row.changes])).toEqual([
      ['event.created', null],
      ['event.updated', [{ field: 'boothFee', before: 250, after: 300 }]],
      [
        'event.line_marked',
        [
          {
            field: 'line',
            before: null,
            after: 'Temporary Food Service Establishment Permit (City of Dallas)',
          },
          { field: 'reason', before: null, after: 'The organizer files it' },
        ],
      ],
      [
        'event.line_marked',
        [
          { field: 'line', before: null, after: 'insurance' },
          { field: 'reason', before: null, after: 'Covered' },
        ],
      ],
      ['event.line_unmarked', [{ field: 'line', before: null, after: 'insurance' }]],
      ['event.certificate_requested', [{ field: 'broker', before: null, after: 'pat@insure.example' }]],
      ['event.deleted', null],
    ]);
  });
});
