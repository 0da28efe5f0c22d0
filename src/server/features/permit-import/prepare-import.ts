import type { I18n } from '@lingui/core';
import { eq } from 'drizzle-orm';
import type { ImportColumn, ImportMapping } from '../../../shared/contracts/permit-import';
import type { Database } from '../../db/client';
import { permitCategories, permits } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { looksDayFirst } from '../../lib/typed-dates';
import { guessMapping } from './guess-mapping';
import { categoryNames, keyOf, readRows, type ReadRow } from './read-rows';
import { cellText, readSpreadsheet } from './read-spreadsheet';

/** What the owner chose on the way: absent, the guesses stand. */
export type ImportChoices = { mapping?: ImportMapping; dayFirst?: boolean };

export type PreparedImport = { columns: ImportColumn[]; dayFirst: boolean; rows: ReadRow[] };

/**
 * A file read with the owner's choices, every row checked against the business's permits: what the preview
 * shows and the import saves are one reading (docs/product/permits.md#importing-a-spreadsheet).
 */
export async function prepareImport(options: {
  db: Database;
  businessId: string;
  file: Uint8Array;
  choices: ImportChoices;
  i18n: I18n;
}): Promise<PreparedImport> {
  const { db, businessId, choices } = options;
  const sheet = await readSpreadsheet(options.file);
  const mapping = choices.mapping ?? guessMapping(sheet.header);
  if (mapping.length !== sheet.header.length)
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      /*i18n*/ 'The columns chosen do not match the file’s {count} columns. Choose the file again.',
      { count: sheet.header.length },
      'mapping',
    );
  const datesAt = mapping.flatMap((field, index) =>
    field === 'issueDate' || field === 'renewalDate' ? [index] : [],
  );
  const dayFirst =
    choices.dayFirst ??
    looksDayFirst(
      sheet.rows.flatMap(({ cells }) =>
        datesAt.map((index) => (typeof cells[index] === 'string' ? (cells[index] as string) : '')),
      ),
    );
  const [categories, stored] = await Promise.all([
    db.select({ id: permitCategories.id, name: permitCategories.name }).from(permitCategories),
    db
      .select({ name: permits.name, permitNumber: permits.permitNumber, renewalDate: permits.renewalDate })
      .from(permits)
      .where(eq(permits.businessId, businessId)),
  ]);
  const rows = readRows({
    rows: sheet.rows,
    mapping,
    dayFirst,
    categories: categoryNames(categories),
    existing: new Set(stored.map(keyOf)),
    i18n: options.i18n,
  });
  const columns = sheet.header.map((header, index) => ({
    header,
    sample:
      sheet.rows.map(({ cells }) => cellText(cells[index] ?? null)).find((text) => text !== null) ?? null,
    field: mapping[index] ?? null,
  }));
  return { columns, dayFirst, rows };
}
