import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { businessProfiles, calendarIntegrations, permits, verification } from '../../db/schema';
import { createTestApp, type TestApp } from '@tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Rows that belong to the user in every table that has a user_id column, plus the user row itself. */
async function rowCountsOf(userId: string): Promise<Record<string, number>> {
  const tables = await t.db.execute(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rowsOf<{ table_name: string }>(tables)) {
    const result = await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where user_id = ${userId}`,
    );
    counts[table_name] = rowsOf<{ n: number }>(result)[0]!.n;
  }
  const users = await t.db.execute(sql`select count(*)::int as n from "user" where id = ${userId}`);
  counts.user = rowsOf<{ n: number }>(users)[0]!.n;
  const tokens = await t.db.execute(sql`select count(*)::int as n from verification where value = ${userId}`);
  counts.verification = rowsOf<{ n: number }>(tokens)[0]!.n;
  return counts;
}

async function ownerWithEverything() {
  const owner = await t.signedInOwner();
  const { cookie } = owner;
  await t.db.insert(permits).values([
    { userId: owner.id, name: 'Mobile Food Facility Permit', renewalDate: '2027-03-01' },
    { userId: owner.id, name: 'Fire Inspection' },
  ]);
  await t.db.insert(businessProfiles).values({ userId: owner.id, businessName: 'Taco Loco' });
  await t.db.insert(calendarIntegrations).values({ userId: owner.id, provider: 'google' });
  const { url } = (await (
    await t.request('/api/billing/checkout', { method: 'POST', json: { trial: true }, cookie })
  ).json()) as { url: string };
  await t.request(`/api/billing/local/checkout/${url.split('/').at(-1)}/complete`, {
    method: 'POST',
    cookie,
  });
  await t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email: owner.email, redirectTo: '/reset-password' },
  });
  return owner;
}

describe('closing the account (DESIGN §6.7)', () => {
  it('cancels the subscription and deletes every row of the owner, and nobody else’s', async () => {
    const owner = await ownerWithEverything();
    const bystander = await ownerWithEverything();
    const before = await rowCountsOf(owner.id);
    for (const table of [
      'permits',
      'business_profiles',
      'calendar_integrations',
      'subscriptions',
      'session',
      'account',
      'local_checkout_sessions',
      'user',
      'verification',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const bystanderBefore = await rowCountsOf(bystander.id);

    const response = await t.request('/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie: owner.cookie,
    });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join('\n')).toContain('better-auth.session_token=; Max-Age=0');

    const after = await rowCountsOf(owner.id);
    expect(
      Object.values(after).every((count) => count === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(await rowCountsOf(bystander.id)).toEqual(bystanderBefore);
    expect(await (await t.request('/api/auth/get-session', { cookie: owner.cookie })).json()).toBeNull();
    expect((await t.request('/api/permits', { cookie: owner.cookie })).status).toBe(401);
    expect(
      await t.db
        .select()
        .from(verification)
        .where(sql`${verification.value} = ${bystander.id}`),
    ).toHaveLength(1);
  });

  it('lets the same e-mail sign up again afterwards', async () => {
    const owner = await ownerWithEverything();
    await t.request('/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie: owner.cookie,
    });
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: owner.email, password: 'starting-over', name: '' },
    });
    expect(signUp.status).toBe(200);
  });

  it('needs a session and the explicit confirmation', async () => {
    expect(
      (await t.request('/api/account/close', { method: 'POST', json: { confirm: 'DELETE' } })).status,
    ).toBe(401);
    const owner = await ownerWithEverything();
    for (const json of [{}, { confirm: 'yes' }, { confirm: 'DELETE', everything: true }]) {
      const response = await t.request('/api/account/close', { method: 'POST', json, cookie: owner.cookie });
      expect(response.status, JSON.stringify(json)).toBe(400);
    }
    expect((await rowCountsOf(owner.id)).user).toBe(1);
  });
});

describe('Download my data', () => {
  it('gives the owner everything stored about them as a JSON attachment, without secrets', async () => {
    const owner = await ownerWithEverything();
    const response = await t.request('/api/account/export', { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="permitpilot-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const data = JSON.parse(text) as {
      account: { email: string };
      permits: unknown[];
      businessProfile: { businessName: string };
      subscription: { status: string };
    };
    expect(data.account.email).toBe(owner.email);
    expect(data.permits).toHaveLength(2);
    expect(data.businessProfile.businessName).toBe('Taco Loco');
    expect(data.subscription.status).toBe('trialing');
    expect(text).not.toMatch(/password|"token"/i);
    expect((await t.request('/api/account/export')).status).toBe(401);
  });
});
