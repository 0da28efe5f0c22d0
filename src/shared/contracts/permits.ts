import { z } from 'zod';
import { isCalendarDate } from '../domain/calendar-dates';
import { fillMessage } from '../i18n/fill-message';
import { calendarDateSchema } from './calendar-date';
import { multiLineTextSchema, optionalWebUrlSchema, singleLineTextSchema } from './text';
import { idSchema } from './ids';
import { MAX_PROCESSING_DAYS, MIN_PROCESSING_DAYS } from './permit-limits';
import { permitVehicleSchema, vehicleFilterSchema } from './vehicles';

/** An optional text of the API: '' is stored as nothing. */
const optionalText = (schema: z.ZodType<string, string>) =>
  schema.transform((value) => (value === '' ? null : value));

/** The permit's name and places, one line each; only the notes run over several lines. */
const permitNameSchema = singleLineTextSchema(/*i18n*/ 'Permit name', 200).min(
  1,
  /*i18n*/ 'Permit name is required',
);
const citySchema = singleLineTextSchema(/*i18n*/ 'City', 120);
const stateSchema = singleLineTextSchema(/*i18n*/ 'State', 120);
const countySchema = singleLineTextSchema(/*i18n*/ 'County', 120);
const notesSchema = multiLineTextSchema(/*i18n*/ 'Notes', 5000);
/** What an inspector asks for first (docs/product/permits.md#fields). */
const permitNumberSchema = singleLineTextSchema(/*i18n*/ 'Permit number', 100);
const issuingAgencySchema = singleLineTextSchema(/*i18n*/ 'Issuing agency', 100);

/** A valid URL or empty (docs/product/permits.md#the-permit-form). */
export const renewalLinkSchema = optionalWebUrlSchema(/*i18n*/ 'The renewal URL');

/** permit_categories.id is a PostgreSQL integer: a larger id is no category rather than a database error. */
const MAX_CATEGORY_ID = 2_147_483_647;

/** A permit as the API takes it (create and update). Dates are optional here; the form requires them. */
export const permitInputSchema = z
  .strictObject({
    name: permitNameSchema,
    issueDate: calendarDateSchema(/*i18n*/ 'Start date').nullable().optional(),
    renewalDate: calendarDateSchema(/*i18n*/ 'Renewal date').nullable().optional(),
    cost: z
      .number()
      .min(0, /*i18n*/ 'Cost cannot be negative')
      .max(10_000_000, /*i18n*/ 'Cost is too large')
      .nullable()
      .optional(),
    city: optionalText(citySchema).nullable().optional(),
    state: optionalText(stateSchema).nullable().optional(),
    county: optionalText(countySchema).nullable().optional(),
    notes: optionalText(notesSchema).nullable().optional(),
    permitNumber: optionalText(permitNumberSchema).nullable().optional(),
    issuingAgency: optionalText(issuingAgencySchema).nullable().optional(),
    renewalLink: renewalLinkSchema
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    categoryId: z
      .number()
      .int(/*i18n*/ 'No such permit category')
      .positive(/*i18n*/ 'No such permit category')
      .max(MAX_CATEGORY_ID, /*i18n*/ 'No such permit category')
      .nullable()
      .optional(),
    processingTimeDays: z
      .number()
      .int()
      .min(MIN_PROCESSING_DAYS, /*i18n*/ 'Processing time must be at least 1 day')
      .max(
        MAX_PROCESSING_DAYS,
        fillMessage(/*i18n*/ 'Processing time must be at most {max} days', { max: MAX_PROCESSING_DAYS }),
      )
      .nullable()
      .optional(),
    /** The permit catalog's entry it was added from (docs/decisions/0020); left as it is when absent. */
    catalogEntryId: z
      .string()
      .max(80, /*i18n*/ 'No such catalog entry')
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, /*i18n*/ 'No such catalog entry')
      .nullable()
      .optional(),
    /**
     * The vehicle it licenses, or null for the whole business (docs/product/fleet.md); an edit that does not
     * mention it keeps the one the permit has.
     */
    vehicleId: idSchema(/*i18n*/ 'No such vehicle', 'uuid').nullable().optional(),
  })
  .refine((permit) => !permit.issueDate || !permit.renewalDate || permit.renewalDate >= permit.issueDate, {
    path: ['renewalDate'],
    message: /*i18n*/ 'The renewal date cannot be before the start date',
  });
export type PermitInput = z.input<typeof permitInputSchema>;

export const permitCategorySchema = z.object({ id: z.number(), name: z.string(), description: z.string() });
export type PermitCategory = z.infer<typeof permitCategorySchema>;

