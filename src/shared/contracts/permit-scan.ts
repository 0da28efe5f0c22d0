import { z } from 'zod';

/**
 * What reading a permit's photo or PDF answers (docs/decisions/0035): the permit form's fields it found, each
 * with where it came from, so the form can mark it 'Read from your document — check it'. A field the document
 * does not state is absent: nothing is guessed.
 */

/** The permit form's fields a scan can fill, by the names of the permit input (contracts/permits.ts). */
export const scannedFieldNames = [
  'name',
  'categoryId',
  'catalogEntryId',
  'permitNumber',
  'issuingAgency',
  'issueDate',
  'renewalDate',
  'cost',
] as const;
export type ScannedFieldName = (typeof scannedFieldNames)[number];

/**
 * `document`: read by the local rules from the PDF's text or the OCR; `ai`: filled by the configured AI provider
 * where the local reading found nothing or was unsure. `note` says why a value was chosen, e.g. which other
 * expiry date it won over.
 */
export const scannedFieldSchema = <T extends z.ZodType>(value: T) =>
  z.object({ value, source: z.enum(['document', 'ai']), note: z.string().nullable() });

export const permitScanSchema = z.object({
  /** How the text was had: the PDF's own text layer, or OCR of the image (or of a scanned PDF's page). */
  method: z.enum(['pdf-text', 'ocr']),
  fields: z
    .object({
      name: scannedFieldSchema(z.string()),
      categoryId: scannedFieldSchema(z.number().int()),
      catalogEntryId: scannedFieldSchema(z.string()),
      permitNumber: scannedFieldSchema(z.string()),
      issuingAgency: scannedFieldSchema(z.string()),
      issueDate: scannedFieldSchema(z.string()),
      renewalDate: scannedFieldSchema(z.string()),
      cost: scannedFieldSchema(z.number()),
    })
    .partial(),
});
export type PermitScan = z.infer<typeof permitScanSchema>;
