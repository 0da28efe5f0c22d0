import type { DbOrTx } from './client';

/**
 * A query built once per database handle instead of on every call: Drizzle's query building was a tenth of
 * a read's CPU time, and a named statement is also parsed and planned once per PostgreSQL connection
 * (docs/decisions/0008). For the hot reads only; `build` must give the same SQL text every time.
 */
export function preparedPerDatabase<Query>(build: (db: DbOrTx) => Query) {
  const built = new WeakMap<DbOrTx, Query>();
  return (db: DbOrTx): Query => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
