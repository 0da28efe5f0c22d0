import type Stripe from 'stripe';
import { TRIAL_DAYS } from '../../../shared/domain/plans';
import type { Locale } from '../../../shared/i18n/locales';
import type { SubscriptionStateName } from '../../../shared/domain/subscription';
import {
  BillingProviderError,
  WebhookSignatureError,
  type BillingProvider,
  type BillingWebhookEvent,
  type BillingWebhooks,
  type CheckoutInput,
  type ProviderSubscription,
} from './types';

export type StripeBillingConfig = {
  secretKey: string;
  webhookSecret: string;
  pricePro: string;
  appUrl: string;
  /** Tests point the SDK at a local server that answers like Stripe. */
  apiBase?: string;
};

const STATUS: Record<Stripe.Subscription.Status, SubscriptionStateName> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  incomplete: 'none',
  paused: 'none',
};

/**
 * The language of Stripe's checkout and portal pages: Spanish as Latin America writes it, which is the
 * Spanish of most US Spanish speakers (docs/i18n/glossary-es-US.md).
 */
const STRIPE_LOCALE = { en: 'en', es: 'es-419' } as const satisfies Record<Locale, string>;

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;
const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  // Newer API versions keep the period on the subscription items.
  const legacy = subscription as unknown as { current_period_end?: number };
  const periodEnd = subscription.items?.data?.[0]?.current_period_end ?? legacy.current_period_end;
  return {
    customerId: idOf(subscription.customer)!,
    subscriptionId: subscription.id,
    status: STATUS[subscription.status] ?? 'none',
    trialEnd: dateOf(subscription.trial_end),
    currentPeriodEnd: dateOf(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

function providerError(error: unknown, action: string): BillingProviderError {
  const message = error instanceof Error ? error.message : String(error);
  if (/No configuration provided/i.test(message))
    return new BillingProviderError('PORTAL_NOT_CONFIGURED', message);
  return new BillingProviderError('PROVIDER_ERROR', `Stripe could not ${action}: ${message}`);
}

/** The SDK's errors name their class in `type`; checked so, the SDK need not be loaded to recognise one. */
const isStripeError = (error: unknown, type: string): error is Error =>
  error instanceof Error && (error as { type?: unknown }).type === type;

export function createStripeBilling(
  config: StripeBillingConfig,
): BillingProvider & { webhooks: BillingWebhooks } {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  // The SDK loads with the first call to Stripe, not at start-up (docs/decisions/0028).
  let client: Promise<Stripe> | undefined;
  const sdk = () =>
    (client ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(config.secretKey, {
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false,
          ...(base
            ? {
                host: base.hostname,
                port: base.port,
                protocol: base.protocol.replace(':', '') as 'http' | 'https',
              }
            : {}),
        }),
    ));

  return {
    kind: 'stripe',
    name: base ? `Stripe (${base.host})` : 'Stripe',
    async createCheckout(input: CheckoutInput) {
      try {
        const stripe = await sdk();
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: config.pricePro, quantity: 1 }],
          client_reference_id: input.businessId,
          locale: STRIPE_LOCALE[input.locale],
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
          subscription_data: {
            metadata: { businessId: input.businessId },
            ...(input.trial ? { trial_period_days: TRIAL_DAYS } : {}),
          },
          success_url: `${config.appUrl}/dashboard?checkout=success`,
          cancel_url: `${config.appUrl}/signup/pro/trial?checkout=cancelled`,
        });
        if (!session.url) throw new Error('the checkout session has no URL');
        return { url: session.url };
      } catch (error) {
        throw providerError(error, 'start the checkout');
      }
    },
    async createPortal({ customerId, locale }) {
      try {
        const stripe = await sdk();
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          locale: STRIPE_LOCALE[locale],
          return_url: `${config.appUrl}/account`,
        });
        return { url: session.url };
      } catch (error) {
        throw providerError(error, 'open the customer portal');
      }
    },
    async retrieveSubscription({ customerId, subscriptionId }) {
      try {
        const stripe = await sdk();
        if (subscriptionId)
          return toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId));
        const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 });
        const [newest] = list.data;
        return newest ? toProviderSubscription(newest) : null;
      } catch (error) {
        throw providerError(error, 'read the subscription');
      }
    },
    async cancelNow(subscriptionId: string) {
      try {
        const stripe = await sdk();
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already cancelled is what we wanted.
        if (isStripeError(error, 'StripeInvalidRequestError') && /canceled/i.test(error.message)) return;
        throw providerError(error, 'cancel the subscription');
      }
    },
    webhooks: {
      async verify(rawBody: string, signature: string | undefined): Promise<BillingWebhookEvent> {
        if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
        let event: Stripe.Event;
        try {
          const stripe = await sdk();
          event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
        } catch (error) {
          throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature.');
        }
        return summarise(event);
      },
    },
  };
}

function summarise(event: Stripe.Event): BillingWebhookEvent {
  const summary: BillingWebhookEvent = {
    id: event.id,
    type: event.type,
    changesSubscription: false,
    customerId: null,
    subscriptionId: null,
    businessId: null,
  };
  const object = event.data.object as unknown as Record<string, unknown>;
  // The Stripe events that can change a subscription (README lists them); any other is ignored.
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return {
        ...summary,
        changesSubscription: true,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        businessId: session.client_reference_id,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        ...summary,
        changesSubscription: true,
        customerId: idOf(subscription.customer),
        subscriptionId: subscription.id,
      };
    }
    case 'invoice.payment_failed': {
      const invoice = object as {
        customer?: string | { id: string };
        subscription?: string | { id: string };
        parent?: { subscription_details?: { subscription?: string | { id: string } } };
      };
      return {
        ...summary,
        changesSubscription: true,
        customerId: idOf(invoice.customer),
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription ?? invoice.subscription),
      };
    }
    default:
      return summary;
  }
}
