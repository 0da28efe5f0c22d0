import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { idSchema } from './ids';
import { multiLineTextSchema, singleLineTextSchema } from './text';
import { permitVehicleSchema, vehicleFilterSchema } from './vehicles';
import {
  INSPECTION_RESULT_LABELS,
  INSPECTION_RESULTS,
  type InspectionResult,
} from '../domain/inspection-results';

/*
 * A permit's inspections (docs/product/events.md#inspections): when the agency comes, what it found, and on a
 * failure when it comes back; the inspector's report kept as a document.
 */

export { INSPECTION_RESULTS, INSPECTION_RESULT_LABELS, type InspectionResult };

const optionalText = (schema: z.ZodType<string, string>) =>
  schema
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * An inspection as the API takes it, to add or to edit (an edit replaces every field). The re-inspection date
 * belongs to a failed inspection only, and cannot come before the inspection.
 */
export const inspectionInputSchema = z
  .strictObject({
    scheduledOn: calendarDateSchema(/*i18n*/ 'Date', /*i18n*/ 'Date is required'),
    agency: optionalText(singleLineTextSchema(/*i18n*/ 'Agency', 200)),
    // As long as a permit's notes (shared/contracts/permits.ts).
    notes: optionalText(multiLineTextSchema(/*i18n*/ 'Notes', 5000)),
    result: z
      .enum(INSPECTION_RESULTS, /*i18n*/ 'Result must be Pending, Passed or Failed')
      .default('pending'),
    reinspectionOn: calendarDateSchema(/*i18n*/ 'Re-inspection date').nullable().optional(),
  })
  .superRefine((input, context) => {
    if (!input.reinspectionOn) return;
    if (input.result !== 'failed')
      context.addIssue({
        code: 'custom',
        path: ['reinspectionOn'],
        message: /*i18n*/ 'Only a failed inspection has a re-inspection date',
      });
    else if (input.reinspectionOn < input.scheduledOn)
      context.addIssue({
        code: 'custom',
        path: ['reinspectionOn'],
        message: /*i18n*/ 'The re-inspection cannot be before the inspection',
      });
  });
export type InspectionInput = z.input<typeof inspectionInputSchema>;

export const inspectionIdParamsSchema = z.object({ id: idSchema(/*i18n*/ 'No such inspection', 'uuid') });

export const inspectionSchema = z.object({
  id: z.string(),
  permitId: z.string(),
  scheduledOn: z.string(),
  agency: z.string().nullable(),
  notes: z.string().nullable(),
  result: z.enum(INSPECTION_RESULTS),
  reinspectionOn: z.string().nullable(),
  report: z.object({ name: z.string(), type: z.string(), size: z.number() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Inspection = z.infer<typeof inspectionSchema>;

/** A permit's inspections, the latest date first. */
export const inspectionListSchema = z.object({ inspections: z.array(inspectionSchema) });

/** Which inspections of the business: on the member's today (the server's when not given), by vehicle too. */
export const businessInspectionsQuerySchema = z.strictObject({
  today: calendarDateSchema(/*i18n*/ 'Report date').optional(),
  /** As the permit list takes it (docs/product/fleet.md#reports-by-vehicle). */
  vehicle: vehicleFilterSchema.optional(),
});

/** An inspection or a failed inspection's re-inspection still to come. */
export const upcomingInspectionSchema = z.object({
  inspectionId: z.string(),
  permitId: z.string(),
  permitName: z.string(),
  vehicle: permitVehicleSchema.nullable(),
  kind: z.enum(['inspection', 'reinspection']),
  date: z.string(),
  agency: z.string().nullable(),
});
export type UpcomingInspection = z.infer<typeof upcomingInspectionSchema>;

/** A permit's latest inspection on or before today. */
export const latestInspectionSchema = z.object({
  inspectionId: z.string(),
  permitId: z.string(),
  date: z.string(),
  result: z.enum(INSPECTION_RESULTS),
});
export type LatestInspection = z.infer<typeof latestInspectionSchema>;

export const businessInspectionsSchema = z.object({
  /** Soonest first. */
  upcoming: z.array(upcomingInspectionSchema),
  /** One per permit that has had one. */
  latest: z.array(latestInspectionSchema),
});
export type BusinessInspections = z.infer<typeof businessInspectionsSchema>;
