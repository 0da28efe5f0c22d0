import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingEvents, subscriptions } from '../db/schema';
import { createUser } from '@tests/support/factories';
import { createFakeStripe } from '@tests/support/fake-stripe';
import { createFakeTwilio, signTwilioRequest } from '@tests/support/fake-twilio';
import { ownerWithTextAlerts, textAlertState } from '@tests/support/text-alert-owners';
import { setUpTestApp, TEST_ORIGIN } from '@tests/support/test-app';
import { interceptVendors } from '@tests/support/http-mocks';

/**
 * The security suite (docs/product/engineering.md#suites): replayed and stale webhook deliveries. Already
 * covered elsewhere, so not repeated here: a Stripe event delivered twice answers 200 and changes nothing the
 * second time, and events out of order keep the newest state (billing/stripe-webhooks.test.ts); a
 * Twilio signature made for another URL, another body or another token is refused
 * (features/text-alerts/twilio-text-alerts.test.ts).
 */
const STRIPE_WEBHOOK_SECRET = 'whsec_replay_suite';
const TWILIO_ACCOUNT_SID = 'AC00000000000000000000000000000006';
const TWILIO_AUTH_TOKEN = 'twilio-replay-token';
const TWILIO_FROM = '+15005550006';
const INBOUND_URL = `${TEST_ORIGIN}/api/sms/inbound`;
/** Stripe's default tolerance for the age of a signed delivery. */
const TOLERANCE_SECONDS = 300;

