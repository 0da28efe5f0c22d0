import { describe, expect, it } from 'vitest';
import type { DeadlineDto } from '../../../shared/contracts/deadlines';
import { events } from '../../db/schema';
import { dallasFestivalRow, inDays } from '@tests/support/event-fixtures';
import { setUpTestApp } from '@tests/support/test-app';

/**
 * GET /api/deadlines, what the dashboard's calendar shows beside the renewals (docs/product/events.md#deadlines):
 * every member of the business reads them, nobody else.
 */
const t = setUpTestApp();

const deadlinesOf = async (cookie: string) => {
  const response = await t.request('/api/deadlines', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { deadlines: DeadlineDto[] }).deadlines;
};

describe('GET /api/deadlines', () => {
  it("answers the business's deadlines to each member, soonest first, and none of another business", async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const [festival] = await t.db
      .insert(events)
      .values(dallasFestivalRow(owner.businessId, 30, { applicationDeadline: inDays(12) }))
      .returning();
    const crew = await t.signedInMember(owner.businessId, 'crew');
    const expected = [
      {
        key: `event:${festival!.id}:organizer`,
        kind: 'organizer',
        date: inDays(12),
        eventId: festival!.id,
        inspectionId: null,
        eventName: 'Dallas Taco Fest',
        permitName: null,
        vehicleIds: [],
      },
      expect.objectContaining({ kind: 'apply-by', date: inDays(23) }),
    ];
    expect(await deadlinesOf(owner.cookie)).toEqual(expected);
    expect(await deadlinesOf(crew.cookie)).toEqual(expected);

    const stranger = await t.signedInOwner();
    expect(await deadlinesOf(stranger.cookie)).toEqual([]);
    expect((await t.request('/api/deadlines')).status).toBe(401);
  });
});
