import { eq } from 'drizzle-orm';
import type { PermitSuggestion } from '../../../shared/contracts/catalog';
import { stateCodeOf } from '../../../shared/domain/us-states';
import type { Database } from '../../db/client';
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

/** Matches of permit names to entries, kept for the process: the same names come back on every visit. */
const matchCache = new Map<string, string | null>();
const MATCH_CACHE_SIZE = 50_000;

function matchedEntryId(catalog: Catalog, permit: TrackedPermit) {
  const key = `${permit.stateCode ?? ''}|${permit.name}`;
  let id = matchCache.get(key);
  if (id === undefined) {
    id = catalog.match({ name: permit.name, state: permit.stateCode })?.id ?? null;
    if (matchCache.size >= MATCH_CACHE_SIZE) matchCache.delete(matchCache.keys().next().value!);
    matchCache.set(key, id);
  }
  return id;
}

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
  const [[profile], tracked, dismissed] = await Promise.all([
    db
      .select({
        statesOperating: businessProfiles.statesOperating,
        servesBeerWine: businessProfiles.servesBeerWine,
        servesLiquor: businessProfiles.servesLiquor,
        address: businessProfiles.address,
      })
      .from(businessProfiles)
      .where(eq(businessProfiles.businessId, businessId))
      .limit(1),
    db
      .select({
        name: permits.name,
        city: permits.city,
        stateCode: permits.stateCode,
        catalogEntryId: permits.catalogEntryId,
      })
      .from(permits)
      .where(eq(permits.businessId, businessId)),
    db
      .select({ entryId: suggestionDismissals.entryId })
      .from(suggestionDismissals)
      .where(eq(suggestionDismissals.businessId, businessId)),
  ]);

  const states = new Set(statesOperatingCodes(profile?.statesOperating));
  const cities = new Set<string>();
  const trackedIds = new Set<string>();
  for (const permit of tracked) {
    if (permit.stateCode) states.add(permit.stateCode);
    if (permit.city && permit.stateCode) cities.add(cityKey(permit.city, permit.stateCode));
    const id = permit.catalogEntryId ?? matchedEntryId(catalog, permit);
    if (id) trackedIds.add(id);
  }
  // A catalog city named in the profile's address, in a state the business operates in.
  const address = profile?.address?.toLowerCase() ?? '';
  if (address)
    for (const entry of catalog.entries) {
      const where = entry.jurisdiction;
      if (where.level !== 'city' || !states.has(where.state)) continue;
      const city = where.city.toLowerCase();
      if (new RegExp(`(^|[^a-z])${city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z]|$)`).test(address))
        cities.add(cityKey(where.city, where.state));
    }

  return {
    states,
    servesBeerWine: profile?.servesBeerWine ?? false,
    servesLiquor: profile?.servesLiquor ?? false,
    cities,
    tracked: trackedIds,
    dismissed: new Set(dismissed.map(({ entryId }) => entryId)),
  };
}

export async function listPermitSuggestions(options: { db: Database; catalog: Catalog; businessId: string }) {
  return suggestPermits(options.catalog, await suggestionContext(options));
}
