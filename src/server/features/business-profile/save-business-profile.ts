import { eq, sql } from 'drizzle-orm';
import type { BusinessProfile } from '../../../shared/contracts/business-profile';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { businessProfiles } from '../../db/schema';

const toProfile = (row: typeof businessProfiles.$inferSelect): BusinessProfile => ({
  businessName: row.businessName,
  statesOperating: row.statesOperating ?? '',
  servesBeerWine: row.servesBeerWine,
  servesLiquor: row.servesLiquor,
  phone: row.phone ?? '',
  email: row.email ?? '',
  address: row.address ?? '',
});

/** The owner's profile row; the benchmark's baseline (bench/baseline-server.ts) runs this same query. */
export async function findBusinessProfileRow({ db, userId }: { db: Database; userId: string }) {
  const [row] = await businessProfileQuery(db).execute({ userId });
  return row;
}

const businessProfileQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(businessProfiles)
    .where(eq(businessProfiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('find_business_profile'),
);

export async function getBusinessProfile(options: { db: Database; userId: string }) {
  const row = await findBusinessProfileRow(options);
  return row ? toProfile(row) : null;
}

/** spec §7 business_profiles upsert: one profile per owner. */
export async function saveBusinessProfile(options: {
  db: Database;
  userId: string;
  profile: BusinessProfile;
}) {
  const values = { ...options.profile };
  const [row] = await options.db
    .insert(businessProfiles)
    .values({ userId: options.userId, ...values })
    .onConflictDoUpdate({ target: businessProfiles.userId, set: values })
    .returning();
  return toProfile(row!);
}
