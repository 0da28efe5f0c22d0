import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { permitCategories, permits } from '../schema';

/** A permit of a business, 'Mobile Food Facility Permit' and active unless `values` say otherwise. */
export async function insertPermit(
  db: Database,
  values: Partial<typeof permits.$inferInsert> & { businessId: string },
) {
  const [created] = await db
    .insert(permits)
    .values({ name: 'Mobile Food Facility Permit', status: 'active', ...values })
    .returning();
  return created!;
}

/** The id of a seeded permit category (migration 0001), by its name. */
export async function categoryId(db: Database, name: string) {
  const [category] = await db.select().from(permitCategories).where(eq(permitCategories.name, name)).limit(1);
  if (!category) throw new Error(`no permit category named ${name}`);
  return category.id;
}
