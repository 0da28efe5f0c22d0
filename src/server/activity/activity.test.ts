import { describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE_SIZE } from '@shared/contracts/activity';
import { categoryId } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';

/** The activity log (docs/decisions/0018): who, what, when, and edited fields before and after. */
const t = setUpTestApp();

type Page = {
  events: { action: string; actorEmail: string | null; subject: string | null; changes: unknown[] }[];
  nextBefore: number | null;
};

describe('the activity log', () => {
  it("records a permit's changes with the fields before and after, in its history and the business's log", async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const { cookie } = owner;
    const created = (await (
      await t.request('/api/permits', {
        method: 'POST',
        json: { name: 'Health Permit', renewalDate: '2027-03-01', cost: 100 },
        cookie,
      })
    ).json()) as { id: string };
    await t.request(`/api/permits/${created.id}`, {
      method: 'PUT',
      json: {
        name: 'Health Permit',
        renewalDate: '2027-04-01',
        cost: 120,
        categoryId: await categoryId(t.db, 'Health'),
      },
      cookie,
    });
    await t.request(`/api/permits/${created.id}/renew`, {
      method: 'POST',
      json: { renewalDate: '2028-04-01' },
      cookie,
    });

    const history = (await (
      await t.request(`/api/permits/${created.id}/activity`, { cookie })
    ).json()) as Page;
    expect(history.events.map((event) => event.action)).toEqual([
      'permit.renewed',
      'permit.updated',
      'permit.created',
    ]);
    expect(history.events[1]).toMatchObject({
      actorEmail: owner.email,
      subject: 'Health Permit',
      changes: [
        { field: 'renewalDate', before: '2027-03-01', after: '2027-04-01' },
        { field: 'cost', before: 100, after: 120 },
        { field: 'category', before: 'General', after: 'Health' },
      ],
    });
    expect(history.events[0]!.changes).toEqual([
      { field: 'renewalDate', before: '2027-04-01', after: '2028-04-01' },
    ]);

    await t.request(`/api/permits/${created.id}`, { method: 'DELETE', cookie });
    const log = (await (await t.request('/api/team/activity', { cookie })).json()) as Page;
    expect(log.events[0]).toMatchObject({ action: 'permit.deleted', subject: 'Health Permit' });

    const exported = (await (await t.request('/api/account/export', { cookie })).json()) as {
      businesses: { activity: { action: string }[] }[];
    };
    expect(exported.businesses[0]!.activity.map((event) => event.action)).toContain('permit.deleted');
  });

  it('pages the log newest first', async () => {
    const { cookie } = await t.signedInOwner({ plan: 'pro' });
    for (let index = 0; index < ACTIVITY_PAGE_SIZE + 2; index++)
      await t.request('/api/permits', { method: 'POST', json: { name: `Permit ${index}` }, cookie });
    const first = (await (await t.request('/api/team/activity', { cookie })).json()) as Page;
    expect(first.events).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(first.events[0]!.subject).toBe(`Permit ${ACTIVITY_PAGE_SIZE + 1}`);
    const second = (await (
      await t.request(`/api/team/activity?before=${first.nextBefore}`, { cookie })
    ).json()) as Page;
    expect(second.events.map((event) => event.subject)).toEqual(['Permit 1', 'Permit 0']);
    expect(second.nextBefore).toBeNull();
    const bad = await t.request('/api/team/activity?before=soon', { cookie });
    expect(bad.status).toBe(400);
  });
});
