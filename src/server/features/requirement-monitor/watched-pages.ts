import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  businessContext,
  entryAppliesWhere,
  statesOperatingCodes,
  type BusinessCatalogOptions,
} from '../../catalog/business-context';
import type { Catalog } from '../../catalog/catalog';
import type { CatalogEntry } from '../../catalog/catalog-schema';
import type { Database } from '../../db/client';
import { businessProfiles, permitCategories, permits, subscriptions } from '../../db/schema';
import { sqlLiveProSubscription } from '../../billing/sql-live-pro-subscription';
import { isWatchable, readingOf } from './page-readings';
import type { PageReading } from './pages/page-text';

/**
 * A page the monitor watches, what a change on it is about (a category and a state: docs/product/intelligence.md#requirement-changes), and the agency
 * that publishes it as the catalog names it: null for a permit's own link that no catalog entry gave.
 */
export type WatchedPage = {
  url: string;
  category: string | null;
  stateCode: string | null;
  agency: string | null;
  /** What of the page is compared: the part the catalog names, or the whole page (page-readings.ts). */
  reading: PageReading;
};

/** The pages of catalog entries, with the entry that names them first; never a home page. */
function entryPages(catalog: Catalog, entries: readonly CatalogEntry[]): WatchedPage[] {
  return entries.flatMap((entry) =>
    entry.watch
      .filter(({ url }) => isWatchable(url, entry.agency.url))
      .map(({ url }) => ({
        url,
        category: entry.category,
        stateCode: entry.jurisdiction.level === 'federal' ? null : entry.jurisdiction.state,
        agency: entry.agency.name,
        reading: readingOf(catalog, url),
      })),
  );
}

type RenewalLink = {
  url: string | null;
  category: string | null;
  stateCode: string | null;
  catalogEntryId: string | null;
};

/**
 * The permits' renewal links that are watched, with the agency of the catalog entry each permit was added from:
 * not a home page, the entry's agency's address included. A link the catalog watches is read as it does.
 */
const linkPages = (catalog: Catalog, links: readonly RenewalLink[]): WatchedPage[] =>
  links.flatMap(({ url, category, stateCode, catalogEntryId }) => {
    const agency = (catalogEntryId && catalog.byId.get(catalogEntryId)?.agency) || null;
    if (!url || !isWatchable(url, agency?.url)) return [];
    return [{ url, category, stateCode, agency: agency?.name ?? null, reading: readingOf(catalog, url) }];
  });

/** One page once: the first description of it wins. */
function distinct(pages: WatchedPage[]): WatchedPage[] {
  const byUrl = new Map<string, WatchedPage>();
  for (const page of pages) if (!byUrl.has(page.url)) byUrl.set(page.url, page);
  return [...byUrl.values()];
}

/**
 * The pages one business's monitoring watches (docs/decisions/0021): the source pages of the catalog entries
 * that apply where it operates or that its permits were added from, and each permit's own renewal link.
 */
export async function pagesOfBusiness({
  db,
  catalog,
  businessId,
}: BusinessCatalogOptions): Promise<WatchedPage[]> {
  const [context, links] = await Promise.all([
    businessContext({ db, catalog, businessId }),
    db
      .select({
        url: permits.renewalLink,
        category: permitCategories.name,
        stateCode: permits.stateCode,
        catalogEntryId: permits.catalogEntryId,
      })
      .from(permits)
      .leftJoin(permitCategories, eq(permitCategories.id, permits.categoryId))
      .where(and(eq(permits.businessId, businessId), isNotNull(permits.renewalLink))),
  ]);
  const entries = catalog.entries.filter(
    (entry) => context.tracked.has(entry.id) || entryAppliesWhere(entry, context),
  );
  return distinct([...entryPages(catalog, entries), ...linkPages(catalog, links)]);
}

/**
 * Every page some Pro business needs watched: the catalog pages of the states Pro businesses operate in (from
 * their profiles and permits) and the federal ones, the pages of entries their permits came from, and their
 * permits' renewal links. Cities' pages follow their permits: a city entry is watched once a permit there
 * comes from it.
 */
export async function pagesToWatch({
  db,
  catalog,
  now,
}: {
  db: Database;
  catalog: Catalog;
  now: Date;
}): Promise<WatchedPage[]> {
  const live = sqlLiveProSubscription('s', now);
  const pro = sql`exists (select 1 from ${subscriptions} s where s.business_id = ${permits.businessId} and ${live})`;
  const [profiles, permitRows] = await Promise.all([
    db
      .select({ statesOperating: businessProfiles.statesOperating })
      .from(businessProfiles)
      .where(
        sql`exists (select 1 from ${subscriptions} s where s.business_id = ${businessProfiles.businessId} and ${live})`,
      ),
    db
      .selectDistinct({
        url: permits.renewalLink,
        stateCode: permits.stateCode,
        catalogEntryId: permits.catalogEntryId,
        category: permitCategories.name,
      })
      .from(permits)
      .leftJoin(permitCategories, eq(permitCategories.id, permits.categoryId))
      .where(pro),
  ]);
  const states = new Set(profiles.flatMap((profile) => statesOperatingCodes(profile.statesOperating)));
  const tracked = new Set<string>();
  for (const row of permitRows) {
    if (row.stateCode) states.add(row.stateCode);
    if (row.catalogEntryId) tracked.add(row.catalogEntryId);
  }
  if (profiles.length === 0 && permitRows.length === 0) return [];
  const entries = catalog.entries.filter(
    (entry) =>
      tracked.has(entry.id) ||
      entry.jurisdiction.level === 'federal' ||
      (entry.jurisdiction.level !== 'city' && states.has(entry.jurisdiction.state)),
  );
  return distinct([...entryPages(catalog, entries), ...linkPages(catalog, permitRows)]);
}
