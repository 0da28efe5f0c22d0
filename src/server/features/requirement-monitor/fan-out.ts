import { sql } from 'drizzle-orm';
import { US_STATES } from '../../../shared/domain/us-states';
import { sqlLiveProSubscription } from '../../billing/sql-live-pro-subscription';
import type { Catalog } from '../../catalog/catalog';
import { rowsOf, type Database } from '../../db/client';
import { REQUIREMENT_CHANGES_CHANNEL } from '../../realtime/requirement-change-events';
import type { NewPageChange } from './check-pages';

const STATE_NAMES = new Map(US_STATES.map(([code, name]) => [code, name.toLowerCase()]));

/**
 * A page change becomes a pending requirement change for every Pro business it concerns (docs/decisions/0021),
 * in one statement however many there are: those with a permit whose renewal link is the page or that was added
 * from an entry watching it; for a state's or county's entry, those operating in that state (their profile's
 * states, read as statesOperatingCodes reads them, or a permit there); for a city's entry, those with a permit
 * in that city; for a federal entry, every one. Answers the businesses, with their new change's id.
 */
export async function fanOutChange({
  db,
  catalog,
  change,
  now,
}: {
  db: Database;
  catalog: Catalog;
  change: NewPageChange;
  now: Date;
}): Promise<{ businessId: string; id: string }[]> {
  const entries = catalog.entries.filter((entry) => entry.watch.some(({ url }) => url === change.url));
  const entryIds = entries.map((entry) => entry.id);
  const federal = entries.some((entry) => entry.jurisdiction.level === 'federal');
  const states = [
    ...new Set(
      entries.flatMap((entry) =>
        entry.jurisdiction.level === 'state' || entry.jurisdiction.level === 'county'
          ? [entry.jurisdiction.state]
          : [],
      ),
    ),
  ];
  const names = states.map((code) => STATE_NAMES.get(code)!);
  const cities = entries.flatMap((entry) =>
    entry.jurisdiction.level === 'city'
      ? [`${entry.jurisdiction.city.toLowerCase()}|${entry.jurisdiction.state}`]
      : [],
  );
  const textArray = (values: string[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  const emptyOr = (values: string[]) => (values.length > 0 ? textArray(values) : sql`array[]::text[]`);

  const result = await db.execute(sql`
    insert into requirement_changes (business_id, page_change_id, detected_at)
    select concerned.business_id, ${change.id}::uuid, ${change.detectedAt.toISOString()}::timestamptz
    from (
      select p.business_id from permits p
      where p.renewal_link = ${change.url}
        or p.catalog_entry_id = any(${emptyOr(entryIds)})
        or p.state_code = any(${emptyOr(states)})
        or (lower(p.city) || '|' || p.state_code) = any(${emptyOr(cities)})
      union
      select bp.business_id from business_profiles bp
      where cardinality(${emptyOr(states)}) > 0 and exists (
        select 1 from regexp_split_to_table(bp.states_operating, '[,;/]|\\yand\\y', 'i') as part(text)
        where upper(trim(trailing '.' from trim(part.text))) = any(${emptyOr(states)})
          or lower(trim(trailing '.' from trim(part.text))) = any(${emptyOr(names)})
      )
      union
      select o.id from organization o where ${federal}
    ) concerned
    where exists (
      select 1 from subscriptions s where s.business_id = concerned.business_id and ${sqlLiveProSubscription('s', now)}
    )
    on conflict (business_id, page_change_id) do nothing
    returning business_id, id
  `);
  const created = rowsOf<{ business_id: string; id: string }>(result);
  // Open dashboards on every instance hear of it (realtime/requirement-change-events.ts).
  if (created.length > 0)
    await db.execute(sql`select pg_notify(${REQUIREMENT_CHANGES_CHANNEL}, ${change.id})`);
  return created.map((row) => ({
    businessId: row.business_id,
    id: row.id,
  }));
}
