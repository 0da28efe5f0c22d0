import type { ImportMapping, ImportPreview, ImportResult } from '@shared/contracts/permit-import';
import { ApiError, apiResponse } from '@client/lib/api-client';
import { i18n } from '@client/lib/i18n';
import { isOffline, OFFLINE_MESSAGE } from '@client/service-worker/service-worker-state';

/** What the owner chose about the file: absent, the server's guesses stand. */
export type ImportChoices = { mapping?: ImportMapping; dayFirst?: boolean };

/** The file and the choices as the import routes take them (multipart: the JSON client sends none). */
function formOf(file: File, choices: ImportChoices, skip?: readonly number[]) {
  const form = new FormData();
  form.append('file', file);
  if (choices.mapping) form.append('mapping', JSON.stringify(choices.mapping));
  if (choices.dayFirst !== undefined) form.append('dayFirst', String(choices.dayFirst));
  if (skip) form.append('skip', JSON.stringify(skip));
  return form;
}

/** The file as it would be imported: its columns and every row with its problems. Nothing is stored. */
export async function previewImport(file: File, choices: ImportChoices = {}): Promise<ImportPreview> {
  const response = await apiResponse('/api/permit-imports/preview', {
    method: 'POST',
    body: formOf(file, choices),
  });
  return (await response.json()) as ImportPreview;
}

/** Saves the rows not skipped, in one go (docs/product/permits.md#importing-a-spreadsheet). */
export async function importPermits(
  file: File,
  choices: ImportChoices,
  skip: readonly number[],
): Promise<ImportResult> {
  // A change made offline is refused at once, before it could be half sent (docs/decisions/0024).
  if (isOffline()) throw new ApiError(0, 'OFFLINE', i18n._(OFFLINE_MESSAGE));
  const response = await apiResponse('/api/permit-imports', {
    method: 'POST',
    body: formOf(file, choices, skip),
  });
  return (await response.json()) as ImportResult;
}
