import { eq } from 'drizzle-orm';
import { findUserIdByCustomer, linkCustomer } from '../../billing/subscription-store';
import type { Database } from '../../db/client';
import { billingEvents, user } from '../../db/schema';
import type { BillingProvider, BillingWebhookEvent } from '../../integrations/billing/types';
import type { Logger } from '../../lib/logger';
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

  let userId: string | undefined;
  if (event.userId && event.customerId) {
    const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.id, event.userId)).limit(1);
    if (owner) {
      userId = owner.id;
      await linkCustomer({ db, userId, provider: provider.kind, customerId: event.customerId });
    }
  }
  if (!userId && event.customerId) userId = await findUserIdByCustomer(db, provider.kind, event.customerId);
  if (!userId) {
    logger.warn(
      { eventId: event.id, type: event.type, customerId: event.customerId },
      'webhook for an unknown customer',
    );
  } else {
    await syncFromProvider({ db, provider, userId, subscriptionId: event.subscriptionId });
  }
  await db.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return 'processed';
}
