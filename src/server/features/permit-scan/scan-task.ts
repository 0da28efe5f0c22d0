import { detectDocumentType, type DocumentType } from '../../../shared/domain/document-types';

/**
 * What the route hands a thread of the scan pool, and what the thread answers (docs/decisions/0035). Only
 * plain data crosses: a refusal is an answer with its code, not a thrown error, whose class would not.
 */

/** The files a scan reads, by their bytes (docs/product/scanning.md#what-it-reads). */
export type ScannableType = Extract<
  DocumentType,
  'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic'
>;

const SCANNABLE: ReadonlySet<DocumentType> = new Set<ScannableType>([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
]);

/** The type the first bytes prove (the magic numbers of shared/domain/document-types.ts), or null. */
export function scannableTypeOf(head: Uint8Array): ScannableType | null {
  const type = detectDocumentType(head);
  return type && SCANNABLE.has(type) ? (type as ScannableType) : null;
}

export type ScanTask = {
  bytes: Uint8Array;
  type: ScannableType;
  /** Answer the cleaned image too, for the AI provider to look at (a JPEG of a size a model reads well). */
  keepImage: boolean;
};

export type ScanRefusal = 'IMAGE_TOO_LARGE' | 'DAMAGED_DOCUMENT' | 'ENCRYPTED_PDF' | 'TOO_MANY_PAGES';

export type ScanAnswer =
  | {
      refused: null;
      method: 'pdf-text' | 'ocr';
      lines: string[];
      /** For each line, the OCR's confidence (0–100) in its values; 100 for a PDF's own text. */
      confidences: number[];
      /** The page as the OCR read it, when asked for and the text came from an image. */
      image: Uint8Array | null;
    }
  | { refused: ScanRefusal };
