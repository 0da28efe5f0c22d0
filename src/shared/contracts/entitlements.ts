import { z } from 'zod';

/**
 * What the signed-in owner may do now, as the server decides it from shared/domain/entitlements.ts
 * (docs/decisions/0010): screens show these answers instead of evaluating the rules themselves.
 */
export const entitlementsSchema = z.object({
  plan: z.enum(['free', 'pro']),
  /** The plan's permit limit; null means no limit. */
  permitLimit: z.number().int().nullable(),
  permitCount: z.number().int().min(0),
  canAddPermit: z.boolean(),
  canUseTextAlerts: z.boolean(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;
