import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
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
  /**
   * LISTEN on `channel` (docs/decisions/0021): `onNotify` gets each payload sent after commit. On PostgreSQL a
   * dedicated connection outside the pool listens, and comes back with back-off when it is lost; then
   * `onReconnect` runs, since what was sent meanwhile is lost. Answers a function that stops listening;
   * `close` stops every listener too.
   */
  listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect?: () => void,
  ) => Promise<() => Promise<void>>;
} &
  // The driver's own handles, for what differs between them (each driver has its own migrator).
  (
    | { kind: 'pglite'; pglite: PgliteDatabase<Schema> }
    | { kind: 'postgres'; nodePostgres: NodePgDatabase<Schema>; pool: pg.Pool }
  );

/** Reconnection back-off of a lost LISTEN connection: 1 s, doubling, at most 30 s. */
const LISTEN_RETRY_MS = { first: 1000, max: 30_000 };

function postgresListener(url: string) {
  const stops = new Set<() => Promise<void>>();
  const listen: DatabaseConnection['listen'] = async (channel, onNotify, onReconnect) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let delay = LISTEN_RETRY_MS.first;
    const connect = async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
      });
      // A lost connection ends the client: 'end' reconnects, and the error itself must not crash the process.
      next.on('error', () => {});
      next.on('end', () => {
        if (!stopped && client === next) retry();
      });
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      client = next;
      delay = LISTEN_RETRY_MS.first;
    };
    const retry = () => {
      client = null;
      const timer = setTimeout(() => {
        if (stopped) return;
        connect().then(
          () => onReconnect?.(),
          () => {
            delay = Math.min(delay * 2, LISTEN_RETRY_MS.max);
            retry();
          },
        );
      }, delay);
      timer.unref();
    };
    await connect();
    const stop = async () => {
      stopped = true;
      stops.delete(stop);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    };
    stops.add(stop);
    return stop;
  };
  const stopAll = () => Promise.all([...stops].map((stop) => stop()));
  return { listen, stopAll };
}

export function connectPostgres(url: string, options: { max?: number } = {}): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const nodePostgres = drizzlePostgres({ client: pool, schema });
  const listener = postgresListener(url);
  return {
    db: nodePostgres,
    kind: 'postgres',
    nodePostgres,
    pool,
    executeSql: (text, values) => pool.query(text, values),
    listen: listener.listen,
    close: async () => {
      await listener.stopAll();
      await pool.end();
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseConnection> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  // PGlite and its WebAssembly build load only where they serve: a server on PostgreSQL never needs them.
  const { PGlite, connectPglite } = await import('./pglite');
  const client = await PGlite.create(path.join(options.dataDir, 'pglite'));
  return connectPglite(client);
}
