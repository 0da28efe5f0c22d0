import crypto from 'node:crypto';
import { addHours } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localCheckoutSessions, subscriptions } from '../../db/schema';
import { localTransitions } from './local-transitions';
import type { BillingProvider, CheckoutInput, ProviderSubscription } from './types';

export const LOCAL_PROVIDER = 'local';
const CHECKOUT_SESSION_HOURS = 24;

export const localCustomerId = (userId: string) => `local_cus_${userId}`;

/**
 * The embedded default (DESIGN §4): the app's own test-mode checkout and portal pages. Its "provider
 * side" state is the subscriptions row itself; time-based transitions happen when it is read.
 */
export function createLocalBilling(options: { db: Database; appUrl: string }): BillingProvider {
  const { db, appUrl } = options;
  return {
    kind: 'local',
    name: 'local test-mode billing (no payment is taken)',
    async createCheckout(input: CheckoutInput) {
      const id = `cs_local_${crypto.randomBytes(12).toString('base64url')}`;
      await db.insert(localCheckoutSessions).values({
        id,
        userId: input.userId,
        trial: input.trial,
        expiresAt: addHours(new Date(), CHECKOUT_SESSION_HOURS),
      });
      return { url: `${appUrl}/billing/local/checkout/${id}` };
    },
    async createPortal() {
      return { url: `${appUrl}/billing/local/portal` };
    },
    async retrieveSubscription({ customerId }): Promise<ProviderSubscription | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(eq(subscriptions.provider, LOCAL_PROVIDER), eq(subscriptions.providerCustomerId, customerId)),
        )
        .limit(1);
      if (!row?.providerSubscriptionId || row.status === 'none') return null;
      const state = localTransitions.advance(
        {
          status: row.status as ProviderSubscription['status'],
          trialEnd: row.trialEnd,
          currentPeriodEnd: row.currentPeriodEnd,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        },
        new Date(),
      );
      return { ...state, customerId, subscriptionId: row.providerSubscriptionId };
    },
    async cancelNow(subscriptionId: string) {
      const now = new Date();
      await db
        .update(subscriptions)
        .set({
          status: 'canceled',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: now,
          tier: 'free',
          providerSyncedAt: now,
        })
        .where(
          and(
            eq(subscriptions.provider, LOCAL_PROVIDER),
            eq(subscriptions.providerSubscriptionId, subscriptionId),
          ),
        );
    },
  };
}
