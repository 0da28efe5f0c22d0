import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { businessProfiles } from '../../db/schema';
import { toBusinessProfile } from './business-profile-dto';

/** The owner's profile row; the benchmark's baseline (bench/baseline-server.ts) runs this same query. */
export async function findBusinessProfileRow({ db, businessId }: { db: Database; businessId: string }) {
  const [row] = await businessProfileQuery(db).execute({ businessId });
  return row;
}

const businessProfileQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(businessProfiles)
    .where(eq(businessProfiles.businessId, sql.placeholder('businessId')))
    .limit(1)
    .prepare('find_business_profile'),
);

export async function getBusinessProfile(options: { db: Database; businessId: string }) {
  const row = await findBusinessProfileRow(options);
  return row ? toBusinessProfile(row) : null;
}
