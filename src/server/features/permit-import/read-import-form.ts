import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import {
  importMappingSchema,
  importSkipSchema,
  MAX_IMPORT_BYTES,
  type ImportMapping,
} from '../../../shared/contracts/permit-import';
import { issueMessage } from '../../i18n/issue-message';
import { unreadableUpload } from '../../lib/documents/document-upload-form';
import { AppError } from '../../lib/errors';

/** The import's form: the file, and what the owner chose about it. */
export type ImportForm = {
  file: Uint8Array;
  mapping?: ImportMapping;
  dayFirst?: boolean;
  skip: number[];
};

const notMultipart = () =>
  new AppError(
    400,
    'VALIDATION_ERROR',
    /*i18n*/ 'Send the spreadsheet as multipart/form-data with a "file" field.',
  );

/**
 * The body read whole: a spreadsheet is read whole anyway, and the body limit (lib/body-limits.ts) has already
 * refused a declared length over 5 MB; a streamed body fails with its 413 as it passes the limit.
 */
async function readBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) throw notMultipart();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch (error) {
      throw error instanceof AppError ? error : unreadableUpload();
    }
    if (next.done) return Buffer.concat(chunks);
    chunks.push(next.value);
  }
}

/** A JSON-valued field of the form, checked by `schema`; a refusal names the field. */
function jsonField<T>(value: FormDataEntryValue | null, field: string, schema: z.ZodType<T>, i18n: I18n) {
  if (value === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      /*i18n*/ 'The field "{field}" is not valid JSON.',
      { field },
      field,
    );
  }
  const result = schema.safeParse(parsed);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new AppError(400, 'VALIDATION_ERROR', issueMessage(i18n, issue!, parsed), undefined, field);
}

/**
 * The multipart form of both import routes: `file`, and optionally `mapping` (a JSON array of each column's
 * field or null), `dayFirst` ('true' or 'false') and `skip` (a JSON array of row numbers).
 */
export async function readImportForm(request: Request, i18n: I18n): Promise<ImportForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) throw notMultipart();
  const body = await readBody(request);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw unreadableUpload();
  }
  const file = form.get('file');
  if (!(file instanceof File))
    throw new AppError(400, 'VALIDATION_ERROR', /*i18n*/ 'The "file" field is missing.', undefined, 'file');
  // The body's limit leaves room for the form's framing; the file itself is held to 5 MB.
  if (file.size > MAX_IMPORT_BYTES)
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', /*i18n*/ 'The file is larger than 5 MB.');
  const dayFirst = form.get('dayFirst');
  if (dayFirst !== null && dayFirst !== 'true' && dayFirst !== 'false')
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      /*i18n*/ 'dayFirst must be true or false.',
      undefined,
      'dayFirst',
    );
  return {
    file: new Uint8Array(await file.arrayBuffer()),
    mapping: jsonField(form.get('mapping'), 'mapping', importMappingSchema, i18n),
    dayFirst: dayFirst === null ? undefined : dayFirst === 'true',
    skip: jsonField(form.get('skip'), 'skip', importSkipSchema, i18n) ?? [],
  };
}
