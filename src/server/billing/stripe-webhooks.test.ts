import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingEvents, subscriptions } from '../db/schema';
import { createUser } from '@tests/support/factories';
import { signStripePayload } from '@tests/support/fake-stripe';
import { setUpStripeTestApp } from '@tests/support/stripe-test-app';

const { t, fake, event, deliver, statusOf, subscribedOwner } = setUpStripeTestApp();

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
