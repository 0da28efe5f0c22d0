import type { Locale } from '../../../shared/i18n/locales';
import type { SubscriptionStateName } from '../../../shared/domain/subscription';

/** A subscription as the payment provider reports it. */
export type ProviderSubscription = {
  customerId: string;
  subscriptionId: string;
  status: SubscriptionStateName;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

export type CheckoutInput = {
  businessId: string;
  email: string;
  /** The provider's customer when the owner subscribed before. */
  customerId: string | null;
  trial: boolean;
  /** The language the owner reads PermitPilot in, which the provider's pages then speak (docs/decisions/0026). */
  locale: Locale;
};

export interface BillingProvider {
  readonly kind: 'stripe' | 'local';
  /** Which implementation is active, for the start-up log. */
  readonly name: string;
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  createPortal(input: { customerId: string; locale: Locale }): Promise<{ url: string }>;
  /** The newest subscription of the customer (or the given one), null when there is none. */
  retrieveSubscription(ref: {
    customerId: string;
    subscriptionId: string | null;
  }): Promise<ProviderSubscription | null>;
  cancelNow(subscriptionId: string): Promise<void>;
}

/** The provider refused or failed; `code` is what the API answers. */
export class BillingProviderError extends Error {
  constructor(
    readonly code: 'PORTAL_NOT_CONFIGURED' | 'PROVIDER_ERROR',
    message: string,
  ) {
    super(message);
  }
}

/** The part of a provider's webhook event the app acts on. */
export type BillingWebhookEvent = {
  id: string;
  type: string;
  /**
   * Whether this kind of event can change a subscription. The provider's implementation decides, since only
   * it knows its event names; the rest are acknowledged and ignored.
   */
  changesSubscription: boolean;
  customerId: string | null;
  subscriptionId: string | null;
  /** Our business id, when the event carries it (a checkout session's client reference). */
  businessId: string | null;
};

export interface BillingWebhooks {
  /** Checks the signature and reads the event; throws WebhookSignatureError when it does not verify. */
  verify(rawBody: string, signature: string | undefined): Promise<BillingWebhookEvent>;
}

export class WebhookSignatureError extends Error {}
