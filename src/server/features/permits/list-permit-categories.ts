import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { permitCategories } from '../../db/schema';

export function listPermitCategories({ db }: { db: Database }) {
  return db.select().from(permitCategories).orderBy(asc(permitCategories.name));
}