const stripe = createFakeStripe();
const twilio = createFakeTwilio({ accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN });
interceptVendors(stripe, twilio);
const t = setUpTestApp({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_PRO: 'price_pro_monthly',
    STRIPE_API_BASE: stripe.apiBase,
    TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN,
    TWILIO_FROM,
    TWILIO_API_BASE: twilio.apiBase,
  },
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A Stripe-Signature header as Stripe would have made it at `timestamp` (seconds): HMAC-SHA256 of
 * "<timestamp>.<payload>" (https://docs.stripe.com/webhooks#verify-manually). Written out here because
 * only integrations/* may use the vendor SDK, and the support helper signs at the current time only.
 */
function signAt(payload: string, timestamp: number) {
  const signature = crypto
    .createHmac('sha256', STRIPE_WEBHOOK_SECRET)
    .update(`${timestamp}.${payload}`)
    .digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

function postStripe(body: string, signature: string) {
  return t.app.request('/api/billing/webhooks/stripe', {
    method: 'POST',
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    body,
  });
}

let eventCounter = 0;
/**
 * A checkout.session.completed event that makes the owner's business a Pro customer (its client reference is the
 * business id), and its subscription at Stripe.
 */
function checkoutCompleted(businessId: string) {
  const suffix = `${businessId.slice(0, 8)}_${++eventCounter}`;
  const customer = `cus_${suffix}`;
  const subscription = `sub_${suffix}`;
  stripe.setSubscription({
    id: subscription,
    customer,
    status: 'active',
    periodEnd: new Date(Date.now() + 30 * 864e5),
  });
  const event = {
    id: `evt_replay_${suffix}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2026-10-28',
    created: nowSeconds(),
    livemode: false,
    data: {
      object: {
        id: `cs_${suffix}`,
        object: 'checkout.session',
        client_reference_id: businessId,
        customer,
        subscription,
      },
    },
  };
  return { event, body: JSON.stringify(event) };
}

const subscriptionOf = async (businessId: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.businessId, businessId)))[0];
const recorded = (eventId: string) => t.db.select().from(billingEvents).where(eq(billingEvents.id, eventId));

describe('Stripe webhook replays', () => {
  it('refuses a genuine delivery signed outside the tolerance, without burning its event id', async () => {
    const owner = await createUser(t.db);
    const { event, body } = checkoutCompleted(owner.businessId);
    for (const age of [TOLERANCE_SECONDS + 5, 3600, 30 * 86_400]) {
      const response = await postStripe(body, signAt(body, nowSeconds() - age));
      expect(response.status, `${age}s old`).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'INVALID_SIGNATURE', message: 'The webhook signature does not verify.' },
      });
    }
    expect(await subscriptionOf(owner.businessId)).toBeUndefined();
    expect(await recorded(event.id)).toHaveLength(0);

    // Stripe retries with a fresh signature; a delivery a few minutes late is still within the tolerance.
    const retry = await postStripe(body, signAt(body, nowSeconds() - (TOLERANCE_SECONDS - 60)));
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ received: true, result: 'processed' });
    expect(await subscriptionOf(owner.businessId)).toMatchObject({ tier: 'pro', status: 'active' });
  });

  it('refuses an old signature whose timestamp was moved forward, or replayed onto another body', async () => {
    const owner = await createUser(t.db);
    const { event, body } = checkoutCompleted(owner.businessId);
    const old = signAt(body, nowSeconds() - 3600);
    const freshened = old.replace(/^t=\d+/, `t=${nowSeconds()}`);
    expect(freshened).not.toBe(old);

    const victim = await createUser(t.db);
    const genuine = signAt(body, nowSeconds());
    const forged = body.replace(owner.businessId, victim.businessId);
    const reformatted = JSON.stringify(event, null, 2);
    for (const [label, payload, signature] of [
      ['timestamp moved forward', body, freshened],
      ['another body', forged, genuine],
      ['the same event re-serialised', reformatted, genuine],
    ] as const) {
      const response = await postStripe(payload, signature);
      expect(response.status, label).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code, label).toBe(
        'INVALID_SIGNATURE',
      );
    }
    expect(await subscriptionOf(owner.businessId)).toBeUndefined();
    expect(await subscriptionOf(victim.businessId)).toBeUndefined();
    expect(await recorded(event.id)).toHaveLength(0);
  });

  it('answers the same delivery arriving twice at once with 200 both times, and records it once', async () => {
    const owner = await createUser(t.db);
    const { event, body } = checkoutCompleted(owner.businessId);
    const signature = signAt(body, nowSeconds());
    const responses = await Promise.all([postStripe(body, signature), postStripe(body, signature)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    for (const response of responses) {
      expect(await response.json()).toMatchObject({
        received: true,
        result: expect.stringMatching(/^(processed|duplicate)$/),
      });
    }
    expect(await recorded(event.id)).toHaveLength(1);
    const afterBoth = await subscriptionOf(owner.businessId);
    expect(afterBoth).toMatchObject({ tier: 'pro', status: 'active' });

    // A third, later replay of the very same bytes changes nothing either.
    const late = await postStripe(body, signature);
    expect(await late.json()).toEqual({ received: true, result: 'duplicate' });
    expect(await subscriptionOf(owner.businessId)).toEqual(afterBoth);
  });
});

/** A POST as Twilio makes it, with the body exactly as given. */
function postTwilio(body: string, signature: string, query = '') {
  return t.app.request(`/api/sms/inbound${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body,
  });
}

function inboundReply(from: string, text: string) {
  return {
    MessageSid: `SM${String(++eventCounter).padStart(32, '0')}`,
    AccountSid: TWILIO_ACCOUNT_SID,
    From: from,
    To: TWILIO_FROM,
    Body: text,
    NumSegments: '1',
  };
}

describe('Twilio inbound replays', () => {
  it('answers a replayed signed STOP like the first, leaving the same state', async () => {
    const owner = await ownerWithTextAlerts(t.db, '+15105550170');
    const neighbour = await ownerWithTextAlerts(t.db, '+15105550171');
    const params = inboundReply('+15105550170', 'STOP');
    const body = new URLSearchParams(params).toString();
    const signature = signTwilioRequest(TWILIO_AUTH_TOKEN, INBOUND_URL, params);

    const answers: string[] = [];
    for (let delivery = 0; delivery < 3; delivery++) {
      const response = await postTwilio(body, signature);
      expect(response.status).toBe(200);
      answers.push(await response.text());
      expect(await textAlertState(t.db, [owner, neighbour])).toEqual({
        [owner]: { on: false, out: true },
        [neighbour]: { on: true, out: false },
      });
    }
    expect(new Set(answers).size).toBe(1);
  });

  it('refuses a signed STOP re-sent with an extra query string or an extra or repeated form field', async () => {
    const owner = await ownerWithTextAlerts(t.db, '+15105550172');
    const params = inboundReply('+15105550172', 'STOP');
    const body = new URLSearchParams(params).toString();
    const signature = signTwilioRequest(TWILIO_AUTH_TOKEN, INBOUND_URL, params);
    for (const [label, sentBody, query] of [
      ['a query string', body, '?From=%2B15105550172'],
      ['an extra field', `${body}&OptOutType=STOP`, ''],
      ['a repeated field', `${body}&Body=START`, ''],
    ] as const) {
      const response = await postTwilio(sentBody, signature, query);
      expect(response.status, label).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code, label).toBe(
        'INVALID_SIGNATURE',
      );
    }
    expect(await textAlertState(t.db, [owner])).toEqual({ [owner]: { on: true, out: false } });
  });
});
