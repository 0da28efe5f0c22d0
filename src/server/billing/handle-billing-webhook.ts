import { eq } from 'drizzle-orm';
import { findBusinessIdByCustomer, linkCustomer } from './subscription-store';
import type { Database } from '../db/client';
import { billingEvents, organization } from '../db/schema';
import type { BillingProvider, BillingWebhookEvent } from './providers/types';
import type { Logger } from '../lib/logger';
import { syncFromProvider } from './sync-from-provider';

/**
 * Applies one verified webhook event. Whatever the event says, the subscription is read back from the
 * provider, so events arriving out of order or twice leave the newest state; a processed event id is
 * recorded and a replay changes nothing.
 */
export async function handleBillingWebhook(options: {
  db: Database;
  provider: BillingProvider;
  event: BillingWebhookEvent;
  logger: Logger;
}): Promise<'processed' | 'duplicate' | 'ignored'> {
  const { db, provider, event, logger } = options;
  const [seen] = await db.select().from(billingEvents).where(eq(billingEvents.id, event.id)).limit(1);
  if (seen) return 'duplicate';
  if (!event.changesSubscription) return 'ignored';

  let businessId: string | undefined;
  if (event.businessId && event.customerId) {
    const [business] = await db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, event.businessId))
      .limit(1);
    if (business) {
      businessId = business.id;
      await linkCustomer({ db, businessId, provider: provider.kind, customerId: event.customerId });
    }
  }
  if (!businessId && event.customerId)
    businessId = await findBusinessIdByCustomer(db, provider.kind, event.customerId);
  if (!businessId) {
    logger.warn(
      { eventId: event.id, type: event.type, customerId: event.customerId },
      'webhook for an unknown customer',
    );
  } else {
    await syncFromProvider({ db, provider, businessId, subscriptionId: event.subscriptionId });
  }
  await db.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return 'processed';
}
