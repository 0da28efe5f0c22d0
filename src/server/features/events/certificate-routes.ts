import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { eventIdParamsSchema, eventSchema, type EventDto } from '../../../shared/contracts/events';
import type { SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import type { DocumentStore } from '../../integrations/documents/types';
import { contentDisposition } from '../../lib/content-disposition';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { errorResponse as error, jsonResponse as json } from '../../lib/openapi';
import {
  deleteEventCertificate,
  downloadEventCertificate,
  uploadEventCertificate,
} from './event-certificate';

const params = eventIdParamsSchema;
const common = {
  400: error('Invalid input'),
  401: error('Not signed in'),
  403: error('FORBIDDEN: crew read the events only'),
  404: error('No such event'),
};
const unavailable = error('STORAGE_UNAVAILABLE: the document store cannot be reached');

const routes = {
  upload: createRoute({
    method: 'post',
    path: '/api/events/{id}/certificate',
    summary:
      'Store the certificate of insurance (PDF or image, at most 10 MB; multipart field "file"); its line is done',
    tags: ['events'],
    request: { params },
    responses: {
      200: json(eventSchema, 'The event with its certificate'),
      ...common,
      400: error('INVALID_FILE_TYPE, EMPTY_FILE, DAMAGED_PDF, or no "file" field'),
      413: error('Larger than 10 MB'),
      503: unavailable,
    },
  }),
  download: createRoute({
    method: 'get',
    path: '/api/events/{id}/certificate',
    summary: "Download the event's certificate of insurance (every member)",
    tags: ['events'],
    request: { params },
    responses: { 200: { description: 'The file' }, ...common, 404: error('No such event or certificate') },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/api/events/{id}/certificate',
    summary: "Remove the event's certificate of insurance",
    tags: ['events'],
    request: { params },
    responses: { 200: json(eventSchema, 'The event without a certificate'), ...common, 503: unavailable },
  }),
};

/** The certificate of insurance (docs/product/events.md#certificate-of-insurance), on the events' app. */
export function certificateRoutes(
  app: OpenAPIHono<{ Variables: SessionVariables }>,
  deps: {
    db: Database;
    documents: DocumentStore;
    logger: Logger;
    answer: (businessId: string, eventId: string) => Promise<EventDto>;
  },
) {
  const { db, documents, logger } = deps;
  app.openapi(routes.upload, async (c) => {
    if (!c.req.header('content-type')?.startsWith('multipart/form-data'))
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        /*i18n*/ 'Send the document as multipart/form-data with a "file" field.',
      );
    const user = c.get('user');
    const { id } = c.req.valid('param');
    await uploadEventCertificate({
      db,
      documents,
      logger,
      actor: user,
      eventId: id,
      body: c.req.raw.body,
      contentType: c.req.header('content-type') ?? '',
    });
    return c.json(await deps.answer(user.businessId, id), 200);
  });
  app.openapi(routes.download, async (c) => {
    const file = await downloadEventCertificate({
      db,
      documents,
      businessId: c.get('user').businessId,
      eventId: c.req.valid('param').id,
    });
    return c.body(file.body, 200, {
      'Content-Type': file.type,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition('attachment', file.name),
      'Cache-Control': 'private, no-store',
    });
  });
  app.openapi(routes.remove, async (c) => {
    const user = c.get('user');
    const { id } = c.req.valid('param');
    await deleteEventCertificate({ db, documents, logger, actor: user, eventId: id });
    return c.json(await deps.answer(user.businessId, id), 200);
  });
}
