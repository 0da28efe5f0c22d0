import { eq, sql } from 'drizzle-orm';
import { isSellingPlace, SELLING_PLACES, type SellingPlace } from '../../shared/domain/selling-places';
import { stateCodeOf } from '../../shared/domain/us-states';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { businessProfiles, permits, suggestionDismissals, vehicles } from '../db/schema';
import { cityKey, type Catalog } from './catalog';
import type { CatalogEntry } from './catalog-schema';

/**
 * Where a business operates and what it tracks, as the permit suggestions (docs/decisions/0020) and the
 * requirement monitor (docs/decisions/0021) see it.
 */
export type BusinessContext = {
  /** Two-letter codes of the states the business operates in. */
  states: ReadonlySet<string>;
  servesBeerWine: boolean;
  servesLiquor: boolean;
  /** Where the truck sells and whether it carries propane (docs/product/intelligence.md#where-a-truck-sells). */
  sellsAt: ReadonlySet<SellingPlace>;
  carriesPropane: boolean;
  /** 'city|ST' keys, lower case: the cities the business works in. */
  cities: ReadonlySet<string>;
  /** Catalog entries the business already tracks as permits. */
  tracked: ReadonlySet<string>;
  /** Catalog entries the business dismissed. */
  dismissed: ReadonlySet<string>;
  /**
   * The business's vehicles not archived, in name order, and the catalog entries each one's permits are
   * (docs/product/fleet.md#suggestions): a per-vehicle entry is suggested for each vehicle that lacks it.
   */
  vehicles: readonly SuggestionVehicle[];
};

/** A vehicle as the suggestions see it: its name, and the catalog entries its permits are. */
export type SuggestionVehicle = { id: string; name: string; tracked: ReadonlySet<string> };

// The catalog's city key, as the business's context names its cities.
export { cityKey };

/** An entry's jurisdiction is where the business works: federal, one of its states, or one of its cities. */
export function entryAppliesWhere(entry: CatalogEntry, context: Pick<BusinessContext, 'states' | 'cities'>) {
  const where = entry.jurisdiction;
  if (where.level === 'federal') return true;
  if (!context.states.has(where.state)) return false;
  return where.level !== 'city' || context.cities.has(cityKey(where.city, where.state));
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
  vehicleId: string | null;
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
      sellsAt: businessProfiles.sellsAt,
      carriesPropane: businessProfiles.carriesPropane,
      address: businessProfiles.address,
      permits: sql<TrackedPermit[] | null>`(
        select json_agg(json_build_object('name', ${permits.name}, 'city', ${permits.city},
          'stateCode', ${permits.stateCode}, 'catalogEntryId', ${permits.catalogEntryId},
          'vehicleId', ${permits.vehicleId}))
        from ${permits} where ${permits.businessId} = ${sql.placeholder('businessId')})`,
      vehicles: sql<{ id: string; name: string }[] | null>`(
        select json_agg(json_build_object('id', ${vehicles.id}, 'name', ${vehicles.name}))
        from ${vehicles}
        where ${vehicles.businessId} = ${sql.placeholder('businessId')} and ${vehicles.archivedAt} is null)`,
      dismissed: sql<string[] | null>`(
        select json_agg(${suggestionDismissals.entryId}) from ${suggestionDismissals}
        where ${suggestionDismissals.businessId} = ${sql.placeholder('businessId')})`,
    })
    // One row whether or not the business has a profile yet.
    .from(sql`(select 1) as one`)
    .leftJoin(businessProfiles, eq(businessProfiles.businessId, sql.placeholder('businessId')))
    .prepare('suggestion_context'),
);

/**
 * The catalog entry a permit typed by hand is: one whose name or alias it is, else the best match, in the
 * permit's state or else each of the business's states (docs/product/intelligence.md#suggestions), so that
 * 'Mobile Food Facility Health Permit' is not suggested again as 'Mobile Food Facility health permit'.
 */
function trackedEntryOf(
  catalog: Catalog,
  permit: TrackedPermit,
  states: ReadonlySet<string>,
  cities: ReadonlySet<string>,
): string | undefined {
  const where = permit.stateCode ? [permit.stateCode] : [...states];
  for (const state of where) {
    const [named] = catalog.named(permit.name, state);
    if (named) return named.id;
  }
  for (const state of where.length > 0 ? where : [null]) {
    const matched = catalog.match({ name: permit.name, state, cities });
    if (matched) return matched.id;
  }
  return undefined;
}

/** What reading one business against the catalog takes. */
export type BusinessCatalogOptions = { db: Database; catalog: Catalog; businessId: string };

/** The context of one business: its profile, its permits and its dismissals. */
export async function businessContext({
  db,
  catalog,
  businessId,
}: BusinessCatalogOptions): Promise<BusinessContext> {
  const [row] = await contextQuery(db).execute({ businessId });
  const states = new Set(statesOperatingCodes(row?.statesOperating));
  const cities = new Set<string>();
  const tracked = new Set<string>();
  // An archived vehicle is not among them: its permits count for the business alone, as before.
  const trackedBy = new Map((row?.vehicles ?? []).map(({ id }) => [id, new Set<string>()]));
  const permits = row?.permits ?? [];
  for (const permit of permits) {
    if (permit.stateCode) states.add(permit.stateCode);
    if (permit.city && permit.stateCode) cities.add(cityKey(permit.city, permit.stateCode));
  }
  // A catalog city named in the profile's address, in a state the business operates in.
  const address = row?.address?.toLowerCase();
  if (address)
    for (const { city, state, pattern } of catalog.cities)
      if (states.has(state) && pattern.test(address)) cities.add(cityKey(city, state));
  for (const permit of permits) {
    const id = permit.catalogEntryId ?? trackedEntryOf(catalog, permit, states, cities);
    if (!id) continue;
    tracked.add(id);
    if (permit.vehicleId) trackedBy.get(permit.vehicleId)?.add(id);
  }

  return {
    states,
    servesBeerWine: row?.servesBeerWine ?? false,
    servesLiquor: row?.servesLiquor ?? false,
    sellsAt: new Set((row?.sellsAt ?? SELLING_PLACES).filter(isSellingPlace)),
    carriesPropane: row?.carriesPropane ?? true,
    cities,
    tracked,
    dismissed: new Set(row?.dismissed ?? []),
    vehicles: (row?.vehicles ?? [])
      .map(({ id, name }) => ({ id, name, tracked: trackedBy.get(id)! }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' })),
  };
}
