import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, member } from '@server/db/schema';
import { addMember, createUser } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

/** The activity log refuses entries of `action`, as a failing write would, until `allow` is called. */
async function failEntriesOf(action: string) {
  await t.db.execute(sql`
    create or replace function refuse_role_change_entries() returns trigger language plpgsql as $$
    begin
      if new.action = '${sql.raw(action)}' then raise exception 'the activity log is unavailable'; end if;
      return new;
    end $$`);
  await t.db.execute(sql`
    create trigger refuse_role_change_entries before insert on activity_events
    for each row execute function refuse_role_change_entries()`);
  return {
    allow: () => t.db.execute(sql`drop trigger refuse_role_change_entries on activity_events`),
  };
}

/** A Pro owner, signed in, and a manager of their business. */
async function ownerAndManager() {
  const owner = await t.signedInOwner({ plan: 'pro' });
  const person = await createUser(t.db);
  const memberId = await addMember(t.db, {
    businessId: owner.businessId,
    userId: person.id,
    role: 'manager',
  });
  return { owner, person, memberId };
}

describe("a member's new role (docs/decisions/0018)", () => {
  it('is written with its activity entry or not at all', async () => {
    const { owner, person, memberId } = await ownerAndManager();
    const roleOf = async () =>
      (await t.db.select({ role: member.role }).from(member).where(eq(member.id, memberId)))[0]?.role;
    const entries = () =>
      t.db
        .select({ subject: activityEvents.subject, changes: activityEvents.changes })
        .from(activityEvents)
        .where(
          and(
            eq(activityEvents.businessId, owner.businessId),
            eq(activityEvents.action, 'member.role_changed'),
          ),
        );
    const changeTo = (role: string) =>
      t.request(`/api/team/members/${memberId}`, { method: 'PATCH', json: { role }, cookie: owner.cookie });

    const log = await failEntriesOf('member.role_changed');
    expect((await changeTo('crew')).status).toBe(500);
    expect(await roleOf()).toBe('manager');
    expect(await entries()).toEqual([]);

    await log.allow();
    expect((await changeTo('crew')).status).toBe(204);
    expect(await roleOf()).toBe('crew');
    expect(await entries()).toEqual([
      { subject: person.email, changes: [{ field: 'role', before: 'manager', after: 'crew' }] },
    ]);
  });

  it('passes ownership with both roles and its activity entry, or not at all', async () => {
    const { owner, person, memberId } = await ownerAndManager();
    const roles = async () =>
      Object.fromEntries(
        (
          await t.db
            .select({ id: member.id, role: member.role })
            .from(member)
            .where(eq(member.organizationId, owner.businessId))
        ).map(({ id, role }) => [id === memberId ? 'heir' : 'owner', role]),
      );
    const entries = () =>
      t.db
        .select({ subject: activityEvents.subject })
        .from(activityEvents)
        .where(
          and(
            eq(activityEvents.businessId, owner.businessId),
            eq(activityEvents.action, 'ownership.transferred'),
          ),
        );
    const transfer = () =>
      t.request('/api/team/transfer', { method: 'POST', json: { memberId }, cookie: owner.cookie });

    const log = await failEntriesOf('ownership.transferred');
    expect((await transfer()).status).toBe(500);
    expect(await roles()).toEqual({ owner: 'owner', heir: 'manager' });
    expect(await entries()).toEqual([]);

    await log.allow();
    expect((await transfer()).status).toBe(204);
    expect(await roles()).toEqual({ owner: 'manager', heir: 'owner' });
    expect(await entries()).toEqual([{ subject: person.email }]);
  });
});
