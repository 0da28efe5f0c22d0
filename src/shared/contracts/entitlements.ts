import { z } from 'zod';
import { ROLES } from '../domain/roles';

/**
 * What the signed-in member may do now in their business, as the server decides it from
 * shared/domain/entitlements.ts and shared/domain/roles.ts (docs/decisions/0010, 0018): screens show these
 * answers instead of evaluating the rules themselves.
 */
export const entitlementsSchema = z.object({
  plan: z.enum(['free', 'pro']),
  /** The plan's permit limit; null means no limit. */
  permitLimit: z.number().int().nullable(),
  permitCount: z.number().int().min(0),
  canAddPermit: z.boolean(),
  /** The plan's vehicle limit (docs/product/fleet.md#plans); null means no limit. */
  vehicleLimit: z.number().int().nullable(),
  /** Vehicles not archived. */
  vehicleCount: z.number().int().min(0),
  canAddVehicle: z.boolean(),
  canUseTextAlerts: z.boolean(),
  /** The member's role in the business; `can(role, …)` tells the screens which controls to show. */
  role: z.enum(ROLES),
  /** The business works in, named by its profile (or the owner's e-mail before onboarding). */
  businessName: z.string(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;
