import { expect } from 'vitest';
import { createFakeStripe, signStripePayload } from './fake-stripe';
import { interceptVendors } from './http-mocks';
import { setUpTestApp } from './test-app';

export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_permitpilot';

/**
 * The app configured for Stripe against the fake (call it at a test file's top level), with the helpers the
 * Stripe billing tests share: events as Stripe sends them, their signed delivery, the owner's status as the
 * screens read it, and an owner whose completed checkout made them a Stripe subscriber.
 */
export function setUpStripeTestApp() {
  const fake = createFakeStripe();
  interceptVendors(fake);
  const t = setUpTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
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
    const header = signature ?? (await signStripePayload(body, STRIPE_TEST_WEBHOOK_SECRET));
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

  return { t, fake, event, deliver, statusOf, subscribedOwner };
}
