import { z } from 'zod';

/*
 * The dated deadlines that are not a permit's renewal (docs/product/events.md#deadlines), as the dashboard's
 * calendar reads them: an event's 'Apply by' dates and the organiser's deadline while their lines are not done,
 * and the pending inspections and re-inspections.
 */

export const DEADLINE_KINDS = ['apply-by', 'organizer', 'inspection', 'reinspection'] as const;

export const deadlineSchema = z.object({
  /** Names the deadline: 'event:<id>:apply-by:<entry>', 'event:<id>:organizer', 'inspection:<id>', 'inspection:<id>:reinspection'. */
  key: z.string(),
  kind: z.enum(DEADLINE_KINDS),
  date: z.string(),
  eventId: z.string().nullable(),
  inspectionId: z.string().nullable(),
  /** The event's name; null for an inspection. */
  eventName: z.string().nullable(),
  /** The catalog permit to apply for, or the inspected permit ('Health Permit — Truck 2'); null for the organiser's. */
  permitName: z.string().nullable(),
  /** The vehicles it concerns (not archived); none: the whole business. */
  vehicleIds: z.array(z.string()),
});
export type DeadlineDto = z.infer<typeof deadlineSchema>;

export const deadlineListSchema = z.object({ deadlines: z.array(deadlineSchema) });
