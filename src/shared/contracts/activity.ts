import { z } from 'zod';

/** What the activity log records (docs/decisions/0018). */
export const ACTIVITY_ACTIONS = [
  'permit.created',
  'permit.updated',
  'permit.deleted',
  'permit.renewed',
  'document.uploaded',
  'document.removed',
  'business_profile.updated',
  'plan.changed',
  'invitation.sent',
  'invitation.resent',
  'invitation.revoked',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'member.left',
  'ownership.transferred',
  'share_link.created',
  'share_link.revoked',
  'share_link.viewed',
  'packet.emailed',
  'organizer_packet.emailed',
  'vehicle.created',
  'vehicle.updated',
  'vehicle.archived',
  'vehicle.restored',
  'member.vehicles_changed',
  'inspection.added',
  'inspection.updated',
  'inspection.deleted',
  'inspection.report_uploaded',
  'inspection.report_removed',
  // Events (docs/product/events.md): a permit added for one is 'permit.created' with its 'event'.
  'event.created',
  'event.updated',
  'event.deleted',
  'event.line_marked',
  'event.line_unmarked',
  'event.certificate_requested',
  'event.certificate_uploaded',
  'event.certificate_removed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const activityChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ActivityChange = z.infer<typeof activityChangeSchema>;

export const activityEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(ACTIVITY_ACTIONS),
  /** Who made the change, by e-mail; null for the system (e.g. the payment provider). */
  actorEmail: z.string().nullable(),
  permitId: z.string().nullable(),
  subject: z.string().nullable(),
  /** The vehicle it concerns, by its name at the time (docs/product/fleet.md#teams). */
  vehicleName: z.string().nullable(),
  changes: z.array(activityChangeSchema),
  createdAt: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const activityPageSchema = z.object({
  events: z.array(activityEventSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});

export const ACTIVITY_PAGE_SIZE = 25;

export const activityPageQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
});
