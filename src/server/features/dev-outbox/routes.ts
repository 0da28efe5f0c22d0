import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { outboxQuerySchema, outboxResponseSchema } from '../../../shared/contracts/dev-outbox';
import type { Database } from '../../db/client';
import { errorBody } from '../../lib/errors';
import { validationHook } from '../../lib/openapi';
import { listOutboxMessages } from './list-outbox-messages';
import { mayOpenDevOutbox } from './may-open-dev-outbox';

const listRoute = createRoute({
  method: 'get',
  path: '/api/dev/outbox',
  summary: 'Messages kept by the dev outbox, newest first (not in production)',
  tags: ['dev'],
  request: { query: outboxQuerySchema },
  responses: {
    200: {
      description: 'Outbox messages',
      content: { 'application/json': { schema: outboxResponseSchema } },
    },
  },
});

/** `publicAccess`: DEV_OUTBOX_PUBLIC. Elsewhere than this machine, the same 404 as an unknown API path. */
export function devOutboxRoutes({ db, publicAccess }: { db: Database; publicAccess: boolean }) {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  app.use('/api/dev/outbox', async (c, next) =>
    mayOpenDevOutbox(c, { publicAccess })
      ? next()
      : c.json(errorBody('NOT_FOUND', 'No such API endpoint.'), 404),
  );
  app.openapi(listRoute, async (c) => {
    const { to } = c.req.valid('query');
    return c.json({ messages: await listOutboxMessages({ db, to }) }, 200);
  });
  return app;
}
