import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  importPreviewSchema,
  importResultSchema,
  MAX_IMPORT_ROWS,
} from '../../../shared/contracts/permit-import';
import { remainingPermits } from '../../../shared/domain/entitlements';
import type { Auth } from '../../auth/create-auth';
import { requirePermission, requireUser, type SessionVariables } from '../../auth/session';
import { countPermits } from '../../billing/get-entitlements';
import { getSubscriptionStatus } from '../../billing/get-subscription-status';
import type { Database } from '../../db/client';
import { translateFor } from '../../i18n/i18n';
import { AppError } from '../../lib/errors';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { createSlidingWindowLimiter } from '../../lib/sliding-window-limiter';
import { readImportForm } from './read-import-form';

/** Reads of a file a business may ask for in an hour: each change of a column's field is one. */
export const PERMIT_IMPORT_READS_PER_HOUR = 60;

const PREVIEW_PATH = '/api/permit-imports/preview';
const IMPORT_PATH = '/api/permit-imports';

/** The multipart form, described for the API's document; the route reads it itself (read-import-form.ts). */
const form = (withSkip: boolean) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['file'],
        properties: {
          file: {
            type: 'string' as const,
            format: 'binary',
            description: 'A CSV or XLSX file, at most 5 MB',
          },
          mapping: {
            type: 'string' as const,
            description:
              "JSON: each column's field (name, categoryId, issueDate, renewalDate, cost, city, state, county, permitNumber, issuingAgency, renewalLink, notes) or null; absent, the guess",
          },
          dayFirst: {
            type: 'string' as const,
            enum: ['true', 'false'],
            description: 'Read 03/04/2027 as 3 April',
          },
          ...(withSkip && {
            skip: {
              type: 'string' as const,
              description: 'JSON: the row numbers (the heading is row 1) to leave out',
            },
          }),
        },
      },
    },
  },
});

const refusals = {
  400: error('Invalid input, or a row not skipped that has a problem'),
  401: error('Not signed in'),
  403: error('FORBIDDEN (crew), or PERMIT_LIMIT_REACHED'),
  413: error(`PAYLOAD_TOO_LARGE: over 5 MB, over ${MAX_IMPORT_ROWS} rows, or too large once unpacked`),
  415: error('UNSUPPORTED_MEDIA_TYPE: not a CSV or an XLSX file, by its bytes'),
  429: error('RATE_LIMITED'),
};

const routes = {
  preview: createRoute({
    method: 'post',
    path: PREVIEW_PATH,
    summary:
      "Read a spreadsheet of permits (owner and managers): its columns with each one's field, guessed unless given, and every row with its problems. Nothing is stored",
    tags: ['permits'],
    request: { body: form(false) },
    responses: { 200: json(importPreviewSchema, 'The file as it would be imported'), ...refusals },
  }),
  import: createRoute({
    method: 'post',
    path: IMPORT_PATH,
    summary:
      'Import the rows of a spreadsheet not skipped (owner and managers), in one transaction; on Free up to the plan’s limit',
    tags: ['permits'],
    request: { body: form(true) },
    responses: { 201: json(importResultSchema, 'How many permits were imported'), ...refusals },
  }),
};

export function permitImportRoutes(deps: {
  db: Database;
  auth: Auth;
  /** Told of every change a business's permits went through (Google Calendar sync, docs/decisions/0023). */
  onPermitsChanged?: (businessId: string) => Promise<void>;
}) {
  const { db } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  const reads = createSlidingWindowLimiter({
    db,
    name: 'permit-import',
    max: PERMIT_IMPORT_READS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
  });
  for (const path of [PREVIEW_PATH, IMPORT_PATH]) {
    app.use(path, requireUser(deps.auth));
    // Crew change no permits (docs/decisions/0018).
    app.post(path, requirePermission('writePermits'));
  }
  const takeRead = async (businessId: string) => {
    if (!(await reads.tryTake(businessId)))
      throw new AppError(
        429,
        'RATE_LIMITED',
        /*i18n*/ 'This business has read {count} spreadsheets in the last hour. Try again later.',
        { count: PERMIT_IMPORT_READS_PER_HOUR },
      );
  };

  app.openapi(routes.preview, async (c) => {
    const { businessId } = c.get('user');
    const i18n = translateFor(c);
    const { file, mapping, dayFirst } = await readImportForm(c.req.raw, i18n);
    await takeRead(businessId);
    // The spreadsheet readers load with the first file, not at start-up (docs/decisions/0028).
    const { prepareImport } = await import('./prepare-import');
    const prepared = await prepareImport({ db, businessId, file, choices: { mapping, dayFirst }, i18n });
    const status = await getSubscriptionStatus({ db, businessId });
    return c.json(
      {
        columns: prepared.columns,
        dayFirst: prepared.dayFirst,
        rows: prepared.rows.map(({ row, permit, problems }) => ({ row, permit, problems })),
        room: remainingPermits(status, await countPermits(db, businessId)),
      },
      200,
    );
  });
  app.openapi(routes.import, async (c) => {
    const actor = c.get('user');
    const i18n = translateFor(c);
    const { file, mapping, dayFirst, skip } = await readImportForm(c.req.raw, i18n);
    await takeRead(actor.businessId);
    const { importPermits } = await import('./import-permits');
    const result = await importPermits({ db, actor, file, choices: { mapping, dayFirst }, skip, i18n });
    await deps.onPermitsChanged?.(actor.businessId);
    return c.json(result, 201);
  });
  return app;
}
