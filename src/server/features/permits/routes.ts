import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { renewPermitRequestSchema } from '../../../shared/contracts/renewal-date';
import {
  permitCategorySchema,
  permitIdParamsSchema,
  permitInputSchema,
  permitListQuerySchema,
  permitListSchema,
  permitSchema,
} from '../../../shared/contracts/permits';
import type { Auth } from '../../auth/create-auth';
import { readSignedIn, requirePermission, requireUser, type SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import type { DocumentStore } from '../../integrations/documents/types';
import { documentRoutes, storeUnavailable } from '../../lib/documents/document-routes';
import type { Logger } from '../../lib/logger';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { createPermit } from './create-permit';
import { deletePermit } from './delete-permit';
import { deletePermitDocument } from './delete-permit-document';
import { downloadPermitDocument } from './download-permit-document';
import { getPermit } from './get-permit';
import { listPermitCategories } from './list-permit-categories';
import { listPermits, listSignedInPermits } from './list-permits';
import { listRenewals } from './list-renewals';
import { renewPermit } from './renew-permit';
import { updatePermit } from './update-permit';
import { uploadPermitDocument } from './upload-permit-document';

const common = { 400: error('Invalid input'), 401: error('Not signed in'), 404: error('No such permit') };
const params = permitIdParamsSchema;
const body = { content: { 'application/json': { schema: permitInputSchema } }, required: true };

const routes = {
  list: createRoute({
    method: 'get',
    path: '/api/permits',
    summary: "The business's permits with their category, most urgent first; `limit` gives the first ones",
    tags: ['permits'],
    request: { query: permitListQuerySchema },
    responses: {
      200: json(permitListSchema, 'Permits'),
      400: common[400],
      401: common[401],
      404: error('No such vehicle'),
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/api/permits/{id}',
    summary: 'One permit',
    tags: ['permits'],
    request: { params },
    responses: { 200: json(permitSchema, 'The permit'), ...common },
  }),
  create: createRoute({
    method: 'post',
    path: '/api/permits',
    summary: 'Add a permit (Free plan: at most 3)',
    tags: ['permits'],
    request: { body },
    responses: { 201: json(permitSchema, 'Created'), ...common, 403: error('PERMIT_LIMIT_REACHED') },
  }),
  update: createRoute({
    method: 'put',
    path: '/api/permits/{id}',
    summary: 'Update a permit in place',
    tags: ['permits'],
    request: { params, body },
    responses: { 200: json(permitSchema, 'Updated'), ...common },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/api/permits/{id}',
    summary: 'Delete a permit and its document',
    tags: ['permits'],
    request: { params },
    responses: { 204: { description: 'Deleted' }, ...common },
  }),
  renew: createRoute({
    method: 'post',
    path: '/api/permits/{id}/renew',
    summary: 'Mark as renewed: a new renewal date, the old one kept in the history',
    tags: ['permits'],
    request: {
      params,
      body: { content: { 'application/json': { schema: renewPermitRequestSchema } }, required: true },
    },
    responses: { 200: json(permitSchema, 'The renewed permit'), ...common },
  }),
  renewals: createRoute({
    method: 'get',
    path: '/api/permits/{id}/renewals',
    summary: "The permit's renewal history",
    tags: ['permits'],
    request: { params },
    responses: {
      200: json(
        z.object({
          renewals: z.array(
            z.object({
              previousRenewalDate: z.string().nullable(),
              newRenewalDate: z.string(),
              renewedAt: z.string(),
            }),
          ),
        }),
        'Renewals, oldest first',
      ),
      ...common,
    },
  }),
  categories: createRoute({
    method: 'get',
    path: '/api/permit-categories',
    summary: 'The permit categories',
    tags: ['permits'],
    responses: {
      200: json(z.object({ categories: z.array(permitCategorySchema) }), 'Categories'),
      401: common[401],
    },
  }),
};

export function permitRoutes(deps: {
  db: Database;
  auth: Auth;
  documents: DocumentStore;
  logger: Logger;
  /** Told of every change a business's permits went through (Google Calendar sync, docs/decisions/0023). */
  onPermitsChanged?: (businessId: string) => Promise<void>;
}) {
  const { db, documents, logger } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  // The dashboard's list for a session this process keeps no lookup of (a manager's or crew member's every
  // read) comes in one statement with the session's lookup (docs/decisions/0028). What it leaves, requireUser
  // and the list below answer as ever: a vehicle's permits, a refused or unknown session, a business with none.
  app.get('/api/permits', async (c, next) => {
    // Parsed only for a session not kept: an owner's kept session goes straight on.
    const list = await readSignedIn(deps.auth, c, async (token) => {
      const query = permitListQuerySchema.safeParse(c.req.query());
      if (!query.success || query.data.vehicle !== undefined) return undefined;
      return listSignedInPermits({ db, token, limit: query.data.limit });
    });
    if (!list) return next();
    c.header('Cache-Control', 'private, no-store');
    return c.json(list, 200);
  });
  app.use('/api/permits', requireUser(deps.auth));
  app.use('/api/permits/*', requireUser(deps.auth));
  // One pattern: Hono's '/api/permits/*' also matches '/api/permits' itself.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/api/permits/*', async (c, next) => {
    await next();
    if (c.res.status < 300) await deps.onPermitsChanged?.(c.get('user').businessId);
  });
  app.use('/api/permit-categories', requireUser(deps.auth));
  // Crew see permits and documents and change nothing (docs/decisions/0018).
  app.on(
    ['POST', 'PUT', 'PATCH', 'DELETE'],
    ['/api/permits', '/api/permits/*'],
    requirePermission('writePermits'),
  );
  // The upload's 10 MB limit is lib/body-limits.ts's, counted as the body streams (docs/decisions/0015).

  app.openapi(routes.list, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const { limit, vehicle } = c.req.valid('query');
    return c.json(await listPermits({ db, businessId: c.get('user').businessId, limit, vehicle }), 200);
  });
  app.openapi(routes.get, async (c) =>
    c.json(
      await getPermit({ db, businessId: c.get('user').businessId, permitId: c.req.valid('param').id }),
      200,
    ),
  );
  app.openapi(routes.create, async (c) =>
    c.json(await createPermit({ db, actor: c.get('user'), input: c.req.valid('json') }), 201),
  );
  app.openapi(routes.update, async (c) =>
    c.json(
      await updatePermit({
        db,
        actor: c.get('user'),
        permitId: c.req.valid('param').id,
        input: c.req.valid('json'),
      }),
      200,
    ),
  );
  app.openapi(routes.remove, async (c) => {
    await deletePermit({
      db,
      documents,
      logger,
      actor: c.get('user'),
      permitId: c.req.valid('param').id,
    });
    return c.body(null, 204);
  });
  documentRoutes(app, {
    path: '/api/permits/{id}/document',
    tag: 'permits',
    params,
    answer: permitSchema,
    upload: {
      method: 'put',
      summary: 'Store the permit document (PDF or image, at most 10 MB; multipart field "file")',
      answered: 'The permit with its document',
      responses: common,
      run: (actor, permitId, upload) =>
        uploadPermitDocument({ db, documents, logger, actor, permitId, ...upload }),
    },
    download: {
      summary: "Download the permit's document (owner only)",
      responses: { ...common, 503: storeUnavailable },
      run: (businessId, permitId) => downloadPermitDocument({ db, documents, businessId, permitId }),
    },
    remove: {
      summary: "Remove the permit's document",
      answered: 'The permit without a document',
      responses: common,
      run: (actor, permitId) => deletePermitDocument({ db, documents, logger, actor, permitId }),
    },
  });
  app.openapi(routes.renew, async (c) =>
    c.json(
      await renewPermit({
        db,
        actor: c.get('user'),
        permitId: c.req.valid('param').id,
        renewalDate: c.req.valid('json').renewalDate,
      }),
      200,
    ),
  );
  app.openapi(routes.renewals, async (c) =>
    c.json(
      {
        renewals: await listRenewals({
          db,
          businessId: c.get('user').businessId,
          permitId: c.req.valid('param').id,
        }),
      },
      200,
    ),
  );
  app.openapi(routes.categories, async (c) =>
    c.json({ categories: await listPermitCategories({ db }) }, 200),
  );
  return app;
}
