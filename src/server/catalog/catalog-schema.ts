import { z } from 'zod';
import { PERMIT_CATEGORY_NAMES } from '../../shared/domain/permit-categories';
import { SELLING_PLACES } from '../../shared/domain/selling-places';
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

/**
 * When an entry applies: always, or when the business meets any of the listed conditions: what it serves, that
 * it carries propane, and where it sells (docs/product/intelligence.md#where-a-truck-sells).
 */
export const CONDITIONS = ['serves-beer-wine', 'serves-liquor', 'uses-propane', ...SELLING_PLACES] as const;
export type Condition = (typeof CONDITIONS)[number];
const appliesWhenSchema = z.union([
  z.tuple([z.literal('always')]),
  z
    .array(z.enum(CONDITIONS))
    .min(1)
    .refine((conditions) => new Set(conditions).size === conditions.length, 'a condition is listed twice'),
]);

/**
 * A page an entry's facts were checked against (docs/decisions/0033): the agency's own page (`official`) or a
 * secondary source (a city's news release, a statute site, a law or trade guide), what it states in our own
 * words, and the date of the archived copy where the copy shows one.
 */
export const evidenceSchema = z.strictObject({
  url: officialUrlSchema,
  official: z.boolean(),
  states: text(600),
  copyDate: isoDay.nullable(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

/**
 * A page the requirement monitor watches (docs/decisions/0021): only the part `region` selects when it names
 * one, less what `ignore` names: CSS selectors of parts that change on their own (a news box), or
 * `/pattern/flags` for lines to drop (a 'last updated' line, a date stamp).
 */
export const watchedPageSchema = z.strictObject({
  url: officialUrlSchema,
  region: text(200).optional(),
  ignore: z
    .array(text(200))
    .max(10)
    .refine(
      (patterns) => patterns.every(isValidIgnorePattern),
      'an ignore pattern /…/ is not a valid regular expression',
    )
    .optional(),
});
export type WatchedPage = z.infer<typeof watchedPageSchema>;

/** `/pattern/flags` is a regular expression of lines to drop; anything else a CSS selector. */
export function ignoredLinePattern(pattern: string): RegExp | null {
  const literal = /^\/(.+)\/([a-z]*)$/.exec(pattern);
  return literal ? new RegExp(literal[1]!, literal[2]) : null;
}
function isValidIgnorePattern(pattern: string): boolean {
  try {
    ignoredLinePattern(pattern);
    return true;
  } catch {
    return false;
  }
}

/** The entry's text fields in Spanish (docs/decisions/0033): none may be missing. */
const spanishSchema = z.strictObject({
  summary: text(800),
  prepare: z.array(text(260)).max(10),
  note: text(500).optional(),
});

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
  /** The agency's page about this permit; its home page only with a `note` saying why. */
  url: officialUrlSchema,
  /** Where a holder applies or renews, when the agency has such a page or portal. */
  renewalUrl: officialUrlSchema.nullable(),
  cost: costSchema.nullable(),
  processingDays: processingSchema.nullable(),
  renewal: renewalSchema.nullable(),
  /** Apply at least this many days before the first day of an event (temporary event permits). */
  leadDays: sourced({ days: z.number().int().min(0).max(365) })
    .nullable()
    .optional(),
  appliesWhen: appliesWhenSchema,
  /** Held once per vehicle rather than once per business. */
  perVehicle: z.boolean(),
  /** Required by law when it applies, or recommended where no rule requires it. */
  requirement: z.enum(['required', 'recommended']),
  /** In our own words, from the agency's pages. */
  summary: text(600),
  /** What to have ready when applying or renewing. */
  prepare: z.array(text(200)).max(10),
  /** One line an owner reads beside the entry: why it stays on a home page, or that a state rule covers it. */
  note: text(400).optional(),
  es: spanishSchema,
  /** The pages the entry's addresses and facts were checked against. */
  evidence: z.array(evidenceSchema).min(1).max(10),
  /** Pages the requirement monitor watches for changes; never a bare home page. */
  watch: z.array(watchedPageSchema).max(5),
  /** The day every fact of the entry was checked against archived copies of its official pages. */
  archiveChecked: isoDay.nullable(),
  /** The day a person last checked the entry against the live pages; null until someone has. */
  reviewed: isoDay.nullable(),
});
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;

/** Where a visiting truck sells: a state as a whole, or one of the catalog's cities. */
const visitedPlaceSchema = z.discriminatedUnion('level', [
  z.strictObject({ level: z.literal('state'), state: stateCodeSchema }),
  z.strictObject({
    level: z.literal('city'),
    state: stateCodeSchema,
    county: text(80).nullable(),
    city: text(80),
  }),
]);

/**
 * How a truck from elsewhere sells there, at an event or otherwise (docs/decisions/0033): whether the state's
 * mobile food licence is valid everywhere in it (`statewide`), honoured by other counties or cities (with any
 * notice they want), or must be obtained again (`obtain-again`), and the temporary event permits it lists.
 * `not-stated` where no page we found says.
 */
export const visitingSchema = z.strictObject({
  jurisdiction: visitedPlaceSchema,
  reciprocity: z.enum(['statewide', 'honoured', 'obtain-again', 'not-stated']),
  /** Days of notice a county or city wants before a licensed truck from elsewhere sells there. */
  noticeDays: sourced({ days: z.number().int().min(0).max(365) }).nullable(),
  /** Ids of this file's temporary / special event permits for the place. */
  eventPermits: z.array(z.string()).max(8),
  summary: text(800),
  es: z.strictObject({ summary: text(1000) }),
  evidence: z.array(evidenceSchema).min(1).max(10),
  archiveChecked: isoDay.nullable(),
});
export type Visiting = z.infer<typeof visitingSchema>;

/** One file of catalog/: the federal requirements, or one state's (with its counties and cities). */
export const catalogFileSchema = z.strictObject({
  scope: z.union([z.literal('federal'), stateCodeSchema]),
  entries: z.array(catalogEntrySchema).min(1),
  /** How visiting trucks sell in the state and its catalog cities; the federal file has none. */
  visiting: z.array(visitingSchema).max(10).optional(),
});
export type CatalogFile = z.infer<typeof catalogFileSchema>;
