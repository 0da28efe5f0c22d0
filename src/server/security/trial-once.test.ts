import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSubscription } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';
import { subscriptions } from '../db/schema';

// One free trial per owner (docs/decisions/0005): cancelling and checking out again must not restart it.

type ApiError = { error: { code: string; message: string } };

const t = setUpTestApp();

const checkout = (cookie: string, trial: boolean) =>
  t.request('/api/billing/checkout', { method: 'POST', json: { trial }, cookie });
const sessionOf = async (response: Response) =>
  ((await response.json()) as { url: string }).url.split('/').at(-1)!;
const complete = (cookie: string, sessionId: string) =>
  t.request(`/api/billing/local/checkout/${sessionId}/complete`, { method: 'POST', cookie });
const cancelNow = (cookie: string) =>
  t.request('/api/billing/local/portal', { method: 'POST', json: { action: 'cancel-now' }, cookie });
const subscribed = async (cookie: string) =>
  (await (await t.request('/api/subscription', { cookie })).json()) as {
    subscribed: boolean;
    isTrialing: boolean;
  };

const TRIAL_USED = {
  code: 'TRIAL_ALREADY_USED',
  message: 'You have already used your free trial. You can still start Pro now, without a trial.',
};

describe('the free trial', () => {
  it('is refused after a cancelled trial, while a checkout without one still works', async () => {
    const { cookie } = await t.signedInOwner();
    expect((await complete(cookie, await sessionOf(await checkout(cookie, true)))).status).toBe(200);
    expect(await subscribed(cookie)).toMatchObject({ subscribed: true, isTrialing: true });
    expect((await cancelNow(cookie)).status).toBe(200);
    expect((await subscribed(cookie)).subscribed).toBe(false);

    const again = await checkout(cookie, true);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiError).error).toEqual(TRIAL_USED);

    const paid = await checkout(cookie, false);
    expect(paid.status).toBe(200);
    expect((await complete(cookie, await sessionOf(paid))).status).toBe(200);
    expect(await subscribed(cookie)).toMatchObject({ subscribed: true, isTrialing: false });
  });

  it('cannot be had twice by completing a trial checkout opened before the first trial began', async () => {
    const { cookie } = await t.signedInOwner();
    const early = await sessionOf(await checkout(cookie, true));
    expect((await complete(cookie, await sessionOf(await checkout(cookie, true)))).status).toBe(200);
    expect((await cancelNow(cookie)).status).toBe(200);

    const late = await complete(cookie, early);
    expect(late.status).toBe(409);
    expect(((await late.json()) as ApiError).error).toEqual(TRIAL_USED);
    expect((await subscribed(cookie)).subscribed).toBe(false);
  });

  it('stays used when the trial turns into a paid subscription and that ends', async () => {
    const owner = await t.signedInOwner();
    expect((await complete(owner.cookie, await sessionOf(await checkout(owner.cookie, true)))).status).toBe(
      200,
    );
    await t.request('/api/billing/local/portal', {
      method: 'POST',
      json: { action: 'end-trial-now' },
      cookie: owner.cookie,
    });
    expect((await cancelNow(owner.cookie)).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, owner.businessId));
    expect(row?.trialUsedAt).toBeInstanceOf(Date);
    expect((await checkout(owner.cookie, true)).status).toBe(409);
  });

  it('is still offered to an owner who never had one, even after a paid subscription', async () => {
    const owner = await t.signedInOwner();
    await createSubscription(t.db, owner.id, 'canceled');
    expect((await checkout(owner.cookie, true)).status).toBe(200);
  });
});
