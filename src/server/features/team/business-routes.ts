import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { createBusinessSchema, myInvitationsSchema } from '../../../shared/contracts/team';
import type { Auth } from '../../auth/create-auth';
import { requirePerson, type SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { createBusiness } from './businesses';
import { listMyInvitations } from './invitations';

const routes = {
  create: createRoute({
    method: 'post',
    path: '/api/businesses',
    summary: 'Create a business: the person becomes its owner, on the Free plan, and works in it',
    tags: ['team'],
    request: { body: { content: { 'application/json': { schema: createBusinessSchema } }, required: true } },
    responses: {
      201: json(z.object({ businessId: z.string() }), 'Created, and the session works in it'),
      400: error('VALIDATION_ERROR'),
      401: error('Not signed in'),
      409: error('ALREADY_OWNER: they own a business already'),
    },
  }),
  mine: createRoute({
    method: 'get',
    path: '/api/invitations',
    summary: "The pending invitations to the signed-in person's address",
    tags: ['team'],
    responses: { 200: json(myInvitationsSchema, 'Their invitations'), 401: error('Not signed in') },
  }),
};

/**
 * What a person in no business can do besides their account's routes (docs/decisions/0018): create a business
 * of their own, or see the invitations waiting for them. Open to every signed-in person.
 */
export function businessRoutes(deps: { db: Database; auth: Auth }) {
  const { db, auth } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  app.use('/api/businesses', requirePerson(auth));
  app.use('/api/invitations', requirePerson(auth));

  app.openapi(routes.create, async (c) => {
    const created = await createBusiness({
      db,
      auth,
      headers: c.req.raw.headers,
      actor: c.get('person'),
      name: c.req.valid('json').name,
    });
    return c.json(created, 201);
  });
  app.openapi(routes.mine, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listMyInvitations({ db, person: c.get('person') }), 200);
  });
  return app;
}
