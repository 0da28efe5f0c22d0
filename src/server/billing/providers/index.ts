import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { createLocalBilling } from './local-billing';
import { createStripeBilling } from './stripe-billing';
import type { BillingProvider, BillingWebhooks } from './types';

export type Billing = { provider: BillingProvider; webhooks: BillingWebhooks | null };

export function createBilling(config: Config, db: Database): Billing {
  if (config.billingProvider === 'stripe' && config.STRIPE_SECRET_KEY) {
    const stripe = createStripeBilling({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      pricePro: config.STRIPE_PRICE_PRO!,
      appUrl: config.APP_URL,
      apiBase: config.STRIPE_API_BASE,
    });
    return { provider: stripe, webhooks: stripe.webhooks };
  }
  return { provider: createLocalBilling({ db, appUrl: config.APP_URL }), webhooks: null };
}
