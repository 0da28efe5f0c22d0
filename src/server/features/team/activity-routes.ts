import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { activityPageQuerySchema, activityPageSchema } from '../../../shared/contracts/activity';
import { permitIdParamsSchema } from '../../../shared/contracts/permits';
import type { Auth } from '../../auth/create-auth';
import { requireUser, type SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { listActivity } from '../../activity/list-activity';

const signedIn = { 401: error('Not signed in') };
const forbidden = {
  403: error('FORBIDDEN for this role; BUSINESS_SUSPENDED for a member of a business on Free'),
};

const routes = {
  activity: createRoute({
    method: 'get',
    path: '/api/team/activity',
    summary: "The business's activity log, newest first, 25 a page",
    tags: ['team'],
    request: { query: activityPageQuerySchema },
    responses: {
      200: json(activityPageSchema, 'A page'),
      400: error('VALIDATION_ERROR'),
      ...signedIn,
      ...forbidden,
    },
  }),
  permitActivity: createRoute({
    method: 'get',
    path: '/api/permits/{id}/activity',
    summary: "One permit's history, newest first, 25 a page",
    tags: ['permits'],
    request: { params: permitIdParamsSchema, query: activityPageQuerySchema },
    responses: {
      200: json(activityPageSchema, 'A page'),
      400: error('VALIDATION_ERROR'),
      ...signedIn,
      ...forbidden,
    },
  }),
};

/** The activity log (docs/decisions/0018): the business's, and one permit's, to every member. */
export function activityRoutes(deps: { db: Database; auth: Auth }) {
  const { db, auth } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  app.use('/api/team/activity', requireUser(auth));
  app.use('/api/permits/:id/activity', requireUser(auth));
  app.openapi(routes.activity, async (c) =>
    c.json(
      await listActivity({ db, businessId: c.get('user').businessId, before: c.req.valid('query').before }),
      200,
    ),
  );
  app.openapi(routes.permitActivity, async (c) =>
    c.json(
      await listActivity({
        db,
        businessId: c.get('user').businessId,
        permitId: c.req.valid('param').id,
        before: c.req.valid('query').before,
      }),
      200,
    ),
  );
  return app;
}
