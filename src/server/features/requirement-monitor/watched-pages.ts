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

/**
 * A page the monitor watches, what a change on it is about (a category and a state: docs/product/intelligence.md#requirement-changes), and the agency
 * that publishes it as the catalog names it: null for a permit's own link that no catalog entry gave.
 */
export type WatchedPage = {
  url: string;
  category: string | null;
  stateCode: string | null;
  agency: string | null;
};

/** The pages of catalog entries, with the entry that names them first. */
function entryPages(entries: readonly CatalogEntry[]): WatchedPage[] {
  return entries.flatMap((entry) =>
    entry.watch.map((url) => ({
      url,
      category: entry.category,
      stateCode: entry.jurisdiction.level === 'federal' ? null : entry.jurisdiction.state,
      agency: entry.agency.name,
    })),
  );
}

/** A permit's renewal link, with the agency of the catalog entry the permit was added from. */
const linkPage = (
  catalog: Catalog,
  link: {
    url: string | null;
    category: string | null;
    stateCode: string | null;
    catalogEntryId: string | null;
  },
): WatchedPage => ({
  url: link.url!,
  category: link.category,
  stateCode: link.stateCode,
  agency: (link.catalogEntryId && catalog.byId.get(link.catalogEntryId)?.agency.name) || null,
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
  return distinct([...entryPages(entries), ...links.map((link) => linkPage(catalog, link))]);
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
  return distinct([
    ...entryPages(entries),
    ...permitRows.filter((row) => row.url).map((row) => linkPage(catalog, row)),
  ]);
}
