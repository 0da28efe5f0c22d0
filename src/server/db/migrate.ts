import { sql } from 'drizzle-orm';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { inProject } from '../lib/project-root';
import { rowsOf, type DatabaseConnection } from './client';

export const migrationsFolder = inProject('src/server/db/migrations');

// Any constant shared by every instance; serialises concurrent start-ups on one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_317_001;

/** Applies the drizzle-kit migrations. Several instances starting at once migrate one at a time. */
export async function migrateDatabase(connection: DatabaseConnection) {
  if (connection.kind === 'pglite') {
    // Loaded here: its driver brings PGlite along, which a server on PostgreSQL never needs (db/client.ts).
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(connection.pglite, { migrationsFolder });
    return;
  }
  const client = await connection.pool.connect();
  try {
    // A session lock on a dedicated connection: released on unlock, or by PostgreSQL if this process dies.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(connection.nodePostgres, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** True once every migration in the folder has been applied (used by /readyz). */
export async function isMigrated(connection: DatabaseConnection, expectedCount: number) {
  const result = await connection.db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`);
  const [row] = rowsOf<{ count: string | number }>(result);
  return Number(row?.count ?? 0) >= expectedCount;
}
