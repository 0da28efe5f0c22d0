import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

type Status = {
  subscribed: boolean;
  isTrialing: boolean;
  subscription_tier: string;
  subscription_end: string | null;
};

async function checkout(cookie: string, trial: boolean) {
  const response = await t.request('/api/billing/checkout', { method: 'POST', json: { trial }, cookie });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  expect(url).toMatch(/^http:\/\/localhost:3000\/billing\/local\/checkout\/cs_local_/);
  return url.split('/').at(-1)!;
}

const status = async (cookie: string) =>
  (await (await t.request('/api/subscription', { cookie })).json()) as Status;
const portalAction = (cookie: string, action: string) =>
  t.request('/api/billing/local/portal', { method: 'POST', json: { action }, cookie });

describe('local test-mode billing', () => {
  it('takes an owner Free → trial → Pro → cancelling → Free, as Stripe would', async () => {
    const { cookie, email } = await t.signedInOwner();
    expect(await status(cookie)).toMatchObject({ subscribed: false, subscription_tier: 'Free' });

    const sessionId = await checkout(cookie, true);
    const session = await t.request(`/api/billing/local/checkout/${sessionId}`, { cookie });
    expect(await session.json()).toEqual({
      id: sessionId,
      trial: true,
      trialDays: 7,
      priceDollars: 19,
      email,
      status: 'open',
    });
    const completed = await t.request(`/api/billing/local/checkout/${sessionId}/complete`, {
      method: 'POST',
      cookie,
    });
    expect(await completed.json()).toEqual({ url: '/dashboard?checkout=success' });
    const trialing = await status(cookie);
    expect(trialing).toMatchObject({ subscribed: true, isTrialing: true, subscription_tier: 'Pro' });
    const trialDays = (Date.parse(trialing.subscription_end!) - Date.now()) / 864e5;
    expect(trialDays).toBeGreaterThan(6.9);
    expect(trialDays).toBeLessThanOrEqual(7);

    const portalUrl = (await (
      await t.request('/api/billing/portal', { method: 'POST', json: {}, cookie })
    ).json()) as { url: string };
    expect(portalUrl.url).toBe('http://localhost:3000/billing/local/portal');

    const active = await portalAction(cookie, 'end-trial-now');
    expect(await active.json()).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      priceDollars: 19,
    });
    expect(await status(cookie)).toMatchObject({ subscribed: true, isTrialing: false });

    expect(await (await portalAction(cookie, 'cancel-at-period-end')).json()).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect((await status(cookie)).subscribed).toBe(true);
    expect(await (await portalAction(cookie, 'resume')).json()).toMatchObject({ cancelAtPeriodEnd: false });
    expect(await (await portalAction(cookie, 'cancel-now')).json()).toMatchObject({ status: 'canceled' });
    expect(await status(cookie)).toMatchObject({
      subscribed: false,
      subscription_tier: 'Free',
      subscription_end: null,
    });

    // And back again: a cancelled owner can subscribe anew.
    const again = await checkout(cookie, false);
    await t.request(`/api/billing/local/checkout/${again}/complete`, { method: 'POST', cookie });
    expect(await status(cookie)).toMatchObject({ subscribed: true, isTrialing: false });
  });

  it('starts Pro at once without a trial, and refuses a second checkout or completion', async () => {
    const { cookie } = await t.signedInOwner();
    const sessionId = await checkout(cookie, false);
    await t.request(`/api/billing/local/checkout/${sessionId}/complete`, { method: 'POST', cookie });
    expect(await status(cookie)).toMatchObject({
      subscribed: true,
      isTrialing: false,
      subscription_tier: 'Pro',
    });

    const again = await t.request(`/api/billing/local/checkout/${sessionId}/complete`, {
      method: 'POST',
      cookie,
    });
    expect(again.status).toBe(409);
    const second = await t.request('/api/billing/checkout', {
      method: 'POST',
      json: { trial: true },
      cookie,
    });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe('ALREADY_SUBSCRIBED');
  });

  it("hides one owner's checkout session from another", async () => {
    const first = await t.signedInOwner();
    const second = await t.signedInOwner();
    const sessionId = await checkout(first.cookie, true);
    expect(
      (await t.request(`/api/billing/local/checkout/${sessionId}`, { cookie: second.cookie })).status,
    ).toBe(404);
    const stolen = await t.request(`/api/billing/local/checkout/${sessionId}/complete`, {
      method: 'POST',
      cookie: second.cookie,
    });
    expect(stolen.status).toBe(404);
    expect((await status(second.cookie)).subscribed).toBe(false);
    expect((await status(first.cookie)).subscribed).toBe(false);
  });

  it('refuses portal actions that make no sense in the current state, and malformed ids', async () => {
    const { cookie } = await t.signedInOwner();
    expect(await (await t.request('/api/billing/local/portal', { cookie })).json()).toMatchObject({
      status: 'none',
    });
    expect((await portalAction(cookie, 'cancel-now')).status).toBe(409);
    expect((await portalAction(cookie, 'refund-everything')).status).toBe(400);
    expect((await t.request('/api/billing/local/checkout/..%2F..%2Fetc', { cookie })).status).toBe(400);
    expect((await t.request('/api/billing/local/portal')).status).toBe(401);
  });
});