export const permitAgencySchema = z.object({ name: z.string(), url: z.string().nullable() });
export type PermitAgency = z.infer<typeof permitAgencySchema>;

export const permitSchema = z.object({
  id: z.string(),
  name: z.string(),
  issueDate: z.string().nullable(),
  renewalDate: z.string().nullable(),
  cost: z.number().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  stateCode: z.string().nullable(),
  county: z.string().nullable(),
  notes: z.string().nullable(),
  renewalLink: z.string().nullable(),
  permitNumber: z.string().nullable(),
  /** The agency the owner gave; what the form edits. */
  issuingAgency: z.string().nullable(),
  /**
   * The agency as the permit shows it: the owner's, else its catalog entry's; `url` is the catalog's page of
   * the agency when it is the entry's (docs/product/permits.md#fields).
   */
  agency: permitAgencySchema.nullable(),
  status: z.enum(['active', 'expired']),
  processingTimeDays: z.number().nullable(),
  category: permitCategorySchema.nullable(),
  document: z.object({ name: z.string(), type: z.string(), size: z.number() }).nullable(),
  catalogEntryId: z.string().nullable(),
  /** Null for a permit of the whole business (docs/product/fleet.md). */
  vehicle: permitVehicleSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Permit = z.infer<typeof permitSchema>;

/** `total` counts every permit of the business, also when `limit` asked for the first ones only. */
export const permitListSchema = z.object({ permits: z.array(permitSchema), total: z.number().int() });
export type PermitList = z.infer<typeof permitListSchema>;

export { PERMITS_SHOWN_AT_FIRST } from './permit-limits';

/** The most a list may be cut to; a larger business asks for the whole list instead (docs/decisions/0019). */
export const MAX_PERMIT_LIST_LIMIT = 500;
export const permitListQuerySchema = z.object({
  limit: z.coerce
    .number(/*i18n*/ 'limit must be a whole number')
    .int(/*i18n*/ 'limit must be a whole number')
    .min(1, /*i18n*/ 'limit must be at least 1')
    .max(
      MAX_PERMIT_LIST_LIMIT,
      fillMessage(/*i18n*/ 'limit must be at most {max}', { max: MAX_PERMIT_LIST_LIMIT }),
    )
    .optional(),
  /** One vehicle's permits and the whole business's, or 'business' for those alone (docs/product/fleet.md). */
  vehicle: vehicleFilterSchema.optional(),
});
export const permitIdParamsSchema = z.object({ id: idSchema(/*i18n*/ 'No such permit', 'uuid') });

/**
 * The permit form (docs/product/permits.md#the-permit-form): every value is the string an input holds, with
 * the product's messages. `toPermitInput` turns it into the API body (cost converted to a number on save).
 */
export const permitFormSchema = z
  .object({
    name: permitNameSchema,
    // An empty or unparseable date input reads the same to the owner: the date is missing.
    issueDate: calendarDateSchema(/*i18n*/ 'Start date', /*i18n*/ 'Start date is required'),
    renewalDate: calendarDateSchema(/*i18n*/ 'Renewal date', /*i18n*/ 'Renewal date is required'),
    cost: z
      .string()
      .trim()
      .min(1, /*i18n*/ 'Cost is required')
      .refine(
        (value) => value === '' || /^\$?\d{1,9}(\.\d{1,2})?$/.test(value.replaceAll(',', '')),
        /*i18n*/ 'Enter the cost as a number, e.g. 125.00',
      ),
    city: citySchema,
    state: stateSchema,
    county: countySchema,
    notes: notesSchema,
    permitNumber: permitNumberSchema,
    issuingAgency: issuingAgencySchema,
    renewalLink: renewalLinkSchema,
    categoryId: z.string(),
    /** A vehicle's id, or '' for the whole business; absent where the form has no 'Vehicle' to give. */
    vehicleId: z.string().optional(),
    processingTimeDays: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' ||
          (/^\d+$/.test(value) &&
            Number(value) >= MIN_PROCESSING_DAYS &&
            Number(value) <= MAX_PROCESSING_DAYS),
        fillMessage(/*i18n*/ 'Enter between {min} and {max} days', {
          min: MIN_PROCESSING_DAYS,
          max: MAX_PROCESSING_DAYS,
        }),
      ),
  })
  .refine(
    (form) =>
      !isCalendarDate(form.issueDate) ||
      !isCalendarDate(form.renewalDate) ||
      form.renewalDate >= form.issueDate,
    {
      path: ['renewalDate'],
      message: /*i18n*/ 'The renewal date cannot be before the start date',
    },
  );
export type PermitFormValues = z.input<typeof permitFormSchema>;
