import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_IMPORT_BYTES } from '../../shared/contracts/permit-import';
import { MAX_DOCUMENT_BYTES } from '../../shared/domain/document-types';
import { AppError, localizedErrorBody } from './errors';

const KB = 1024;
const MB = 1024 * KB;

/** Every API body but the two below: our JSON bodies are a few KB at most. */
export const JSON_BODY_LIMIT = 64 * KB;
/** Stripe's events are a few KB, but the body is read whole before its signature can be checked. */
export const STRIPE_WEBHOOK_BODY_LIMIT = 1 * MB;
/**
 * A permit document or an inspection report, at most 10 MB (docs/product/permits.md#documents), and its
 * multipart framing.
 */
export const DOCUMENT_UPLOAD_BODY_LIMIT = MAX_DOCUMENT_BYTES + 64 * KB;
/** A spreadsheet of permits to import, at most 5 MB (docs/product/permits.md#importing-a-spreadsheet). */
export const IMPORT_UPLOAD_BODY_LIMIT = MAX_IMPORT_BYTES + 64 * KB;

const STRIPE_WEBHOOK_PATH = '/api/billing/webhooks/stripe';
/**
 * A permit's document, an inspection's report, an event's certificate of insurance (docs/product/events.md),
 * and a permit's photo or PDF to read (docs/product/scanning.md).
 */
const DOCUMENT_UPLOAD_PATH =
  /^\/api\/(permits\/[^/]+\/document|inspections\/[^/]+\/report|events\/[^/]+\/certificate|permit-scans)$/;
const DOCUMENT_TOO_LARGE = /*i18n*/ 'The file is larger than 10 MB.';
const IMPORT_UPLOAD_PATH = /^\/api\/permit-imports(\/preview)?$/;
const SPREADSHEET_TOO_LARGE = /*i18n*/ 'The file is larger than 5 MB.';

const sizeLabel = (bytes: number) => (bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} KB`);
const tooLarge = (c: Context, message: string, values?: Record<string, unknown>) =>
  c.json(localizedErrorBody(c, 'PAYLOAD_TOO_LARGE', message, values), 413);

/**
 * hono's body limit answering the API's 413: a Content-Length over `maxSize` is refused before a byte of
 * the body is read, and a body without one (chunked) is read up to `maxSize` and refused past it.
 */
export function limitBody(maxSize: number) {
  const size = sizeLabel(maxSize);
  return bodyLimit({
    maxSize,
    onError: (c) => tooLarge(c, /*i18n*/ 'The request body is larger than {size}.', { size }),
  });
}

/**
 * The upload's limit without reading anything here: hono's body limit would hold up to 10 MB of a chunked
 * body in memory before the permit route has checked the session. The declared length is checked now;
 * a streamed body fails with a 413 as soon as whoever reads it (the route, once signed in) passes the limit.
 */
function limitUpload(maxSize: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    if (c.req.header('content-length') && !c.req.header('transfer-encoding')) {
      return Number(c.req.header('content-length')) > maxSize ? tooLarge(c, message) : next();
    }
    const reader = body.getReader();
    let size = 0;
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        size += value.byteLength;
        // The rest stays unread: the Node server discards it once the 413 is sent.
        if (size > maxSize) controller.error(new AppError(413, 'PAYLOAD_TOO_LARGE', message));
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
    return next();
  };
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

/** The limit of each API body, applied to all of /api before any route reads a body. */
export function apiBodyLimits(): MiddlewareHandler {
  const json = limitBody(JSON_BODY_LIMIT);
  const stripeWebhook = limitBody(STRIPE_WEBHOOK_BODY_LIMIT);
  const documentUpload = limitUpload(DOCUMENT_UPLOAD_BODY_LIMIT, DOCUMENT_TOO_LARGE);
  const importUpload = limitUpload(IMPORT_UPLOAD_BODY_LIMIT, SPREADSHEET_TOO_LARGE);
  return (c, next) => {
    // A read has no body. Asking for one (hono's bodyLimit reads `c.req.raw.body`) would make the Node server
    // build a whole fetch Request with its AbortController for every read: the costliest step of a one-row
    // read's middleware in the profile (docs/decisions/0028).
    if (BODYLESS_METHODS.has(c.req.method)) return next();
    if (c.req.path === STRIPE_WEBHOOK_PATH) return stripeWebhook(c, next);
    if (DOCUMENT_UPLOAD_PATH.test(c.req.path)) return documentUpload(c, next);
    if (IMPORT_UPLOAD_PATH.test(c.req.path)) return importUpload(c, next);
    return json(c, next);
  };
}
