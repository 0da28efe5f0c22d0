import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type { DatabaseConnection } from './client';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant shared by every instance; serialises concurrent start-ups on one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_317_001;

/** Applies the drizzle-kit migrations. Several instances starting at once migrate one at a time. */
export async function migrateDatabase(connection: DatabaseConnection) {
  if (connection.kind === 'pglite') {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const db = connection.db as unknown as NodePgDatabase;
  const pool = (db as unknown as { $client: Pool }).$client;
  const client = await pool.connect();
  try {
    // A session lock on a dedicated connection: released on unlock, or by PostgreSQL if this process dies.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(db, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** True once every migration in the folder has been applied (used by /readyz). */
export async function isMigrated(connection: DatabaseConnection, expectedCount: number) {
  const result = await connection.db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { count: string | number }[] }).rows;
  return Number(rows[0]?.count ?? 0) >= expectedCount;
}
