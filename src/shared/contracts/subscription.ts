import { z } from 'zod';

/**
 * The answer of check-subscription (docs/product/plans.md#subscription-status); `SubscriptionStatus` in
 * shared/domain is this shape.
 */
export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  isTrialing: z.boolean(),
  subscription_tier: z.string(),
  subscription_end: z.string().nullable(),
});
