import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { hasPro } from '../../../shared/domain/entitlements';
import { getSubscriptionStatus } from '../get-subscription-status';
import { findSubscription, saveProviderSubscription } from '../subscription-store';
import type { SessionUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { localCheckoutSessions } from '../../db/schema';
import { LOCAL_PROVIDER, localCustomerId } from '../providers/local-billing';
import { localTransitions } from '../providers/local-transitions';
import { AppError } from '../../lib/errors';
import { assertTrialAvailable } from '../assert-trial-available';
import { getLocalCheckout } from './get-local-checkout';

/** Paying in test mode: the same transition Stripe's checkout.session.completed drives. */
export async function completeLocalCheckout(options: {
  db: Database;
  owner: SessionUser;
  sessionId: string;
}) {
  const { db, owner } = options;
  const now = new Date();
  const session = await getLocalCheckout({ db, owner, sessionId: options.sessionId, now });
  if (session.status !== 'open') {
    throw new AppError(409, 'CHECKOUT_CLOSED', /*i18n*/ 'This checkout session is {status}.', {
      status: session.status,
    });
  }
  if (hasPro(await getSubscriptionStatus({ db, businessId: owner.businessId, now }))) {
    throw new AppError(409, 'ALREADY_SUBSCRIBED', /*i18n*/ 'You already have the Pro plan.');
  }
  if (session.trial) assertTrialAvailable(await findSubscription(db, owner.businessId));
  const claimed = await db
    .update(localCheckoutSessions)
    .set({ status: 'complete' })
    .where(and(eq(localCheckoutSessions.id, session.id), eq(localCheckoutSessions.status, 'open')))
    .returning({ id: localCheckoutSessions.id });
  if (claimed.length === 0)
    throw new AppError(409, 'CHECKOUT_CLOSED', /*i18n*/ 'This checkout session is complete.');
  await saveProviderSubscription({
    db,
    businessId: owner.businessId,
    provider: LOCAL_PROVIDER,
    observedAt: now,
    state: {
      ...localTransitions.checkoutCompleted(session.trial, now),
      customerId: localCustomerId(owner.businessId),
      subscriptionId: `sub_local_${crypto.randomBytes(10).toString('base64url')}`,
    },
  });
  return { url: '/dashboard?checkout=success' };
}
