import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, subscriptions } from '@server/db/schema';
import { createPermit } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';
import { listPermits } from './list-permits';

// The dashboard's list in one statement with the session's lookup (docs/decisions/0028): the same answer as the
// list after requireUser, and requireUser's rules from the very next request.

const t = setUpTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

/** A Pro owner with three permits, the soonest renewal first once listed, and a crew member of theirs. */
async function teamWithPermits() {
  const owner = await t.signedInOwner({ plan: 'pro' });
  for (const [name, renewalDate] of [
    ['Fire Inspection', '2027-03-01'],
    ['Health Permit', '2027-01-15'],
    ['Business License', null],
  ] as const)
    await createPermit(t.db, owner.id, { name, renewalDate });
  const crew = await t.signedInMember(owner.businessId, 'crew');
  return { owner, crew };
}

const errorCodeOf = async (response: Response) => [
  response.status,
  ((await response.json()) as { error: { code: string } }).error.code,
];

describe('GET /api/permits in one statement with the session', () => {
  it("answers a crew member's list without a lookup of its own, as the list itself gives it", async () => {
    const { owner, crew } = await teamWithPermits();
    const lookups = vi.spyOn(t.auth.sessions, 'userOf');

    const first = await t.request('/api/permits?limit=2', { cookie: crew.cookie });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const expected = await listPermits({ db: t.db, businessId: owner.businessId, limit: 2 });
    expect(await first.json()).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(expected.permits.map((permit) => permit.name)).toEqual(['Health Permit', 'Fire Inspection']);
    expect(expected.total).toBe(3);

    const all = await t.request('/api/permits', { cookie: crew.cookie });
    const everyPermit = await listPermits({ db: t.db, businessId: owner.businessId });
    expect(await all.json()).toEqual(JSON.parse(JSON.stringify(everyPermit)));
    expect(everyPermit.permits).toHaveLength(3);

    expect(lookups).not.toHaveBeenCalled();
    // A member's lookup is never kept; the owner's is, as with every lookup (auth/session-reader.ts).
    const keptFor = (cookie: string) => t.auth.sessions.sessionOf(new Headers({ cookie }), { fresh: false });
    expect(keptFor(crew.cookie)).toHaveProperty('signed');
    expect((await t.request('/api/permits', { cookie: owner.cookie })).status).toBe(200);
    expect(keptFor(owner.cookie)).toMatchObject({ kept: { role: 'owner' } });
  });

  it("counts a member's removal and suspension from their very next read", async () => {
    const { owner, crew } = await teamWithPermits();
    await createPermit(t.db, crew.id, { businessId: crew.ownBusinessId, name: 'Own Cart Permit' });
    const namesOf = async (response: Response) =>
      ((await response.json()) as { permits: { name: string }[] }).permits.map((permit) => permit.name);

    expect(await namesOf(await t.request('/api/permits', { cookie: crew.cookie }))).toContain(
      'Health Permit',
    );
    await t.db
      .update(subscriptions)
      .set({ status: 'canceled', tier: 'free' })
      .where(eq(subscriptions.businessId, owner.businessId));
    expect(await errorCodeOf(await t.request('/api/permits', { cookie: crew.cookie }))).toEqual([
      403,
      'BUSINESS_SUSPENDED',
    ]);
    await t.db.delete(member).where(eq(member.id, crew.memberId));
    // Removed, they work in their own business again.
    expect(await namesOf(await t.request('/api/permits', { cookie: crew.cookie }))).toEqual([
      'Own Cart Permit',
    ]);
  });

  it('leaves to requireUser a session it cannot answer for, and the reads it does not take', async () => {
    const { crew } = await teamWithPermits();
    const lookups = vi.spyOn(t.auth.sessions, 'userOf');

    expect(await errorCodeOf(await t.request('/api/permits'))).toEqual([401, 'UNAUTHENTICATED']);
    const forged = crew.cookie.replace(/session_token=[^.]+/, 'session_token=forged');
    expect(await errorCodeOf(await t.request('/api/permits', { cookie: forged }))).toEqual([
      401,
      'UNAUTHENTICATED',
    ]);

    // A person in no business: the statement finds no rows, and requireUser refuses them.
    const stranger = await t.signedInOwner();
    await t.db.delete(member).where(eq(member.userId, stranger.id));
    expect(await errorCodeOf(await t.request('/api/permits', { cookie: stranger.cookie }))).toEqual([
      403,
      'NO_BUSINESS',
    ]);

    // A business with no permits: the statement has no rows, and the list answers as ever.
    const newcomer = await t.signedInOwner();
    lookups.mockClear();
    const empty = await t.request('/api/permits?limit=20', { cookie: newcomer.cookie });
    expect(await empty.json()).toEqual({ permits: [], total: 0 });
    expect(lookups).toHaveBeenCalledTimes(1);

    // A vehicle's filter and a bad limit go the list's own way.
    lookups.mockClear();
    expect((await t.request('/api/permits?vehicle=business', { cookie: crew.cookie })).status).toBe(200);
    expect(await errorCodeOf(await t.request('/api/permits?limit=0', { cookie: crew.cookie }))).toEqual([
      400,
      'VALIDATION_ERROR',
    ]);
    expect(lookups).toHaveBeenCalledTimes(2);
  });
});
