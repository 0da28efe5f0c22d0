import type { SessionUser } from '../auth/session';
import { hasPro } from '../../shared/domain/entitlements';
import type { Locale } from '../../shared/i18n/locales';
import { getSubscriptionStatus } from './get-subscription-status';
import { findSubscription } from './subscription-store';
import type { Database } from '../db/client';
import type { BillingProvider } from './providers/types';
import { AppError } from '../lib/errors';
import { assertTrialAvailable } from './assert-trial-available';
import { callProvider } from './call-provider';

/**
 * create-checkout / create-checkout-no-trial (docs/product/plans.md#checkout-and-portal): a checkout page of
 * the provider.
 */
export async function startCheckout(options: {
  db: Database;
  provider: BillingProvider;
  user: SessionUser;
  trial: boolean;
  locale: Locale;
}) {
  const { db, provider, user } = options;
  const status = await getSubscriptionStatus({ db, businessId: user.businessId });
  if (hasPro(status))
    throw new AppError(409, 'ALREADY_SUBSCRIBED', /*i18n*/ 'You already have the Pro plan.');
  const row = await findSubscription(db, user.businessId);
  if (options.trial) assertTrialAvailable(row);
  const customerId = row?.provider === provider.kind ? row.providerCustomerId : null;
  return callProvider(() =>
    provider.createCheckout({
      businessId: user.businessId,
      email: user.email,
      customerId,
      trial: options.trial,
      locale: options.locale,
    }),
  );
}
