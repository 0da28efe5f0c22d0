/**
 * The permit's fields a spreadsheet's column can hold (docs/product/permits.md#importing-a-spreadsheet), by the
 * names of the permit input (contracts/permits.ts). Apart from the import's schemas, so that the import's
 * screen lists them without loading zod.
 */
export const IMPORT_FIELDS = [
  'name',
  'categoryId',
  'issueDate',
  'renewalDate',
  'cost',
  'city',
  'state',
  'county',
  'permitNumber',
  'issuingAgency',
  'renewalLink',
  'notes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
