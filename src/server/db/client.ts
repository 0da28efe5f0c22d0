import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type SqlResult = { rows: unknown[]; rowCount?: number | null };

export type DatabaseConnection = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for libraries that bring their own (pg-boss): several statements when there are no values. */
  executeSql: (text: string, values?: unknown[]) => Promise<SqlResult | SqlResult[]>;
  close: () => Promise<void>;
};

export function connectPostgres(url: string, options: { max?: number } = {}): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values) as unknown as Promise<SqlResult | SqlResult[]>,
    close: () => pool.end(),
  };
}

export function connectPglite(client: PGlite): DatabaseConnection {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
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
