import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { member, organization, subscriptions, user } from '@server/db/schema';
import { addMember, createUser, uniqueEmail } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';

// A person in no business (docs/decisions/0018): a former owner removed from the business they handed over,
// and an invitee who signed up from the invitation.

const t = setUpTestApp();

const codeOf = async (response: Response) => [
  response.status,
  ((await response.json()) as { error: { code: string } }).error.code,
];

type Businesses = { businesses: { id: string; name: string; role: string; active: boolean }[] };
const businessesOf = async (cookie: string) =>
  (await (await t.request('/api/businesses', { cookie })).json()) as Businesses;

async function ownedBy(userId: string) {
  return t.db
    .select({ id: organization.id, name: organization.name })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.userId, userId), eq(member.role, 'owner')));
}

/** The invitation id in the newest invitation e-mail to `email`. */
async function invitationIdMailedTo(email: string) {
  const response = await t.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { text: string }[] };
  return /\/invitation\/([A-Za-z0-9_-]+)/.exec(messages[0]?.text ?? '')![1]!;
}

/** Signs up through the API and follows the confirmation link, as the invitee does. */
async function signUpAndConfirm(email: string, password: string) {
  const signUp = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password, name: '', callbackURL: '/auth?confirmed=1' },
  });
  expect(signUp.status).toBe(200);
  const outbox = await t.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { text: string }[] };
  const confirmation = messages.find((message) => !message.text.includes('/invitation/'))!;
  const link = new URL(/https?:\/\/\S+/.exec(confirmation.text)![0]);
  expect((await t.request(link.pathname + link.search)).status).toBe(302);
  return t.signIn(email, password);
}

describe('a person in no business', () => {
  it('keeps their account after handing the business over and being removed: data, closing, a new business', async () => {
    const former = await t.signedInOwner({ plan: 'pro' });
    const next = await createUser(t.db);
    const nextMemberId = await addMember(t.db, {
      businessId: former.businessId,
      userId: next.id,
      role: 'manager',
    });
    const transferred = await t.request('/api/team/transfer', {
      method: 'POST',
      json: { memberId: nextMemberId },
      cookie: former.cookie,
    });
    expect(transferred.status).toBe(204);
    await t.db.update(user).set({ lastBusinessId: former.businessId }).where(eq(user.id, next.id));
    const nextCookie = await t.signIn(next.email, next.password);
    const removed = await t.request(`/api/team/members/${former.memberId}`, {
      method: 'DELETE',
      cookie: nextCookie,
    });
    expect(removed.status).toBe(204);

    // They still sign in; the business routes refuse them clearly, their account's routes answer.
    const cookie = await t.signIn(former.email, former.password);
    expect(await codeOf(await t.request('/api/permits', { cookie }))).toEqual([403, 'NO_BUSINESS']);
    expect(await codeOf(await t.request('/api/subscription', { cookie }))).toEqual([403, 'NO_BUSINESS']);
    expect(await codeOf(await t.request('/api/team/leave', { method: 'POST', cookie }))).toEqual([
      403,
      'NO_BUSINESS',
    ]);
    expect(await businessesOf(cookie)).toEqual({ businesses: [] });
    expect(await (await t.request('/api/invitations', { cookie })).json()).toEqual({ invitations: [] });
    const exported = await t.request('/api/account/export', { cookie });
    expect(exported.status).toBe(200);
    expect(((await exported.json()) as { account: { email: string } }).account.email).toBe(former.email);

    // 'Create a business': they own it, on Free, and work in it at once.
    const created = await t.request('/api/businesses', {
      method: 'POST',
      json: { name: '  Second Wind Tacos ' },
      cookie,
    });
    expect(created.status).toBe(201);
    const { businessId } = (await created.json()) as { businessId: string };
    expect(await ownedBy(former.id)).toEqual([{ id: businessId, name: 'Second Wind Tacos' }]);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.businessId, businessId))).toEqual(
      [],
    );
    expect(await businessesOf(cookie)).toEqual({
      businesses: [expect.objectContaining({ id: businessId, role: 'owner', active: true })],
    });
    const permits = await t.request('/api/permits', { cookie });
    expect(permits.status).toBe(200);
    const plan = (await (await t.request('/api/subscription', { cookie })).json()) as {
      subscribed: boolean;
    };
    expect(plan.subscribed).toBe(false);
    // One business of their own per account.
    expect(
      await codeOf(await t.request('/api/businesses', { method: 'POST', json: { name: 'Third' }, cookie })),
    ).toEqual([409, 'ALREADY_OWNER']);
  });

  it('closes the account of a person in no business', async () => {
    const person = await createUser(t.db);
    await t.db.delete(organization).where(eq(organization.id, person.businessId));
    const cookie = await t.signIn(person.email, person.password);
    expect(await codeOf(await t.request('/api/permits', { cookie }))).toEqual([403, 'NO_BUSINESS']);
    const closed = await t.request('/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie,
    });
    expect(closed.status).toBe(204);
    expect(await t.db.select().from(user).where(eq(user.id, person.id))).toEqual([]);
  });

  it('refuses a business name that is empty, too long or not one line, creating nothing', async () => {
    const person = await createUser(t.db);
    await t.db.delete(organization).where(eq(organization.id, person.businessId));
    const cookie = await t.signIn(person.email, person.password);
    for (const json of [
      { name: '   ' },
      { name: 'x'.repeat(201) },
      { name: 'Tacos\nMore' },
      {},
      { name: 'A', extra: 1 },
    ]) {
      const response = await t.request('/api/businesses', { method: 'POST', json, cookie });
      expect(await codeOf(response), JSON.stringify(json)).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect(await ownedBy(person.id)).toEqual([]);
    expect((await t.request('/api/businesses', { method: 'POST', json: { name: 'A' } })).status).toBe(401);
  });
});

