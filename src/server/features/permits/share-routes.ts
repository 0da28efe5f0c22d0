import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  shareLinkIdParamsSchema,
  shareLinkInputSchema,
  shareLinkListSchema,
  shareLinkSchema,
  sharedPageSchema,
  shareTokenParamsSchema as tokenParams,
} from '../../../shared/contracts/sharing';
import type { Auth } from '../../auth/create-auth';
import { requirePermission, requireUser, type SessionVariables } from '../../auth/session';
import type { Catalog } from '../../catalog/catalog';
import { contentDisposition } from '../../lib/content-disposition';
import type { Database } from '../../db/client';
import type { DocumentStore } from '../../integrations/documents/types';
import { clientIp } from '../../lib/client-ip';
import { AppError } from '../../lib/errors';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { qrCodeSvg } from '../../lib/qr-code';
import { createSlidingWindowLimiter } from '../../lib/sliding-window-limiter';
import { downloadPermitDocument } from './download-permit-document';
import {
  createShareLink,
  findLiveShareLink,
  listShareLinks,
  revokeShareLink,
  shareUrlForQr,
  shareUrlOf,
} from './share-links';
import {
  findSharedCertificate,
  findSharedPermit,
  openSharedPage,
  type EventPermitIds,
} from './share-links-public';
import { answerForStoreFailure } from '../../integrations/documents/document-errors';
import { idSchema } from '../../../shared/contracts/ids';

/** A visitor's requests to share pages, per address: a page, its QR code and a few documents a minute. */
export const SHARED_REQUESTS_PER_MINUTE = 60;

/** Public answers are not for search engines, and name no page they came from (docs/decisions/0024). */
export const PUBLIC_SHARE_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'private, no-store',
} as const;

const notFound = error('No such share link, or it was revoked or has expired');

