import { z } from 'zod';

export const subscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  isTrialing: z.boolean(),
  subscription_tier: z.string(),
  subscription_end: z.string().nullable(),
});
