import { z } from 'zod';
import { PORTAL_ACTIONS, SUBSCRIPTION_STATE_NAMES } from '../domain/subscription-states';

/**
 * create-checkout / create-checkout-no-trial (docs/product/api.md#calls-and-endpoints): one endpoint, the
 * trial is a flag.
 */
export const checkoutRequestSchema = z.strictObject({ trial: z.boolean() });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** A page of the payment provider (checkout or portal) that the client opens in a new tab. */
export const redirectUrlSchema = z.object({ url: z.string() });

/** The local test-mode checkout session, as its page shows it. */
export const localCheckoutSessionSchema = z.object({
  id: z.string(),
  trial: z.boolean(),
  trialDays: z.number().int(),
  priceDollars: z.number(),
  email: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
});
export type LocalCheckoutSession = z.infer<typeof localCheckoutSessionSchema>;

/** The local test-mode customer portal: what the owner's subscription looks like. */
export const localPortalSchema = z.object({
  email: z.string(),
  status: z.enum(SUBSCRIPTION_STATE_NAMES),
  trialEnd: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  priceDollars: z.number(),
});
export type LocalPortal = z.infer<typeof localPortalSchema>;

/** Actions of the local portal; each mirrors a Stripe subscription transition. */
export const localPortalActionSchema = z.strictObject({
  action: z.enum(PORTAL_ACTIONS),
});
export type LocalPortalAction = z.infer<typeof localPortalActionSchema>['action'];

/**
 * Closing the account (docs/product/teams.md#closing-an-account) needs the owner's explicit confirmation in
 * the body.
 */
export const closeAccountRequestSchema = z.strictObject({ confirm: z.literal('DELETE') });
