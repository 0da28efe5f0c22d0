import type { Locale } from '../../shared/i18n/locales';
import { findSubscription } from './subscription-store';
import type { Database } from '../db/client';
import type { BillingProvider } from './providers/types';
import { AppError } from '../lib/errors';
import { callProvider } from './call-provider';

/** customer-portal: the owner manages payment or cancels (docs/product/plans.md#checkout-and-portal). */
export async function openPortal(options: {
  db: Database;
  provider: BillingProvider;
  businessId: string;
  locale: Locale;
}) {
  const row = await findSubscription(options.db, options.businessId);
  if (!row?.providerCustomerId || row.provider !== options.provider.kind) {
    throw new AppError(409, 'NO_BILLING_ACCOUNT', /*i18n*/ 'You have no subscription to manage yet.');
  }
  const customerId = row.providerCustomerId;
  return callProvider(() => options.provider.createPortal({ customerId, locale: options.locale }));
}
