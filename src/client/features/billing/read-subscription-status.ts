import type { SubscriptionStatus } from '@shared/domain/subscription';

/**
 * subscriptionStatusSchema's check of the answer (shared/contracts/subscription.ts), written out: every
 * signed-in screen shows the plan, and zod is not part of their first load (docs/decisions/0025). As the
 * schema's parse did, a malformed answer throws, so the plan reads as Free
 * (docs/product/plans.md#when-the-plan-check-fails), and only the four fields are kept.
 * read-subscription-status.test.ts holds it to the schema.
 */
export function readSubscriptionStatus(answer: unknown): SubscriptionStatus {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw malformed();
  const { subscribed, isTrialing, subscription_tier, subscription_end } = answer as Record<string, unknown>;
  if (
    typeof subscribed !== 'boolean' ||
    typeof isTrialing !== 'boolean' ||
    typeof subscription_tier !== 'string' ||
    (subscription_end !== null && typeof subscription_end !== 'string')
  )
    throw malformed();
  return { subscribed, isTrialing, subscription_tier, subscription_end };
}

const malformed = () => new Error('The subscription status has an unexpected shape');
