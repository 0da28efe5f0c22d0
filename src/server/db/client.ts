import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction of that database, as `db.transaction(async (tx) => …)` hands it over. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/**
 * What a query runs on: the database, or a transaction of it. A function that may run inside its caller's
 * transaction (a check before an insert, a message stored with the rows it reports) takes this.
 */
export type DbOrTx = Database | Transaction;

/**
 * The rows of a raw `db.execute(sql…)`. Database is typed for either driver, so Drizzle cannot type that
 * result; PGlite and node-postgres both answer `{ rows }`, and this is the one place that relies on it.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

export type SqlResult = { rows: unknown[]; rowCount?: number | null };

export type DatabaseConnection = {
  db: Database;
  /** Raw SQL for libraries that bring their own (pg-boss): several statements when there are no values. */
  executeSql: (text: string, values?: unknown[]) => Promise<SqlResult | SqlResult[]>;
  close: () => Promise<void>;
} &
  // The driver's own handles, for what differs between them (each driver has its own migrator).
  (
    | { kind: 'pglite'; pglite: PgliteDatabase<Schema> }
    | { kind: 'postgres'; nodePostgres: NodePgDatabase<Schema>; pool: pg.Pool }
  );

export function connectPostgres(url: string, options: { max?: number } = {}): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const nodePostgres = drizzlePostgres({ client: pool, schema });
  return {
    db: nodePostgres,
    kind: 'postgres',
    nodePostgres,
    pool,
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

export function connectPglite(client: PGlite): DatabaseConnection {
  const pglite = drizzlePglite({ client, schema });
  return {
    db: pglite,
    kind: 'pglite',
    pglite,
    // DESIGN §2: text without parameters may hold several statements (exec), with parameters one (query).
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? null };
      }
      // Like node-postgres: one result for one statement, an array of results for several.
      const results = (await client.exec(text)).map((result) => ({
        rows: result.rows,
        rowCount: result.affectedRows ?? null,
      }));
      return results.length === 1 ? results[0]! : results;
    },
    close: () => client.close(),
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }) {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  const client = await PGlite.create(path.join(options.dataDir, 'pglite'));
  return connectPglite(client);
}