describe('an invitee who signs up from the invitation', () => {
  it('gets no business of their own, sees the invitation, joins, and may create one later', async () => {
    const owner = await t.signedInOwner({ plan: 'pro' });
    const email = uniqueEmail('invitee');
    const invited = await t.request('/api/team/invitations', {
      method: 'POST',
      json: { email, role: 'crew' },
      cookie: owner.cookie,
    });
    expect(invited.status).toBe(201);
    const invitationId = await invitationIdMailedTo(email);

    const cookie = await signUpAndConfirm(email, 'food-truck-42');
    const [account] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(await ownedBy(account!.id)).toEqual([]);
    expect(await businessesOf(cookie)).toEqual({ businesses: [] });
    const waiting = (await (await t.request('/api/invitations', { cookie })).json()) as {
      invitations: { id: string; businessName: string; status: string }[];
    };
    expect(waiting.invitations).toEqual([
      expect.objectContaining({ id: invitationId, businessName: owner.email, status: 'pending' }),
    ]);

    const accepted = await t.request(`/api/invitations/${invitationId}/accept`, { method: 'POST', cookie });
    expect(accepted.status).toBe(200);
    expect((await businessesOf(cookie)).businesses).toEqual([
      expect.objectContaining({ id: owner.businessId, role: 'crew', active: true }),
    ]);
    expect(await (await t.request('/api/invitations', { cookie })).json()).toEqual({ invitations: [] });

    const created = await t.request('/api/businesses', {
      method: 'POST',
      json: { name: 'My Own Cart' },
      cookie,
    });
    expect(created.status).toBe(201);
    const roles = (await businessesOf(cookie)).businesses.map((row) => [row.name, row.role, row.active]);
    expect(roles).toEqual([
      [owner.email, 'crew', false],
      ['My Own Cart', 'owner', true],
    ]);
  });

  it('still gets a business of their own when no invitation waits for the address', async () => {
    const email = uniqueEmail('owner');
    const cookie = await signUpAndConfirm(email, 'food-truck-42');
    expect((await businessesOf(cookie)).businesses).toEqual([
      expect.objectContaining({ name: email, role: 'owner', active: true }),
    ]);
  });
});
