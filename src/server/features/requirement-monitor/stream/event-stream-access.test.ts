import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveProviderSubscription } from '../../../billing/subscription-store';
import { member } from '../../../db/schema';
import { rowsOf } from '../../../db/client';
import { openEvents } from '@tests/support/event-stream';
import { createTestApp, setUpTestApp, type TestApp } from '@tests/support/test-app';

/**
 * Who keeps an open live-updates stream (docs/decisions/0021, 0014): it ends as soon as its member may no
 * longer see the business's changes, and a member or an instance holds only so many. The heartbeat, which also
 * checks, comes every 25 s; each test here waits for far less.
 */
const PROMPTLY = { timeout: 5000 };
const t = setUpTestApp();

/** A requirement change of the business, told to every instance as the monitor's fan-out tells it. */
async function changeFor(businessId: string) {
  const [pageChange] = rowsOf<{ id: string }>(
    await t.connection.executeSql(
      `insert into page_changes (url, change_description, ai_confidence, excerpt)
       values ('https://agency.example/fees', 'Fee changed: $100 → $150.', 0.85, '+ $150') returning id`,
    ),
  );
  await t.connection.executeSql(
    `insert into requirement_changes (business_id, page_change_id) values ($1, $2)`,
    [businessId, pageChange!.id],
  );
  await t.connection.executeSql(`select pg_notify('requirement_changes', $1)`, [pageChange!.id]);
}

async function businessWithManager() {
  const owner = await t.signedInOwner({ plan: 'pro' });
  const manager = await t.signedInMember(owner.businessId, 'manager');
  return { owner, manager, stream: await openEvents(t, manager.cookie) };
}

describe("a member's open stream ends at once", () => {
  it('when the owner removes them', async () => {
    const { owner, manager, stream } = await businessWithManager();
    const ownStream = await openEvents(t, owner.cookie);
    const removed = await t.request(`/api/team/members/${manager.memberId}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(204);
    await expect.poll(stream.ended, PROMPTLY).toBe(true);
    // The owner's stays, and hears the business's next change.
    expect(ownStream.ended()).toBe(false);
    await changeFor(owner.businessId);
    expect(await ownStream.next('requirement-change')).not.toBeNull();
    expect(stream.received.map((event) => event.event)).toEqual(['ready']);
    await ownStream.close();
  });

  it('when they are given another role', async () => {
    const { owner, manager, stream } = await businessWithManager();
    const changed = await t.request(`/api/team/members/${manager.memberId}`, {
      method: 'PATCH',
      json: { role: 'crew' },
      cookie: owner.cookie,
    });
    expect(changed.status).toBe(204);
    await expect.poll(stream.ended, PROMPTLY).toBe(true);
  });

  it('when the business leaves Pro, and the member is suspended', async () => {
    const { owner, stream } = await businessWithManager();
    await saveProviderSubscription({
      db: t.db,
      businessId: owner.businessId,
      provider: 'local',
      state: {
        customerId: 'cus_local',
        subscriptionId: 'sub_local',
        status: 'canceled',
        trialEnd: null,
        currentPeriodEnd: new Date(),
        cancelAtPeriodEnd: false,
      },
      observedAt: new Date(),
    });
    await expect.poll(stream.ended, PROMPTLY).toBe(true);
  });

  it('when a change arrives for a member whose access ended unannounced, which is not sent', async () => {
    const { owner, manager, stream } = await businessWithManager();
    await t.db.delete(member).where(eq(member.id, manager.memberId));
    await changeFor(owner.businessId);
    await expect.poll(stream.ended, PROMPTLY).toBe(true);
    expect(stream.received.map((event) => event.event)).toEqual(['ready']);
  });
});

describe('open streams', () => {
  it('are at most 5 for one member: the next answers 429 until one closes', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const streams = [];
    for (let index = 0; index < 5; index++) streams.push(await openEvents(t, owner.cookie));
    const refused = await t.request('/api/requirement-changes/events', { cookie: owner.cookie });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_STREAMS');
    // Another member of the business has their own.
    const manager = await t.signedInMember(owner.businessId, 'manager');
    streams.push(await openEvents(t, manager.cookie));
    await streams.shift()!.close();
    await expect.poll(() => t.events.subscriberCount()).toBe(5);
    streams.push(await openEvents(t, owner.cookie));
    for (const stream of streams) await stream.close();
  });
});

describe('an instance', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ env: { EVENT_STREAMS_MAX: '2' } });
  });
  afterAll(() => small?.close());

  it('holds at most EVENT_STREAMS_MAX open streams, and answers 429 beyond', async () => {
    const owners = await Promise.all([0, 1, 2].map(() => small.signedInOwner({ plan: 'pro' })));
    const open = [await openEvents(small, owners[0]!.cookie), await openEvents(small, owners[1]!.cookie)];
    const refused = await small.request('/api/requirement-changes/events', { cookie: owners[2]!.cookie });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('STREAMS_BUSY');
    await open[0]!.close();
    await expect.poll(() => small.events.subscriberCount()).toBe(1);
    const third = await openEvents(small, owners[2]!.cookie);
    for (const stream of [open[1]!, third]) await stream.close();
  });
});
