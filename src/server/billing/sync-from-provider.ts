import { findSubscription, saveProviderSubscription } from './subscription-store';
import type { Database } from '../db/client';
import type { BillingProvider } from './providers/types';
import { callProvider } from './call-provider';

/** Stores what the provider says now about the owner's subscription; nothing when they never subscribed. */
export async function syncFromProvider(options: {
  db: Database;
  provider: BillingProvider;
  businessId: string;
  subscriptionId?: string | null;
}) {
  const { db, provider, businessId } = options;
  const row = await findSubscription(db, businessId);
  if (!row?.providerCustomerId || row.provider !== provider.kind) return;
  const customerId = row.providerCustomerId;
  const observedAt = new Date();
  const state = await callProvider(() =>
    provider.retrieveSubscription({
      customerId,
      subscriptionId: options.subscriptionId ?? row.providerSubscriptionId,
    }),
  );
  await saveProviderSubscription({
    db,
    businessId,
    provider: provider.kind,
    observedAt,
    state: state ?? {
      customerId,
      subscriptionId: row.providerSubscriptionId ?? '',
      status: 'none',
      trialEnd: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    },
  });
}
