import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema';
import type { DatabaseConnection } from './client';

export { PGlite };

/** The app's database on a PGlite instance (db/client.ts's openDatabase loads this only without DATABASE_URL). */
export function connectPglite(client: PGlite): DatabaseConnection {
  const pglite = drizzlePglite({ client, schema });
  return {
    db: pglite,
    kind: 'pglite',
    pglite,
    // pg-boss's SQL adapter (docs/product/engineering.md#stack): text without parameters may hold several
    // statements (exec), with parameters one (query).
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
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
  };
}
