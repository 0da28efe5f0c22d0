import { msg } from '@lingui/core/macro';
import { ApiError } from '@client/lib/api-client';

/**
 * The texts of the upgrade, trial and account screens (docs/product/texts.md), character for character.
 * Descriptors, worded in the page's language where they are shown: `t(SUBSCRIPTION_MESSAGES.trialFailed)`
 * (docs/decisions/0026).
 */
export const SUBSCRIPTION_MESSAGES = {
  trialFailed: msg`Failed to start trial. Please try again.`,
  subscriptionFailed: msg`Failed to start subscription. Please try again.`,
  upgradeFailed: msg`Failed to start upgrade process`,
  checkFailed: msg`Could not verify subscription status. Defaulting to free plan.`,
  portalNotConfigured: msg`Customer Portal Not Configured`,
  portalNotConfiguredDescription: msg`The payment portal is not configured. Please contact support.`,
  paymentManagementFailed: msg`Failed to access payment management. Please contact support.`,
  subscriptionManagementFailed: msg`Failed to access subscription management. Please try again.`,
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A failed check whose message mentions a publishable or secret API key is the operator's configuration
 * problem, not something the owner can act on, so it shows no toast
 * (docs/product/plans.md#when-the-plan-check-fails).
 */
export function mentionsApiKey(error: unknown): boolean {
  const message = messageOf(error);
  return /publishable|secret/i.test(message) && /key/i.test(message);
}

/**
 * Stripe answers 'No configuration provided' while its customer portal is not set up
 * (docs/product/errors.md#codes).
 */
export function isPortalNotConfigured(error: unknown): boolean {
  if (error instanceof ApiError && error.code === 'PORTAL_NOT_CONFIGURED') return true;
  return messageOf(error).includes('No configuration provided');
}
