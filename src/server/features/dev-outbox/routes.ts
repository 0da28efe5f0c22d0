import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { outboxQuerySchema, outboxResponseSchema } from '../../../shared/contracts/dev-outbox';
import type { Database } from '../../db/client';
import { validationHook } from '../../lib/openapi';
import { listOutboxMessages } from './list-outbox-messages';

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

export function devOutboxRoutes({ db }: { db: Database }) {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  app.openapi(listRoute, async (c) => {
    const { to } = c.req.valid('query');
    return c.json({ messages: await listOutboxMessages({ db, to }) }, 200);
  });
  return app;
}
