import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { permitScanSchema } from '../../../shared/contracts/permit-scan';
import type { Auth } from '../../auth/create-auth';
import { requirePermission, requireUser, type SessionVariables } from '../../auth/session';
import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import { translateFor } from '../../i18n/i18n';
import type { PermitAssistant } from '../../integrations/ai/types';
import { AppError, localizedErrorBody } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { createSlidingWindowLimiter } from '../../lib/sliding-window-limiter';
import { ScanPoolBusyError, type ScanPool } from './scan-pool';
import { SCAN_LIMIT_NAME, SCANS_PER_HOUR } from './scan-limits';
/** What a 503 BUSY asks the screen to wait: a scan takes a few seconds (docs/decisions/0035). */
const RETRY_AFTER_SECONDS = 10;

const scan = createRoute({
  method: 'post',
  path: '/api/permit-scans',
  summary:
    'Read a photo (JPEG, PNG, HEIC, WebP) or a PDF of a permit, at most 10 MB (multipart field "file"), and answer the permit form’s fields it states; nothing is stored',
  tags: ['permits'],
  responses: {
    200: json(permitScanSchema, 'The fields found, each with its source'),
    400: error('Not multipart/form-data, no "file" field, or EMPTY_FILE'),
    401: error('Not signed in'),
    403: error('FORBIDDEN: crew do not add permits'),
    413: error('Larger than 10 MB'),
    415: error('UNSUPPORTED_MEDIA_TYPE: not an image or a PDF by its bytes'),
    422: error(
      'NO_TEXT_FOUND, NOT_A_PERMIT, ENCRYPTED_PDF, DAMAGED_DOCUMENT, IMAGE_TOO_LARGE or SCAN_TIMED_OUT',
    ),
    429: error('RATE_LIMITED: the business’s scans of the last hour'),
    503: error('BUSY: every scan thread and the queue are taken; see Retry-After'),
  },
});

/** 'Scan a Permit' (docs/product/scanning.md): the owner and managers, who add permits (docs/decisions/0018). */
export function permitScanRoutes(deps: {
  db: Database;
  auth: Auth;
  catalog: () => Catalog;
  pool: ScanPool;
  assistant: PermitAssistant;
  logger: Logger;
}) {
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  app.use('/api/permit-scans', requireUser(deps.auth), requirePermission('writePermits'));
  const limiter = createSlidingWindowLimiter({
    db: deps.db,
    name: SCAN_LIMIT_NAME,
    max: SCANS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
  });

  app.openapi(scan, async (c) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!contentType.startsWith('multipart/form-data'))
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        /*i18n*/ 'Send the document as multipart/form-data with a "file" field.',
      );
    try {
      // The readers load with the first scan, not at start-up (docs/decisions/0028).
      const { scanPermit } = await import('./scan-permit');
      const result = await scanPermit({
        ...deps,
        catalog: deps.catalog(),
        limiter,
        actor: c.get('user'),
        upload: { body: c.req.raw.body, contentType },
        i18n: translateFor(c),
      });
      c.header('Cache-Control', 'private, no-store');
      return c.json(result, 200);
    } catch (failure) {
      if (!(failure instanceof ScanPoolBusyError)) throw failure;
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(
        localizedErrorBody(
          c,
          'BUSY',
          /*i18n*/ 'Many documents are being read right now. Try again in a moment.',
        ),
        503,
      );
    }
  });
  return app;
}
