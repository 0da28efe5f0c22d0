import type { OpenAPIHono } from '@hono/zod-openapi';
import { eventIdParamsSchema, eventSchema, type EventDto } from '../../../shared/contracts/events';
import type { SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import type { DocumentStore } from '../../integrations/documents/types';
import { documentRoutes, storeUnavailable } from '../../lib/documents/document-routes';
import type { Logger } from '../../lib/logger';
import { errorResponse as error } from '../../lib/openapi';
import {
  deleteEventCertificate,
  downloadEventCertificate,
  uploadEventCertificate,
} from './event-certificate';

const common = {
  400: error('Invalid input'),
  401: error('Not signed in'),
  403: error('FORBIDDEN: crew read the events only'),
  404: error('No such event'),
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
  documentRoutes(app, {
    path: '/api/events/{id}/certificate',
    tag: 'events',
    params: eventIdParamsSchema,
    answer: eventSchema,
    upload: {
      method: 'post',
      summary:
        'Store the certificate of insurance (PDF or image, at most 10 MB; multipart field "file"); its line is done',
      answered: 'The event with its certificate',
      responses: { ...common, 400: error('INVALID_FILE_TYPE, EMPTY_FILE, DAMAGED_PDF, or no "file" field') },
      run: async (actor, eventId, upload) => {
        await uploadEventCertificate({ db, documents, logger, actor, eventId, ...upload });
        return deps.answer(actor.businessId, eventId);
      },
    },
    download: {
      summary: "Download the event's certificate of insurance (every member)",
      responses: { ...common, 404: error('No such event or certificate') },
      run: (businessId, eventId) => downloadEventCertificate({ db, documents, businessId, eventId }),
    },
    remove: {
      summary: "Remove the event's certificate of insurance",
      answered: 'The event without a certificate',
      responses: { ...common, 503: storeUnavailable },
      run: async (actor, eventId) => {
        await deleteEventCertificate({ db, documents, logger, actor, eventId });
        return deps.answer(actor.businessId, eventId);
      },
    },
  });
}
