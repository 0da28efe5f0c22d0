import { eq, sql } from 'drizzle-orm';
import type { PermitSuggestion } from '../../../shared/contracts/catalog';
import { stateCodeOf } from '../../../shared/domain/us-states';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { businessProfiles, permits, suggestionDismissals } from '../../db/schema';
import type { Catalog } from '../../catalog/catalog';
import { toSuggestion, jurisdictionLabel } from './catalog-dto';
import type { CatalogEntry } from '../../catalog/catalog-schema';

/** What the suggestions are worked out from (spec §4 Suggestions, docs/decisions/0020). */
export type SuggestionContext = {
  /** Two-letter codes of the states the business operates in. */
  states: ReadonlySet<string>;
  servesBeerWine: boolean;
  servesLiquor: boolean;
  /** 'city|ST' keys, lower case: the cities the business works in. */
  cities: ReadonlySet<string>;
  /** Catalog entries the business already tracks as permits. */
  tracked: ReadonlySet<string>;
  /** Catalog entries the business dismissed. */
  dismissed: ReadonlySet<string>;
};

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;
const LEVEL_ORDER = { federal: 0, state: 1, county: 2, city: 3 } as const;

export const cityKey = (city: string, state: string) => `${city.trim().toLowerCase()}|${state}`;

function appliesWhere(entry: CatalogEntry, context: SuggestionContext) {
  const where = entry.jurisdiction;
  if (where.level === 'federal') return true;
  if (!context.states.has(where.state)) return false;
  return where.level !== 'city' || context.cities.has(cityKey(where.city, where.state));
}

/** The priority and reason of an entry for this business, or null when it does not apply to them. */
function assess(
  entry: CatalogEntry,
  context: SuggestionContext,
): Pick<PermitSuggestion, 'priority' | 'reason'> | null {
  const where = jurisdictionLabel(entry);
  const required = entry.requirement === 'required';
  const [first] = entry.appliesWhen;
  if (first === 'always')
    return required
      ? { priority: 'high', reason: `Required for food trucks operating in ${where}.` }
      : { priority: 'low', reason: `Recommended for food trucks operating in ${where}.` };
  const conditions = entry.appliesWhen as readonly string[];
  const met = [
    context.servesLiquor && conditions.includes('serves-liquor') ? 'you serve liquor' : null,
    context.servesBeerWine && conditions.includes('serves-beer-wine') ? 'you serve beer or wine' : null,
  ].filter((reason) => reason !== null);
  if (met.length > 0)
    return required
      ? { priority: 'medium', reason: `Required because ${met[0]} (${where}).` }
      : { priority: 'low', reason: `Recommended because ${met[0]} (${where}).` };
  // The profile does not say whether the truck cooks with propane: the owner decides.
  if (conditions.includes('uses-propane'))
    return { priority: 'low', reason: `Applies if your truck uses propane (${where}).` };
  return null;
}

/** spec §4 Suggestions: the catalog entries that apply to the business and that it does not track yet. */
export function suggestPermits(catalog: Catalog, context: SuggestionContext): PermitSuggestion[] {
  const suggestions: { entry: CatalogEntry; suggestion: PermitSuggestion }[] = [];
  for (const entry of catalog.entries) {
    if (context.tracked.has(entry.id) || context.dismissed.has(entry.id)) continue;
    if (!appliesWhere(entry, context)) continue;
    const assessed = assess(entry, context);
    if (assessed) suggestions.push({ entry, suggestion: toSuggestion(entry, assessed) });
  }
  return suggestions
    .sort(
      (a, b) =>
        PRIORITY_ORDER[a.suggestion.priority] - PRIORITY_ORDER[b.suggestion.priority] ||
        LEVEL_ORDER[a.entry.jurisdiction.level] - LEVEL_ORDER[b.entry.jurisdiction.level] ||
        a.entry.name.localeCompare(b.entry.name),
    )
    .map(({ suggestion }) => suggestion);
}

/** 'California, NV; Texas and Oregon' → CA, NV, TX, OR; what is not a state is left out. */
export function statesOperatingCodes(statesOperating: string | null | undefined): string[] {
  if (!statesOperating) return [];
  return statesOperating
    .split(/[,;/]|\band\b/i)
    .map((part) => stateCodeOf(part))
    .filter((code): code is string => code !== null);
}

