import crypto from 'node:crypto';
import { addHours } from 'date-fns/addHours';
import { and, eq } from 'drizzle-orm';
import { saveProviderSubscription, type SubscriptionRow } from '../subscription-store';
import type { Database } from '../../db/client';
import { localCheckoutSessions, subscriptions } from '../../db/schema';
import { localTransitions } from './local-transitions';
import type { BillingProvider, CheckoutInput, ProviderSubscription } from './types';

export const LOCAL_PROVIDER = 'local';
const CHECKOUT_SESSION_HOURS = 24;

export const localCustomerId = (businessId: string) => `local_cus_${businessId}`;

const stateOf = (row: SubscriptionRow) => ({
  status: row.status as ProviderSubscription['status'],
  trialEnd: row.trialEnd,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

/**
 * The embedded default (docs/product/plans.md#local-test-mode-billing): the app's own test-mode checkout and
 * portal pages. Its "provider side" state is the subscriptions row itself; time-based transitions happen when
 * it is read.
 */
export function createLocalBilling(options: { db: Database; appUrl: string }): BillingProvider {
  const { db, appUrl } = options;
  const findLocal = async (column: 'providerCustomerId' | 'providerSubscriptionId', value: string) => {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, LOCAL_PROVIDER), eq(subscriptions[column], value)))
      .limit(1);
    return row;
  };
  return {
    kind: 'local',
    name: 'local test-mode billing (no payment is taken)',
    async createCheckout(input: CheckoutInput) {
      const id = `cs_local_${crypto.randomBytes(12).toString('base64url')}`;
      await db.insert(localCheckoutSessions).values({
        id,
        businessId: input.businessId,
        trial: input.trial,
        expiresAt: addHours(new Date(), CHECKOUT_SESSION_HOURS),
      });
      return { url: `${appUrl}/billing/local/checkout/${id}` };
    },
    async createPortal() {
      return { url: `${appUrl}/billing/local/portal` };
    },
    async retrieveSubscription({ customerId }): Promise<ProviderSubscription | null> {
      const row = await findLocal('providerCustomerId', customerId);
      if (!row?.providerSubscriptionId || row.status === 'none') return null;
      const state = localTransitions.advance(stateOf(row), new Date());
      return { ...state, customerId, subscriptionId: row.providerSubscriptionId };
    },
    // The same transition and the same save as the local portal's 'Cancel immediately'.
    async cancelNow(subscriptionId: string) {
      const row = await findLocal('providerSubscriptionId', subscriptionId);
      if (!row?.providerCustomerId) return;
      const now = new Date();
      await saveProviderSubscription({
        db,
        businessId: row.businessId,
        provider: LOCAL_PROVIDER,
        observedAt: now,
        state: {
          ...localTransitions.cancelNow(stateOf(row), now),
          customerId: row.providerCustomerId,
          subscriptionId,
        },
      });
    },
  };
}
