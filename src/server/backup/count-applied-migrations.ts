import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseConnection } from '../db/client';

/**
 * The schema version of a database: how many drizzle migrations it has applied, the number `countMigrations()`
 * gives for the code (docs/decisions/0016). A database never migrated has 0.
 */
export async function countAppliedMigrations(connection: DatabaseConnection): Promise<number> {
  const present = rowsOf<{ present: boolean }>(
    await connection.db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  );
  if (!present[0]?.present) return 0;
  const [row] = rowsOf<{ count: string | number }>(
    await connection.db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
  );
  return Number(row?.count ?? 0);
}