/** The business's permits as the suggestions see them: which entries they are, and where. */
type TrackedPermit = {
  name: string;
  city: string | null;
  stateCode: string | null;
  catalogEntryId: string | null;
};

/**
 * Everything the suggestions need of one business in one round trip: its profile, its permits (name, place,
 * catalog entry) and its dismissals. Prepared once per database handle, like the other hot reads
 * (docs/decisions/0008).
 */
const contextQuery = preparedPerDatabase((db) =>
  db
    .select({
      statesOperating: businessProfiles.statesOperating,
      servesBeerWine: businessProfiles.servesBeerWine,
      servesLiquor: businessProfiles.servesLiquor,
      address: businessProfiles.address,
      permits: sql<TrackedPermit[] | null>`(
        select json_agg(json_build_object('name', ${permits.name}, 'city', ${permits.city},
          'stateCode', ${permits.stateCode}, 'catalogEntryId', ${permits.catalogEntryId}))
        from ${permits} where ${permits.businessId} = ${sql.placeholder('businessId')})`,
      dismissed: sql<string[] | null>`(
        select json_agg(${suggestionDismissals.entryId}) from ${suggestionDismissals}
        where ${suggestionDismissals.businessId} = ${sql.placeholder('businessId')})`,
    })
    // One row whether or not the business has a profile yet.
    .from(sql`(select 1) as one`)
    .leftJoin(businessProfiles, eq(businessProfiles.businessId, sql.placeholder('businessId')))
    .prepare('suggestion_context'),
);

/** The context of one business: its profile, its permits and its dismissals. */
export async function suggestionContext({
  db,
  catalog,
  businessId,
}: {
  db: Database;
  catalog: Catalog;
  businessId: string;
}): Promise<SuggestionContext> {
  const [row] = await contextQuery(db).execute({ businessId });
  const states = new Set(statesOperatingCodes(row?.statesOperating));
  const cities = new Set<string>();
  const tracked = new Set<string>();
  for (const permit of row?.permits ?? []) {
    if (permit.stateCode) states.add(permit.stateCode);
    if (permit.city && permit.stateCode) cities.add(cityKey(permit.city, permit.stateCode));
    const id = permit.catalogEntryId ?? catalog.match({ name: permit.name, state: permit.stateCode })?.id;
    if (id) tracked.add(id);
  }
  // A catalog city named in the profile's address, in a state the business operates in.
  const address = row?.address?.toLowerCase();
  if (address)
    for (const { city, state, pattern } of catalog.cities)
      if (states.has(state) && pattern.test(address)) cities.add(cityKey(city, state));

  return {
    states,
    servesBeerWine: row?.servesBeerWine ?? false,
    servesLiquor: row?.servesLiquor ?? false,
    cities,
    tracked,
    dismissed: new Set(row?.dismissed ?? []),
  };
}

/**
 * Suggestions by context, kept for the process: they depend on the context and the catalog alone, and
 * businesses in the same state with the same drinks and permits share them.
 */
const suggestionsByContext = new WeakMap<Catalog, Map<string, PermitSuggestion[]>>();
const CONTEXTS_KEPT = 5_000;

const contextKey = (context: SuggestionContext) =>
  JSON.stringify([
    [...context.states].sort(),
    context.servesBeerWine,
    context.servesLiquor,
    [...context.cities].sort(),
    [...context.tracked].sort(),
    [...context.dismissed].sort(),
  ]);

export async function listPermitSuggestions(options: { db: Database; catalog: Catalog; businessId: string }) {
  const context = await suggestionContext(options);
  let kept = suggestionsByContext.get(options.catalog);
  if (!kept) suggestionsByContext.set(options.catalog, (kept = new Map()));
  const key = contextKey(context);
  let suggestions = kept.get(key);
  if (!suggestions) {
    suggestions = suggestPermits(options.catalog, context);
    if (kept.size >= CONTEXTS_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, suggestions);
  }
  return suggestions;
}
