import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { subscriptionStatusSchema } from '../../../shared/contracts/subscription';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import type { Database } from '../../db/client';
import type { Auth } from '../../auth/create-auth';
import { requireUser, type SessionVariables } from '../../auth/session';
import { getSubscriptionStatus } from './get-subscription-status';

const statusRoute = createRoute({
  method: 'get',
  path: '/api/subscription',
  summary: 'check-subscription: the signed-in user plan',
  tags: ['subscription'],
  responses: {
    200: {
      description: 'Subscription status',
      content: { 'application/json': { schema: subscriptionStatusSchema } },
    },
    401: { description: 'Not signed in', content: { 'application/json': { schema: apiErrorSchema } } },
  },
});

export function subscriptionRoutes({ db, auth }: { db: Database; auth: Auth }) {
  const app = new OpenAPIHono<{ Variables: SessionVariables }>();
  app.use('/api/subscription', requireUser(auth));
  app.openapi(statusRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await getSubscriptionStatus({ db, userId: c.get('user').id }), 200);
  });
  return app;
}
