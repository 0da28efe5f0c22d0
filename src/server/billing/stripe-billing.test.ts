import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingEvents, subscriptions, user } from '../db/schema';
import { createUser } from '@tests/support/factories';
import { createFakeStripe, signStripePayload } from '@tests/support/fake-stripe';
import { interceptVendors } from '@tests/support/http-mocks';
import { setUpTestApp } from '@tests/support/test-app';

const WEBHOOK_SECRET = 'whsec_test_permitpilot';
const fake = createFakeStripe();
interceptVendors(fake);
const t = setUpTestApp({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PRO: 'price_pro_monthly',
    STRIPE_API_BASE: fake.apiBase,
  },
});

let eventCounter = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_${++eventCounter}`) {
  return {
    id,
    object: 'event',
    type,
    api_version: '2026-10-28',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
}

async function deliver(payload: object, signature?: string) {
  const body = JSON.stringify(payload);
  const header = signature ?? (await signStripePayload(body, WEBHOOK_SECRET));
  return t.request('/api/billing/webhooks/stripe', {
    method: 'POST',
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    body,
  });
}

async function statusOf(cookie: string) {
  return (await (await t.request('/api/subscription', { cookie })).json()) as {
    subscribed: boolean;
    isTrialing: boolean;
    subscription_tier: string;
  };
}

async function subscribedOwner(status = 'trialing') {
  const { cookie, ...owner } = await t.signedInOwner();
  const customer = `cus_${owner.businessId.slice(0, 8)}`;
  const subscriptionId = `sub_${owner.businessId.slice(0, 8)}`;
  fake.setSubscription({
    id: subscriptionId,
    customer,
    status,
    trialEnd: new Date(Date.now() + 7 * 864e5),
    periodEnd: new Date(Date.now() + 7 * 864e5),
  });
  const completed = await deliver(
    event('checkout.session.completed', {
      id: 'cs_1',
      object: 'checkout.session',
      client_reference_id: owner.businessId,
      customer,
      subscription: subscriptionId,
    }),
  );
  expect(completed.status).toBe(200);
  return { owner, cookie, customer, subscriptionId };
}

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

describe('Stripe webhooks', () => {
  it('turns a completed checkout into a Pro trial, and a replayed event changes nothing', async () => {
    const { owner, cookie, customer, subscriptionId } = await subscribedOwner();
    expect(await statusOf(cookie)).toMatchObject({
      subscribed: true,
      isTrialing: true,
      subscription_tier: 'Pro',
    });

    const updated = event(
      'customer.subscription.updated',
      { id: subscriptionId, object: 'subscription', customer },
      'evt_replayed',
    );
    fake.setSubscription({
      id: subscriptionId,
      customer,
      status: 'active',
      periodEnd: new Date(Date.now() + 30 * 864e5),
    });
    expect(await (await deliver(updated)).json()).toEqual({ received: true, result: 'processed' });
    const [afterFirst] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, owner.businessId));
    expect(afterFirst!.status).toBe('active');

    fake.setSubscription({ id: subscriptionId, customer, status: 'canceled', periodEnd: new Date() });
    expect(await (await deliver(updated)).json()).toEqual({ received: true, result: 'duplicate' });
    const [afterReplay] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, owner.businessId));
    expect(afterReplay).toEqual(afterFirst);
  });

  it('acknowledges an event that cannot change a subscription, and neither acts on it nor records it', async () => {
    const { owner, customer } = await subscribedOwner('active');
    const [before] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, owner.businessId));
    const unrelated = event('customer.updated', { id: customer, object: 'customer' });
    expect(await (await deliver(unrelated)).json()).toEqual({ received: true, result: 'ignored' });
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, unrelated.id))).toEqual([]);
    const [after] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, owner.businessId));
    expect(after).toEqual(before);
  });

  it('keeps the newest state when events arrive out of order', async () => {
    const { cookie, customer, subscriptionId } = await subscribedOwner();
    fake.setSubscription({ id: subscriptionId, customer, status: 'canceled', periodEnd: new Date() });
    const created = Math.floor(Date.now() / 1000);
    const deleted = {
      ...event('customer.subscription.deleted', { id: subscriptionId, object: 'subscription', customer }),
      created,
    };
    const olderUpdate = {
      ...event('customer.subscription.updated', {
        id: subscriptionId,
        object: 'subscription',
        customer,
        status: 'active',
      }),
      created: created - 60,
    };
    await deliver(deleted);
    await deliver(olderUpdate);
    expect(await statusOf(cookie)).toMatchObject({ subscribed: false, subscription_tier: 'Free' });
  });

  it('records a failed payment as past due', async () => {
    const { owner, customer, subscriptionId } = await subscribedOwner('active');
    fake.setSubscription({
      id: subscriptionId,
      customer,
      status: 'past_due',
      periodEnd: new Date(Date.now() + 864e5),
    });
    await deliver(
      event('invoice.payment_failed', {
        id: 'in_1',
        object: 'invoice',
        customer,
        parent: { subscription_details: { subscription: subscriptionId } },
      }),
    );
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, owner.businessId));
    expect(row!.status).toBe('past_due');
  });

  it('refuses a missing or wrong signature with 400 and changes nothing', async () => {
    const owner = await createUser(t.db);
    const payload = event('checkout.session.completed', {
      id: 'cs_x',
      object: 'checkout.session',
      client_reference_id: owner.businessId,
      customer: 'cus_forged',
      subscription: 'sub_forged',
    });
    const wrong = await signStripePayload(JSON.stringify(payload), 'whsec_someone_else');
    for (const signature of [wrong, 't=1,v1=deadbeef']) {
      const response = await deliver(payload, signature);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INVALID_SIGNATURE');
    }
    const unsigned = await t.request('/api/billing/webhooks/stripe', {
      method: 'POST',
      body: JSON.stringify(payload),
    });
    expect(unsigned.status).toBe(400);
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.businessId, owner.businessId)),
    ).toHaveLength(0);
  });

  it('acknowledges an event for an unknown customer without failing', async () => {
    const response = await deliver(
      event('customer.subscription.updated', {
        id: 'sub_nobody',
        object: 'subscription',
        customer: 'cus_nobody',
      }),
    );
    expect(response.status).toBe(200);
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
