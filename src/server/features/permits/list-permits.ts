import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { permitCategories, permits } from '../../db/schema';
import { permitColumns, toPermitDto } from './permit-dto';

/**
 * spec §7: all of the owner's permits with their category, soonest renewal first, undated last. The rows as
 * the database gives them; the benchmark's baseline (bench/baseline-server.ts) runs this same query.
 */
export function selectPermitRows({ db, businessId }: { db: Database; businessId: string }) {
  return permitRowsQuery(db).execute({ businessId });
}

const permitRowsQuery = preparedPerDatabase((db) =>
  db
    .select(permitColumns)
    .from(permits)
    .leftJoin(permitCategories, eq(permits.categoryId, permitCategories.id))
    .where(eq(permits.businessId, sql.placeholder('businessId')))
    .orderBy(sql`${permits.renewalDate} asc nulls last`, asc(permits.createdAt))
    .prepare('select_permit_rows'),
);

export async function listPermits({ db, businessId }: { db: Database; businessId: string }) {
  return (await selectPermitRows({ db, businessId })).map(toPermitDto);
}
