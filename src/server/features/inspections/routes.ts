import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  businessInspectionsQuerySchema,
  businessInspectionsSchema,
  inspectionIdParamsSchema,
  inspectionInputSchema,
  inspectionListSchema,
  inspectionSchema,
} from '../../../shared/contracts/inspections';
import { permitIdParamsSchema } from '../../../shared/contracts/permits';
import { calendarDateIn } from '../../../shared/domain/calendar-dates';
import type { Auth } from '../../auth/create-auth';
import { requirePermission, requireUser, type SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import type { DocumentStore } from '../../integrations/documents/types';
import { documentRoutes, storeUnavailable } from '../../lib/documents/document-routes';
import type { Logger } from '../../lib/logger';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { listBusinessInspections } from './business-inspections';
import { listPermitInspections } from './inspection-rows';
import {
  deleteInspectionReport,
  downloadInspectionReport,
  uploadInspectionReport,
} from './inspection-report';
import { createInspection, deleteInspection, updateInspection } from './save-inspection';

const common = {
  400: error('Invalid input'),
  401: error('Not signed in'),
  403: error('FORBIDDEN: crew read inspections only'),
  404: error('No such inspection'),
};
const writeCommon = { ...common, 409: error('VEHICLE_ARCHIVED: the permit is an archived vehicle’s') };
const params = inspectionIdParamsSchema;
const body = { content: { 'application/json': { schema: inspectionInputSchema } }, required: true };

const routes = {
  listForPermit: createRoute({
    method: 'get',
    path: '/api/permits/{id}/inspections',
    summary: "A permit's inspections, the latest date first",
    tags: ['inspections'],
    request: { params: permitIdParamsSchema },
    responses: { 200: json(inspectionListSchema, 'Inspections'), ...common, 404: error('No such permit') },
  }),
  create: createRoute({
    method: 'post',
    path: '/api/permits/{id}/inspections',
    summary: 'Add an inspection to a permit',
    tags: ['inspections'],
    request: { params: permitIdParamsSchema, body },
    responses: { 201: json(inspectionSchema, 'Added'), ...writeCommon, 404: error('No such permit') },
  }),
  business: createRoute({
    method: 'get',
    path: '/api/inspections',
    summary:
      "The business's upcoming inspections and re-inspections, soonest first, and each permit's latest one",
    tags: ['inspections'],
    request: { query: businessInspectionsQuerySchema },
    responses: {
      200: json(businessInspectionsSchema, 'Inspections'),
      ...common,
      404: error('No such vehicle'),
    },
  }),
  update: createRoute({
    method: 'put',
    path: '/api/inspections/{id}',
    summary:
      'Edit an inspection: its date, agency, notes, result and, when it failed, the re-inspection date',
    tags: ['inspections'],
    request: { params, body },
    responses: { 200: json(inspectionSchema, 'Saved'), ...writeCommon },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/api/inspections/{id}',
    summary: 'Remove an inspection and its report',
    tags: ['inspections'],
    request: { params },
    responses: { 204: { description: 'Removed' }, ...writeCommon },
  }),
};

/**
 * A permit's inspections (docs/product/events.md#inspections): every member reads them, as they read permits;
 * the owner and managers change them (`writePermits`, docs/decisions/0018).
 */
export function inspectionRoutes(deps: {
  db: Database;
  auth: Auth;
  documents: DocumentStore;
  logger: Logger;
  /** Told of every change, as permit changes tell it (Google Calendar sync, docs/decisions/0023). */
  onInspectionsChanged?: (businessId: string) => Promise<void>;
}) {
  const { db, documents, logger } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  for (const path of ['/api/inspections', '/api/inspections/*', '/api/permits/:id/inspections']) {
    app.use(path, requireUser(deps.auth));
    app.on(['POST', 'PUT', 'DELETE'], path, requirePermission('writePermits'));
  }
  // A change under /api/permits/* tells the permits' listener already.
  app.on(['POST', 'PUT', 'DELETE'], '/api/inspections/*', async (c, next) => {
    await next();
    if (c.res.status < 300) await deps.onInspectionsChanged?.(c.get('user').businessId);
  });

  app.openapi(routes.listForPermit, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const inspections = await listPermitInspections(db, c.get('user').businessId, c.req.valid('param').id);
    return c.json({ inspections }, 200);
  });
  app.openapi(routes.create, async (c) =>
    c.json(
      await createInspection({
        db,
        actor: c.get('user'),
        permitId: c.req.valid('param').id,
        input: c.req.valid('json'),
      }),
      201,
    ),
  );
  app.openapi(routes.business, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const { today, vehicle } = c.req.valid('query');
    return c.json(
      await listBusinessInspections({
        db,
        businessId: c.get('user').businessId,
        // The member's today, as the reports count it; the server's in UTC when not given.
        today: today ?? calendarDateIn('UTC', new Date()),
        vehicle,
      }),
      200,
    );
  });
  app.openapi(routes.update, async (c) =>
    c.json(
      await updateInspection({
        db,
        actor: c.get('user'),
        inspectionId: c.req.valid('param').id,
        input: c.req.valid('json'),
      }),
      200,
    ),
  );
  app.openapi(routes.remove, async (c) => {
    await deleteInspection({
      db,
      documents,
      logger,
      actor: c.get('user'),
      inspectionId: c.req.valid('param').id,
    });
    return c.body(null, 204);
  });
  documentRoutes(app, {
    path: '/api/inspections/{id}/report',
    tag: 'inspections',
    params,
    answer: inspectionSchema,
    upload: {
      method: 'put',
      summary: 'Store the inspection report (PDF or image, at most 10 MB; multipart field "file")',
      answered: 'The inspection with its report',
      responses: writeCommon,
      run: (actor, inspectionId, upload) =>
        uploadInspectionReport({ db, documents, logger, actor, inspectionId, ...upload }),
    },
    download: {
      summary: "Download the inspection's report",
      responses: { ...common, 503: storeUnavailable },
      run: (businessId, inspectionId) =>
        downloadInspectionReport({ db, documents, businessId, inspectionId }),
    },
    remove: {
      summary: "Remove the inspection's report",
      answered: 'The inspection without a report',
      responses: writeCommon,
      run: (actor, inspectionId) => deleteInspectionReport({ db, documents, logger, actor, inspectionId }),
    },
  });
  return app;
}
