import { describe, expect, it } from 'vitest';
import { calendarSyncApp } from '@tests/support/calendar-sync';
import type { TestApp } from '@tests/support/test-app';

/**
 * Disconnect, and the memberships that end (docs/decisions/0023): the PermitPilot calendar deleted at Google,
 * the grant revoked, the tokens forgotten. Against the local fake of Google, which fails the test on any
 * request it does not know.
 */
const app = calendarSyncApp();

type Owner = Awaited<ReturnType<TestApp['signedInOwner']>>;

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

const addPermit = (owner: Owner, json: Record<string, unknown>) => app.addPermit(owner.cookie, json);

describe('disconnecting Google Calendar', () => {
  it('disconnects: the calendar deleted at Google, the grant revoked, the tokens forgotten', async () => {
    const owner = await app.t.signedInOwner();
    await addPermit(owner, { name: 'Health Permit', renewalDate: '2027-03-01' });
    app.fake.account = { email: 'leaving@gmail.test' };
    await app.connected(owner.cookie);
    const before = app.fake.requests.length;
    expect(
      (await app.t.request('/api/calendar/google', { method: 'DELETE', cookie: owner.cookie })).status,
    ).toBe(204);
    expect(app.fake.calendarsOf('leaving@gmail.test')).toEqual([]);
    expect(app.fake.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /revoke',
    );
    expect(await app.statusOf(owner.cookie)).toEqual({ configured: true, connection: null });
    expect(await app.integrationOf(owner.memberId)).toBeUndefined();
    const again = await app.t.request('/api/calendar/google', { method: 'DELETE', cookie: owner.cookie });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).code).toBe('CALENDAR_NOT_CONNECTED');
  });
});

describe('a membership that ends disconnects its calendar (docs/decisions/0023)', () => {
  async function businessWithConnectedCrew(email: string) {
    const owner = await app.t.signedInOwner({ plan: 'pro' });
    await addPermit(owner, { name: 'Health Permit', renewalDate: '2027-03-01' });
    const crew = await app.t.signedInMember(owner.businessId, 'crew');
    app.fake.account = { email };
    await app.connected(crew.cookie);
    expect(app.fake.calendarsOf(email)).toHaveLength(1);
    return { owner, crew };
  }

  const revokes = (since: number) =>
    app.fake.requests.slice(since).filter((request) => `${request.method} ${request.path}` === 'POST /revoke')
      .length;

  it('when the owner removes the member, or the member leaves', async () => {
    const removed = await businessWithConnectedCrew('removed@gmail.test');
    let before = app.fake.requests.length;
    const removal = await app.t.request(`/api/team/members/${removed.crew.memberId}`, {
      method: 'DELETE',
      cookie: removed.owner.cookie,
    });
    expect(removal.status).toBe(204);
    expect(app.fake.calendarsOf('removed@gmail.test')).toEqual([]);
    expect(revokes(before)).toBe(1);

    const leaving = await businessWithConnectedCrew('left@gmail.test');
    before = app.fake.requests.length;
    expect(
      (await app.t.request('/api/team/leave', { method: 'POST', cookie: leaving.crew.cookie })).status,
    ).toBe(204);
    expect(app.fake.calendarsOf('left@gmail.test')).toEqual([]);
    expect(revokes(before)).toBe(1);
  });

  it("when the owner closes the account, for every member's calendar of the business", async () => {
    const { owner, crew } = await businessWithConnectedCrew('member-of-closed@gmail.test');
    const before = app.fake.requests.length;
    const closed = await app.t.request('/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie: owner.cookie,
    });
    expect(closed.status).toBe(204);
    expect(app.fake.calendarsOf('member-of-closed@gmail.test')).toEqual([]);
    expect(revokes(before)).toBe(1);
    expect(await app.integrationOf(crew.memberId)).toBeUndefined();
  });

  it('not for a member of another business: a removal refused there touches nothing', async () => {
    const { crew } = await businessWithConnectedCrew('untouched@gmail.test');
    const stranger = await app.t.signedInOwner({ plan: 'pro' });
    const refused = await app.t.request(`/api/team/members/${crew.memberId}`, {
      method: 'DELETE',
      cookie: stranger.cookie,
    });
    expect(refused.status).toBe(404);
    expect(app.fake.calendarsOf('untouched@gmail.test')).toHaveLength(1);
  });
});
