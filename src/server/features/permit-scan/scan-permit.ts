import type { I18n } from '@lingui/core';
import { eq } from 'drizzle-orm';
import type { PermitScan } from '../../../shared/contracts/permit-scan';
import { MAX_DOCUMENT_BYTES } from '../../../shared/domain/document-types';
import type { SessionUser } from '../../auth/session';
import { statesOperatingCodes } from '../../catalog/business-context';
import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import { businessProfiles, permitCategories } from '../../db/schema';
import type { PermitAssistant } from '../../integrations/ai/types';
import type { DocumentUpload } from '../../lib/documents/document-routes';
import { readUploadedFile } from '../../lib/documents/document-upload-form';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { SlidingWindowLimiter } from '../../lib/sliding-window-limiter';
import { fillWithAssistant } from './fill-with-assistant';
import { readFields } from './read-fields';
import { documentFields } from './scan-fields';
import { ScanPoolBusyError, ScanTimedOutError, type ScanPool } from './scan-pool';
import {
  damagedDocument,
  noTextFound,
  notAPermit,
  refusalOf,
  scanTimedOut,
  unsupportedMediaType,
} from './scan-refusals';
import { SCANS_PER_HOUR } from './scan-limits';
import { scannableTypeOf } from './scan-task';

/**
 * 'Scan a Permit' (docs/product/scanning.md): reads an uploaded photo or PDF in the scan pool and answers the
 * permit form's fields it found. Nothing is stored: the screen keeps the file and uploads it as the permit's
 * document when the owner saves.
 */
export async function scanPermit(options: {
  db: Database;
  catalog: Catalog;
  pool: ScanPool;
  assistant: PermitAssistant;
  limiter: SlidingWindowLimiter;
  logger: Logger;
  actor: SessionUser;
  upload: DocumentUpload;
  i18n: I18n;
}): Promise<PermitScan> {
  const { db, actor } = options;
  const bytes = await readFile(options.upload);
  if (bytes.byteLength === 0) throw new AppError(400, 'EMPTY_FILE', /*i18n*/ 'The file is empty.');
  const type = scannableTypeOf(bytes.subarray(0, 16));
  if (!type) throw unsupportedMediaType();
  if (!(await options.limiter.tryTake(actor.businessId)))
    throw new AppError(
      429,
      'RATE_LIMITED',
      /*i18n*/ 'This business has scanned {count} documents in the last hour. Try again later.',
      { count: SCANS_PER_HOUR },
    );

  const answer = await options.pool
    .run({ bytes, type, keepImage: options.assistant.configured })
    .catch((error: unknown) => {
      if (error instanceof ScanTimedOutError) throw scanTimedOut();
      if (error instanceof ScanPoolBusyError) throw error;
      // A thread that failed on this file (out of memory on a bomb, a decoder's crash): the file's fault.
      options.logger.warn({ err: error, type }, 'a scan failed in its thread');
      throw damagedDocument();
    });
  if (answer.refused) throw refusalOf(answer.refused);

  const states = await businessStates(db, actor.businessId);
  const read = readWithStates(answer.lines, options.catalog, states);
  const found = await fillWithAssistant({
    assistant: options.assistant,
    found: documentFields(read.fields, options.i18n, answer.confidences),
    lines: answer.lines,
    image: answer.image,
    catalog: options.catalog,
    state: read.state,
  });
  if (Object.keys(found.fields).length === 0) throw hasWords(answer.lines) ? notAPermit() : noTextFound();
  const fields = { ...found.fields };
  if (found.category && !fields.categoryId) {
    const [category] = await db
      .select({ id: permitCategories.id })
      .from(permitCategories)
      .where(eq(permitCategories.name, found.category.name));
    if (category) fields.categoryId = { value: category.id, source: found.category.source, note: null };
  }
  return { method: answer.method, fields };
}

/** The file's bytes, at most the document limit (docs/product/permits.md#documents). */
async function readFile(upload: DocumentUpload): Promise<Uint8Array> {
  const file = await readUploadedFile(upload.body, upload.contentType);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of file.content) {
    size += chunk.byteLength;
    if (size > MAX_DOCUMENT_BYTES)
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', /*i18n*/ 'The file is larger than 10 MB.');
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

async function businessStates(db: Database, businessId: string): Promise<string[]> {
  const [profile] = await db
    .select({ statesOperating: businessProfiles.statesOperating })
    .from(businessProfiles)
    .where(eq(businessProfiles.businessId, businessId));
  return statesOperatingCodes(profile?.statesOperating);
}

/**
 * The fields as the catalog of the business's state reads them; a business in several states takes the state
 * whose catalog names the permit, else the first (docs/product/scanning.md#the-fields).
 */
function readWithStates(lines: string[], catalog: Catalog, states: string[]) {
  const readings = (states.length > 0 ? states : [null]).map((state) => ({
    state,
    fields: readFields(lines, { catalog, state }),
  }));
  return readings.find(({ fields }) => fields.permit?.entryId) ?? readings[0]!;
}

/** OCR of a photo without text answers specks: a line is text when it has a word of three letters or digits. */
const hasWords = (lines: readonly string[]) => lines.some((line) => /[\p{L}\p{N}]{3}/u.test(line));
