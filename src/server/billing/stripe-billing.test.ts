import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../db/schema';
import { setUpStripeTestApp } from '@tests/support/stripe-test-app';

const { t, fake, subscribedOwner } = setUpStripeTestApp();

/** The session's cookies as the browser holds them once the owner has switched PermitPilot to Spanish. */
const inSpanish = (cookie: string) => {
  expect(cookie).toContain('pp_lang=en');
  return cookie.replace('pp_lang=en', 'pp_lang=es');
};

describe('Stripe checkout', () => {
  it('starts a 7-day trial checkout, or one without a trial, for the signed-in owner', async () => {
    const { cookie, ...owner } = await t.signedInOwner();
    const withTrial = await t.request('/api/billing/checkout', {
      method: 'POST',
      json: { trial: true },
      cookie,
    });
    expect(withTrial.status).toBe(200);
    expect(((await withTrial.json()) as { url: string }).url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const sent = fake.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.params;
    expect(sent.get('mode')).toBe('subscription');
    expect(sent.get('line_items[0][price]')).toBe('price_pro_monthly');
    expect(sent.get('subscription_data[trial_period_days]')).toBe('7');
    expect(sent.get('client_reference_id')).toBe(owner.businessId);
    expect(sent.get('customer_email')).toBe(owner.email);

    await t.request('/api/billing/checkout', { method: 'POST', json: { trial: false }, cookie });
    const noTrial = fake.requests
      .filter((request) => request.path === '/v1/checkout/sessions')
      .at(-1)!.params;
    expect(noTrial.has('subscription_data[trial_period_days]')).toBe(false);
    expect(noTrial.get('locale')).toBe('en');
  });

  it("opens Stripe's pages in the language the owner reads PermitPilot in (docs/decisions/0026)", async () => {
    const { cookie } = await t.signedInOwner();
    await t.request('/api/billing/checkout', {
      method: 'POST',
      json: { trial: true },
      cookie: inSpanish(cookie),
    });
    const sent = fake.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.params;
    expect(sent.get('locale')).toBe('es-419');
  });

  it('needs a session and a valid body', async () => {
    expect((await t.request('/api/billing/checkout', { method: 'POST', json: { trial: true } })).status).toBe(
      401,
    );
    expect((await t.request('/api/billing/portal', { method: 'POST', json: {} })).status).toBe(401);
    const { cookie } = await t.signedInOwner();
    for (const json of [{ trial: 'yes' }, { trial: true, price: 1 }, {}]) {
      const response = await t.request('/api/billing/checkout', { method: 'POST', json, cookie });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it("answers Stripe's refusal with a 502 and its code", async () => {
    const { cookie } = await t.signedInOwner();
    fake.failNextRequest({
      status: 400,
      type: 'invalid_request_error',
      message: 'No such price: price_pro_monthly',
    });
    const response = await t.request('/api/billing/checkout', {
      method: 'POST',
      json: { trial: true },
      cookie,
    });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PROVIDER_ERROR');
  });
});

describe('Stripe portal, refresh and account closing', () => {
  it("maps 'No configuration provided' to PORTAL_NOT_CONFIGURED and opens the portal once configured", async () => {
    const { cookie } = await subscribedOwner();
    fake.setPortalConfigured(false);
    const refused = await t.request('/api/billing/portal', { method: 'POST', json: {}, cookie });
    expect(refused.status).toBe(502);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('PORTAL_NOT_CONFIGURED');
    expect(body.error.message).toContain('No configuration provided');
    fake.setPortalConfigured(true);
    const opened = await t.request('/api/billing/portal', { method: 'POST', json: {}, cookie });
    expect(await opened.json()).toEqual({ url: 'https://billing.stripe.test/p/session/bps_test' });
    const portal = () => fake.requests.filter((request) => request.path === '/v1/billing_portal/sessions');
    expect(portal().at(-1)!.params.get('locale')).toBe('en');
    await t.request('/api/billing/portal', { method: 'POST', json: {}, cookie: inSpanish(cookie) });
    expect(portal().at(-1)!.params.get('locale')).toBe('es-419');
  });

  it('refuses the portal to an owner who never subscribed', async () => {
    const { cookie } = await t.signedInOwner();
    const response = await t.request('/api/billing/portal', { method: 'POST', json: {}, cookie });
    expect(response.status).toBe(409);
  });

  it('re-reads the subscription from Stripe on Refresh Status', async () => {
    const { cookie, customer, subscriptionId } = await subscribedOwner();
    fake.setSubscription({
      id: subscriptionId,
      customer,
      status: 'active',
      periodEnd: new Date(Date.now() + 30 * 864e5),
    });
    const refreshed = await t.request('/api/subscription/refresh', { method: 'POST', json: {}, cookie });
    expect(await refreshed.json()).toMatchObject({
      subscribed: true,
      isTrialing: false,
      subscription_tier: 'Pro',
    });
  });

  it('cancels the Stripe subscription immediately when the account is closed', async () => {
    const { owner, cookie, subscriptionId } = await subscribedOwner('active');
    const response = await t.request('/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie,
    });
    expect(response.status).toBe(204);
    expect(fake.subscription(subscriptionId)!.status).toBe('canceled');
    expect(await t.db.select().from(user).where(eq(user.id, owner.id))).toHaveLength(0);
  });

  it('deletes nothing when Stripe cannot cancel', async () => {
    const { owner, cookie } = await subscribedOwner('active');
    fake.failNextRequest({
      status: 400,
      type: 'invalid_request_error',
      message: 'This subscription is locked.',
    });
    const response = await t.request('/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie,
    });
    expect(response.status).toBe(502);
    expect(await t.db.select().from(user).where(eq(user.id, owner.id))).toHaveLength(1);
  });
});