const routes = {
  list: createRoute({
    method: 'get',
    path: '/api/share-links',
    summary: "The business's share links in force, newest first (Owner and Manager)",
    tags: ['sharing'],
    responses: {
      200: json(shareLinkListSchema, 'Links'),
      401: error('Not signed in'),
      403: error('FORBIDDEN'),
    },
  }),
  create: createRoute({
    method: 'post',
    path: '/api/share-links',
    summary:
      "Make a read-only public link to chosen permits, to one vehicle's and the whole business's, or to an event's for its organiser, expiring in 7 days, 30 days or never",
    tags: ['sharing'],
    request: { body: { content: { 'application/json': { schema: shareLinkInputSchema } }, required: true } },
    responses: {
      201: json(shareLinkSchema, 'The link'),
      400: error('Invalid input'),
      401: error('Not signed in'),
      403: error('FORBIDDEN'),
      404: error('No such permit or vehicle'),
      409: error('VEHICLE_ARCHIVED: the vehicle is archived'),
    },
  }),
  revoke: createRoute({
    method: 'delete',
    path: '/api/share-links/{id}',
    summary: 'Revoke a link: its next request is a 404',
    tags: ['sharing'],
    request: { params: shareLinkIdParamsSchema },
    responses: {
      204: { description: 'Revoked' },
      400: error('Invalid input'),
      401: error('Not signed in'),
      403: error('FORBIDDEN'),
      404: error('No such share link'),
    },
  }),
  qr: createRoute({
    method: 'get',
    path: '/api/share-links/{id}/qr.svg',
    summary: "The link's QR code, to print",
    tags: ['sharing'],
    request: { params: shareLinkIdParamsSchema },
    responses: {
      200: { description: 'An SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
      400: error('Invalid input'),
      401: error('Not signed in'),
      403: error('FORBIDDEN'),
      404: error('No such share link'),
    },
  }),
  page: createRoute({
    method: 'get',
    path: '/api/shared/{token}',
    summary:
      "The public page of a share link: business name and its permits, and an organiser's link's event (no session)",
    tags: ['sharing'],
    request: { params: tokenParams },
    responses: { 200: json(sharedPageSchema, 'The page'), 404: notFound, 429: error('RATE_LIMITED') },
  }),
  pageQr: createRoute({
    method: 'get',
    path: '/api/shared/{token}/qr.svg',
    summary: "The page's QR code, to show on a phone (no session)",
    tags: ['sharing'],
    request: { params: tokenParams },
    responses: {
      200: { description: 'An SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
      404: notFound,
      429: error('RATE_LIMITED'),
    },
  }),
  document: createRoute({
    method: 'get',
    path: '/api/shared/{token}/permits/{permitId}/document',
    summary: 'The document of a permit the link shows, to view (no session)',
    tags: ['sharing'],
    request: { params: tokenParams.extend({ permitId: idSchema() }) },
    responses: {
      200: { description: 'The file' },
      404: notFound,
      429: error('RATE_LIMITED'),
      503: error('STORAGE_UNAVAILABLE: the document store cannot be reached'),
    },
  }),
  certificate: createRoute({
    method: 'get',
    path: '/api/shared/{token}/certificate',
    summary: "The certificate of insurance of an organiser's link's event, to view (no session)",
    tags: ['sharing'],
    request: { params: tokenParams },
    responses: {
      200: { description: 'The file' },
      404: error('No such share link, or its event has no certificate of insurance'),
      429: error('RATE_LIMITED'),
      503: error('STORAGE_UNAVAILABLE: the document store cannot be reached'),
    },
  }),
};

/** A stored file, to view in the browser: it is a PDF or an image, checked by its content on upload. */
const inlineFile = (c: Context, file: { body: ReadableStream; size: number; type: string; name: string }) =>
  c.body(file.body, 200, {
    'Content-Type': file.type,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition('inline', file.name),
    'X-Content-Type-Options': 'nosniff',
  });

const svg = (c: Context, body: string, headers: Record<string, string>) =>
  c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', ...headers });

/** Share links (docs/decisions/0024): managed by Owner and Manager, opened by anyone who has one. */
export function shareLinkRoutes(deps: {
  db: Database;
  auth: Auth;
  documents: DocumentStore;
  catalog: () => Catalog;
  appUrl: string;
  /** Derives the links' tokens (lib/link-tokens.ts). */
  linkTokenKey: Buffer;
  trustProxy: boolean;
  /** The permits an organiser's link shows (docs/product/events.md#the-organisers-packet). */
  eventPermitIds: EventPermitIds;
}) {
  const { db, appUrl, linkTokenKey: key } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  const visitors = createSlidingWindowLimiter({
    db,
    name: 'shared-page',
    max: SHARED_REQUESTS_PER_MINUTE,
    windowMs: 60 * 1000,
  });

  app.use('/api/share-links', requireUser(deps.auth), requirePermission('manageSharing'));
  app.use('/api/share-links/*', requireUser(deps.auth), requirePermission('manageSharing'));
  app.use('/api/shared/*', async (c, next) => {
    for (const [name, value] of Object.entries(PUBLIC_SHARE_HEADERS)) c.header(name, value);
    if (!(await visitors.tryTake(clientIp(c, deps.trustProxy))))
      throw new AppError(
        429,
        'RATE_LIMITED',
        /*i18n*/ 'Too many requests. Please wait a minute and try again.',
      );
    await next();
  });

  app.openapi(routes.list, async (c) =>
    c.json({ links: await listShareLinks({ db, businessId: c.get('user').businessId, appUrl, key }) }, 200),
  );
  app.openapi(routes.create, async (c) =>
    c.json(await createShareLink({ db, actor: c.get('user'), appUrl, key, input: c.req.valid('json') }), 201),
  );
  app.openapi(routes.revoke, async (c) => {
    await revokeShareLink({ db, actor: c.get('user'), linkId: c.req.valid('param').id });
    return c.body(null, 204);
  });
  app.openapi(routes.qr, async (c) => {
    const url = await shareUrlForQr({
      db,
      businessId: c.get('user').businessId,
      linkId: c.req.valid('param').id,
      appUrl,
      key,
    });
    return svg(c, await qrCodeSvg(url), { 'Cache-Control': 'private, no-store' });
  });

  app.openapi(routes.page, async (c) =>
    c.json(
      await openSharedPage({
        db,
        catalog: deps.catalog,
        eventPermitIds: deps.eventPermitIds,
        token: c.req.valid('param').token,
      }),
      200,
    ),
  );
  app.openapi(routes.pageQr, async (c) => {
    const { token } = c.req.valid('param');
    if (!(await findLiveShareLink(db, token)))
      throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such share link.');
    return svg(c, await qrCodeSvg(shareUrlOf(appUrl, token)), {});
  });
  app.openapi(routes.document, async (c) => {
    const { token, permitId } = c.req.valid('param');
    if (!z.uuid().safeParse(permitId).success)
      throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such permit.');
    const shared = await findSharedPermit(db, deps.eventPermitIds, token, permitId);
    return inlineFile(c, await downloadPermitDocument({ db, documents: deps.documents, ...shared }));
  });
  app.openapi(routes.certificate, async (c) => {
    const certificate = await findSharedCertificate(db, c.req.valid('param').token);
    const stored = await deps.documents.get(certificate.key).catch((failure: unknown) => {
      throw answerForStoreFailure(failure);
    });
    if (!stored) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'This event has no certificate of insurance.');
    return inlineFile(c, { ...certificate, body: stored.body, size: stored.size });
  });
  return app;
}
