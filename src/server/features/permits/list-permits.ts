import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { permitCategories, permits } from '../../db/schema';
import { permitColumns, toPermitDto } from './permit-dto';

/** spec §7: all of the owner's permits with their category, soonest renewal first, undated last. */
export async function listPermits({ db, userId }: { db: Database; userId: string }) {
  const rows = await db
    .select(permitColumns)
    .from(permits)
    .leftJoin(permitCategories, eq(permits.categoryId, permitCategories.id))
    .where(eq(permits.userId, userId))
    .orderBy(sql`${permits.renewalDate} asc nulls last`, asc(permits.createdAt));
  return rows.map(toPermitDto);
}
