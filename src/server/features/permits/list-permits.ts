import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { permitCategories, permits } from '../../db/schema';
import { permitColumns, toPermitDto } from './permit-dto';

/**
 * Soonest renewal first, undated last (docs/product/permits.md#dashboard-list); the same order for the whole
 * list and its first rows.
 */
/** With `limit`, only the first rows. */
type PermitRowsOptions = { db: Database; businessId: string; limit?: number };

const URGENT_FIRST = [sql`${permits.renewalDate} asc nulls last`, asc(permits.createdAt), asc(permits.id)];

/**
 * The business's permits with their category, most urgent first (docs/product/permits.md#dashboard-list). The
 * rows as the database gives them; the benchmark's baseline (bench/baseline-server.ts) runs this same query.
 * With `limit`, only the first rows and, beside each, how many there are in all (docs/decisions/0019).
 */
export async function selectPermitRows({ db, businessId, limit }: PermitRowsOptions) {
  if (limit === undefined) {
    const rows = await permitRowsQuery(db).execute({ businessId });
    return { rows, total: rows.length };
  }
  const rows = await firstPermitRowsQuery(db).execute({ businessId, limit });
  // The limit is at least 1, so no rows means no permits.
  return { rows, total: rows[0]?.total ?? 0 };
}

const permitRowsQuery = preparedPerDatabase((db) =>
  db
    .select(permitColumns)
    .from(permits)
    .leftJoin(permitCategories, eq(permits.categoryId, permitCategories.id))
    .where(eq(permits.businessId, sql.placeholder('businessId')))
    .orderBy(...URGENT_FIRST)
    .prepare('select_permit_rows'),
);

const firstPermitRowsQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...permitColumns,
      // A sub-select PostgreSQL runs once, from the index alone; a window count would read every row.
      total:
        sql<number>`(select count(*)::int from ${permits} where ${permits.businessId} = ${sql.placeholder('businessId')})`.mapWith(
          Number,
        ),
    })
    .from(permits)
    .leftJoin(permitCategories, eq(permits.categoryId, permitCategories.id))
    .where(eq(permits.businessId, sql.placeholder('businessId')))
    .orderBy(...URGENT_FIRST)
    .limit(sql.placeholder('limit'))
    .prepare('select_first_permit_rows'),
);

export async function listPermits(options: PermitRowsOptions) {
  const { rows, total } = await selectPermitRows(options);
  return { permits: rows.map(toPermitDto), total };
}
