import { z } from 'zod';
import { IMPORT_FIELDS } from '../domain/import-fields';
import { fillMessage } from '../i18n/fill-message';

export { IMPORT_FIELDS, type ImportField } from '../domain/import-fields';

/*
 * Importing permits from a spreadsheet (docs/product/permits.md#importing-a-spreadsheet): the owner's CSV or
 * XLSX file is read on the server, its columns matched to the permit's fields (guessed, then corrected by the
 * owner), and every row checked before any is saved.
 */

/** The most rows one file may hold: more than a business has permits, few enough to check in one answer. */
export const MAX_IMPORT_ROWS = 1000;
/** A CSV or XLSX of a thousand permits is well under 1 MB; this leaves room for long notes. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** Each column's field, in the file's order; null leaves the column out. */
export const importMappingSchema = z
  .array(z.enum(IMPORT_FIELDS).nullable())
  .max(200)
  .refine(
    (fields) => {
      const chosen = fields.filter((field) => field !== null);
      return new Set(chosen).size === chosen.length;
    },
    { message: /*i18n*/ 'Match each field to one column only.' },
  );
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** The rows the owner chose to leave out, by their number in the file. */
export const importSkipSchema = z
  .array(z.number().int().min(1))
  .max(MAX_IMPORT_ROWS + 1, fillMessage(/*i18n*/ 'Skip at most {max} rows.', { max: MAX_IMPORT_ROWS + 1 }));

export const importColumnSchema = z.object({
  /** The column's heading as the file has it ('' when it has none). */
  header: z.string(),
  /** The first value the column holds, to recognise it by. */
  sample: z.string().nullable(),
  field: z.enum(IMPORT_FIELDS).nullable(),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

/** A row's values as they will be saved: dates 'yyyy-MM-dd', the cost in dollars. */
export const importedPermitSchema = z.object({
  name: z.string(),
  categoryId: z.number().int().nullable(),
  issueDate: z.string().nullable(),
  renewalDate: z.string().nullable(),
  cost: z.number().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  county: z.string().nullable(),
  permitNumber: z.string().nullable(),
  issuingAgency: z.string().nullable(),
  renewalLink: z.string().nullable(),
  notes: z.string().nullable(),
});
export type ImportedPermit = z.infer<typeof importedPermitSchema>;

export const importRowSchema = z.object({
  /** Its row in the file, the heading being row 1: where the owner finds it in their spreadsheet. */
  row: z.number().int(),
  permit: importedPermitSchema,
  /** Why it cannot be imported as it is, in the request's language; none for a row ready to import. */
  problems: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  columns: z.array(importColumnSchema),
  /** Whether numeric dates were read day first: as asked, else as the file's dates suggest. */
  dayFirst: z.boolean(),
  rows: z.array(importRowSchema),
  /** How many more permits the plan takes now; null for no limit (docs/product/plans.md#permit-limit). */
  room: z.number().int().nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  imported: z.number().int(),
  /** Rows ready to import that the plan's limit left out. */
  notImported: z.number().int(),
  /** The plan's permit limit when it left rows out, else null. */
  limit: z.number().int().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
