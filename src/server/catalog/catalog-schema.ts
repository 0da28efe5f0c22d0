import { z } from 'zod';
import { PERMIT_CATEGORY_NAMES } from '../../shared/domain/permit-categories';
import { US_STATES } from '../../shared/domain/us-states';

/**
 * The permit catalog's data (catalog/README.md, docs/decisions/0020): what a food truck must hold where it
 * operates, each fact tied to the page it came from. The files under catalog/ are checked against this schema
 * by `npm run catalog:check` and loaded through it at start-up.
 */

const STATE_CODES = US_STATES.map(([code]) => code) as [string, ...string[]];
export const stateCodeSchema = z.enum(STATE_CODES);

const isoDay = z.iso.date();

/** An official page: https only, no credentials, no fragment. */
export const officialUrlSchema = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain })
  .refine((value) => {
    const url = new URL(value);
    return !url.username && !url.password && !url.hash;
  }, 'an official page is an https address without credentials or fragment');

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/[\n\r\t]/.test(value), 'one line of text');

/** A fact and the page that states it; a fact without such a page is left out of the entry. */
const sourced = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ ...shape, source: officialUrlSchema });

const costSchema = sourced({
  minUsd: z.number().min(0).max(100_000),
  maxUsd: z.number().min(0).max(100_000),
  /** What the amount pays for: one application, a year, or the whole term of the permit. */
  per: z.enum(['application', 'year', 'term']),
}).refine((cost) => cost.maxUsd >= cost.minUsd, 'maxUsd is below minUsd');

const processingSchema = sourced({
  minDays: z.number().int().min(0).max(365),
  maxDays: z.number().int().min(0).max(365),
}).refine((days) => days.maxDays >= days.minDays, 'maxDays is below minDays');

const renewalSchema = sourced({
  /** Months between renewals; null when the permit does not expire. */
  everyMonths: z.number().int().min(1).max(120).nullable(),
});

export const jurisdictionSchema = z.discriminatedUnion('level', [
  z.strictObject({ level: z.literal('federal') }),
  z.strictObject({ level: z.literal('state'), state: stateCodeSchema }),
  /** `county` null: every county of the state (a county permit found through the state's locator page). */
  z.strictObject({ level: z.literal('county'), state: stateCodeSchema, county: text(80).nullable() }),
  z.strictObject({
    level: z.literal('city'),
    state: stateCodeSchema,
    county: text(80).nullable(),
    city: text(80),
  }),
]);
export type Jurisdiction = z.infer<typeof jurisdictionSchema>;

/** When an entry applies: always, or when the business meets any of the listed conditions. */
export const CONDITIONS = ['serves-beer-wine', 'serves-liquor', 'uses-propane'] as const;
export type Condition = (typeof CONDITIONS)[number];
const appliesWhenSchema = z.union([
  z.tuple([z.literal('always')]),
  z
    .array(z.enum(CONDITIONS))
    .min(1)
    .refine((conditions) => new Set(conditions).size === conditions.length, 'a condition is listed twice'),
]);

export const catalogEntrySchema = z.strictObject({
  /** Stable: a saved permit and a dismissed suggestion keep pointing at it. */
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens')
    .max(80),
  name: text(200),
  aliases: z.array(text(200)).max(12),
  category: z.enum(PERMIT_CATEGORY_NAMES as [string, ...string[]]),
  jurisdiction: jurisdictionSchema,
  agency: z.strictObject({ name: text(200), url: officialUrlSchema }),
  /** The agency's page about this permit. */
  url: officialUrlSchema,
  /** Where a holder renews, when the agency has such a page. */
  renewalUrl: officialUrlSchema.nullable(),
  cost: costSchema.nullable(),
  processingDays: processingSchema.nullable(),
  renewal: renewalSchema.nullable(),
  appliesWhen: appliesWhenSchema,
  /** Held once per vehicle rather than once per business. */
  perVehicle: z.boolean(),
  /** Required by law when it applies, or recommended. */
  requirement: z.enum(['required', 'recommended']),
  /** In our own words, from the agency's pages. */
  summary: text(600),
  /** What to have ready when applying or renewing. */
  prepare: z.array(text(200)).max(10),
  /** Pages the requirement monitor watches for changes. */
  watch: z.array(officialUrlSchema).min(1).max(5),
  /**
   * The date a person last checked the entry against its pages; null until someone has (the first edition
   * was written where the agencies' sites could not be reached, docs/decisions/0020).
   */
  reviewed: isoDay.nullable(),
});
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;

/** One file of catalog/: the federal requirements, or one state's (with its counties and cities). */
export const catalogFileSchema = z.strictObject({
  scope: z.union([z.literal('federal'), stateCodeSchema]),
  entries: z.array(catalogEntrySchema).min(1),
});
export type CatalogFile = z.infer<typeof catalogFileSchema>;
