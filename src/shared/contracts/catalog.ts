import { z } from 'zod';
import { PERMIT_CATEGORY_NAMES } from '../domain/permit-categories';
import { stateCodeOf } from '../domain/us-states';
import { singleLineTextSchema } from './text';
import { idSchema } from './ids';

/**
 * The permit intelligence's answers: suggestions, Find Link and the requirement search
 * (docs/product/intelligence.md, docs/decisions/0020). Every answer from the catalog says where it came from:
 * the agency, its page, and when a person last checked the entry (null: not yet).
 */
export const catalogSourceSchema = z.object({
  entryId: z.string(),
  agency: z.string(),
  agencyUrl: z.string(),
  url: z.string(),
  /**
   * The day every fact of the entry was checked against archived copies of the agency's pages, and the day a
   * person checked it on the live site; null: not yet (docs/product/intelligence.md#how-each-entry-was-checked).
   */
  archiveChecked: z.string().nullable(),
  reviewed: z.string().nullable(),
});
export type CatalogSource = z.infer<typeof catalogSourceSchema>;

export const costRangeSchema = z.object({
  minUsd: z.number(),
  maxUsd: z.number(),
  per: z.enum(['application', 'year', 'term']),
});
export type CostRange = z.infer<typeof costRangeSchema>;

export const dayRangeSchema = z.object({ minDays: z.number(), maxDays: z.number() });
export type DayRange = z.infer<typeof dayRangeSchema>;

/** A permit suggestion (docs/product/intelligence.md#suggestions), with the entry's facts and source. */
export const permitSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  reason: z.string(),
  /** Who wrote the reason: the catalog's rules, or the AI provider when one is configured (docs/decisions/0022). */
  reasonBy: z.enum(['catalog', 'ai']),
  /**
   * The estimated processing time and cost: ranges, null where no source states them
   * (docs/product/intelligence.md#suggestions).
   */
  estimatedProcessingDays: dayRangeSchema.nullable(),
  estimatedCost: costRangeSchema.nullable(),
  category: z.string(),
  /** Where it applies, e.g. 'Federal', 'California', 'Los Angeles, CA'. */
  jurisdiction: z.string(),
  stateCode: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  renewalUrl: z.string().nullable(),
  source: catalogSourceSchema,
  /**
   * The vehicle it is for, when the entry licenses each vehicle apart and the business has vehicles; null for
   * the whole business (docs/product/fleet.md#suggestions).
   */
  vehicle: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type PermitSuggestion = z.infer<typeof permitSuggestionSchema>;
export const permitSuggestionListSchema = z.object({ suggestions: z.array(permitSuggestionSchema) });

export const suggestionIdParamsSchema = z.object({
  id: idSchema(/*i18n*/ 'No such suggestion', /^(?=.{1,80}$)[a-z0-9]+(-[a-z0-9]+)*$/),
});

/**
 * A state as the form holds it: a code or a name, or empty. Text no field takes (control characters, too long)
 * is refused as any text is; other text is refused with its own code, UNKNOWN_STATE, and a message naming the
 * value sent and what the field takes.
 */
const stateFieldSchema = singleLineTextSchema(/*i18n*/ 'State', 120)
  .pipe(z.string())
  .refine((value) => value === '' || stateCodeOf(value) !== null, {
    message:
      /*i18n*/ 'We don\'t know the state "{value}". Enter a US state or DC by its name or two-letter code, such as California or CA.',
    params: { code: 'UNKNOWN_STATE' },
  })
  .transform((value) => stateCodeOf(value));

/** A seeded category's name, or nothing. */
const categoryFieldSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || PERMIT_CATEGORY_NAMES.includes(value),
    /*i18n*/ 'No such permit category',
  )
  .transform((value) => value || null);

/**
 * The search and Find Link need a permit name (docs/product/intelligence.md#find-link); up to 200 characters
 * like the permit's.
 */
const permitNameSchema = singleLineTextSchema(/*i18n*/ 'Permit name', 200).min(
  1,
  /*i18n*/ 'Please enter a permit name first',
);

/**
 * find-renewal-links (docs/product/api.md#calls-and-endpoints): permitName, state, category → renewalLink,
 * message. A read, so a GET with these as query parameters (docs/decisions/0020).
 */
export const findRenewalLinkRequestSchema = z.strictObject({
  permitName: permitNameSchema,
  state: stateFieldSchema.optional().default(''),
  category: categoryFieldSchema.optional().default(''),
});
export type FindRenewalLinkRequest = z.input<typeof findRenewalLinkRequestSchema>;

export const findRenewalLinkResponseSchema = z.object({
  renewalLink: z.string().nullable(),
  message: z.string(),
  /** The catalog entry the link comes from; null when none matched. */
  source: catalogSourceSchema.nullable(),
  /**
   * True when the link is the AI provider's proposal for a permit the catalog lacks: on an official https
   * domain, but no person has checked it (docs/decisions/0022).
   */
  unverified: z.boolean(),
});
export type FindRenewalLinkResponse = z.infer<typeof findRenewalLinkResponseSchema>;

/** 'Search Latest Requirements' (docs/product/intelligence.md#requirement-search, docs/decisions/0020). */
export const requirementSearchRequestSchema = findRenewalLinkRequestSchema;
export type RequirementSearchRequest = FindRenewalLinkRequest;

export const requirementAnswerSchema = z.object({
  name: z.string(),
  category: z.string(),
  jurisdiction: z.string(),
  summary: z.string(),
  /** One line beside the entry: why it links the agency's home page, or that a state rule covers it. */
  note: z.string().nullable(),
  cost: costRangeSchema.nullable(),
  processingDays: dayRangeSchema.nullable(),
  /** Months between renewals; null: does not expire. Absent when no source states it. */
  renewalEveryMonths: z.number().nullable().optional(),
  /** A temporary event permit: apply at least this many days before the event; null where no page states it. */
  leadDays: z.number().nullable(),
  /**
   * How a truck from elsewhere sells where the entry applies (docs/product/intelligence.md#selling-elsewhere):
   * whether the state's licence is honoured there, with the place's temporary event permits.
   */
  visiting: z
    .object({
      place: z.string(),
      reciprocity: z.enum(['statewide', 'honoured', 'obtain-again', 'not-stated']),
      noticeDays: z.number().nullable(),
      summary: z.string(),
      eventPermits: z.array(z.object({ id: z.string(), name: z.string(), leadDays: z.number().nullable() })),
    })
    .nullable(),
  prepare: z.array(z.string()),
  renewalUrl: z.string().nullable(),
  source: catalogSourceSchema,
});
export type RequirementAnswer = z.infer<typeof requirementAnswerSchema>;

export const requirementSearchResponseSchema = z.object({
  result: requirementAnswerSchema.nullable(),
  message: z.string(),
});
export type RequirementSearchResponse = z.infer<typeof requirementSearchResponseSchema>;

/** A catalog entry as the permit form takes it in when an owner adds a suggestion. */
export const catalogEntryDraftSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  stateCode: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  cost: costRangeSchema.nullable(),
  processingDays: dayRangeSchema.nullable(),
  renewalUrl: z.string().nullable(),
  source: catalogSourceSchema,
});
export type CatalogEntryDraft = z.infer<typeof catalogEntryDraftSchema>;

export { CATALOG_MESSAGES } from './catalog-messages';
