import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  outboxAttachmentParamsSchema,
  outboxQuerySchema,
  outboxResponseSchema,
} from '../../../shared/contracts/dev-outbox';
import { contentDisposition } from '../../lib/content-disposition';
import type { Database } from '../../db/client';
import { localizedErrorBody } from '../../lib/errors';
import { errorResponse, validationHook } from '../../lib/openapi';
import { getOutboxAttachment } from './get-outbox-attachment';
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

const attachmentRoute = createRoute({
  method: 'get',
  path: '/api/dev/outbox/{id}/attachments/{position}',
  summary: "Download an outbox e-mail's attachment, 0 for the first (not in production)",
  tags: ['dev'],
  request: { params: outboxAttachmentParamsSchema },
  responses: {
    200: { description: 'The file' },
    400: errorResponse('Invalid input'),
    404: errorResponse('No such attachment'),
  },
});
/** `publicAccess`: DEV_OUTBOX_PUBLIC. Elsewhere than this machine, the same 404 as an unknown API path. */
export function devOutboxRoutes({ db, publicAccess }: { db: Database; publicAccess: boolean }) {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  // Matches the list too. It runs before the parameters are validated: another machine gets no 400 that
  // would show the route exists.
  app.use('/api/dev/outbox/*', async (c, next) =>
    mayOpenDevOutbox(c, { publicAccess })
      ? next()
      : c.json(localizedErrorBody(c, 'NOT_FOUND', /*i18n*/ 'No such API endpoint.'), 404),
  );
  app.openapi(listRoute, async (c) => {
    const { to } = c.req.valid('query');
    return c.json({ messages: await listOutboxMessages({ db, to }) }, 200);
  });
  app.openapi(attachmentRoute, async (c) => {
    const { id, position } = c.req.valid('param');
    const attachment = await getOutboxAttachment({ db, messageId: id, position: Number(position) });
    if (!attachment) return c.json(localizedErrorBody(c, 'NOT_FOUND', /*i18n*/ 'No such attachment.'), 404);
    // A copy on a plain ArrayBuffer, which Hono's body takes; the column's type allows a SharedArrayBuffer.
    return c.body(new Uint8Array(attachment.bytes), 200, {
      'Content-Type': attachment.contentType,
      'Content-Length': String(attachment.bytes.byteLength),
      'Content-Disposition': contentDisposition('attachment', attachment.fileName),
      'Cache-Control': 'no-store',
    });
  });
  return app;
}
