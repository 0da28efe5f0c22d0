import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../../db/client';
import { isMigrated } from '../../db/migrate';

/**
 * /healthz: the process answers. /readyz: the database answers and is migrated
 * (docs/product/engineering.md#contracts).
 */
export function healthRoutes(options: { connection: DatabaseConnection; expectedMigrations: number }) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await options.connection.db.execute(sql`select 1`);
      if (!(await isMigrated(options.connection, options.expectedMigrations))) {
        return c.json({ status: 'unavailable', reason: 'migrations pending' }, 503);
      }
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ status: 'unavailable', reason: 'database unreachable' }, 503);
    }
  });
  return app;
}
