import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { findSubscription } from '@server/billing/subscription-store';
import { openDatabase } from '@server/db/client';
import { findBusinessProfileRow } from '@server/features/business-profile/get-business-profile';
import { selectPermitRows } from '@server/features/permits/list-permits';

// The baseline of the API benchmark (docs/decisions/0008): a bare Hono handler per endpoint that runs the app's own
// query on the same database, connection pool and runtime, with no session check, validation, middleware
// or DTO mapping. The business comes from the path instead of a session.
const connection = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? './.data',
});
const { db } = connection;

const app = new Hono();
app.get('/healthz', (c) => c.text('ok'));
app.get('/baseline/permits/:businessId', async (c) => {
  const limit = c.req.query('limit');
  const { rows, total } = await selectPermitRows({
    db,
    businessId: c.req.param('businessId'),
    limit: limit ? Number(limit) : undefined,
    vehicle: c.req.query('vehicle'),
  });
  return c.json({ permits: rows, total });
});
app.get('/baseline/business-profile/:businessId', async (c) =>
  c.json({ profile: (await findBusinessProfileRow({ db, businessId: c.req.param('businessId') })) ?? null }),
);
app.get('/baseline/subscription/:businessId', async (c) =>
  c.json((await findSubscription(db, c.req.param('businessId'))) ?? null),
);

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3999), hostname: '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => void connection.close().then(() => process.exit(0))));
