import { AppError } from '../../lib/errors';
import { IMAGE_LIMITS } from './clean-image';
import { PDF_TEXT_LIMITS } from './pdf-text';
import type { ScanRefusal } from './scan-task';

/**
 * Why a scan read nothing the form can take (docs/product/scanning.md#refusals): a 422 whose message the
 * screen shows under 'Could not read the document'.
 */

export const noTextFound = () =>
  new AppError(422, 'NO_TEXT_FOUND', /*i18n*/ 'Could not read the document: no text was found in it.');

export const notAPermit = () =>
  new AppError(422, 'NOT_A_PERMIT', /*i18n*/ 'Could not read the document: it does not look like a permit.');

export const scanTimedOut = () =>
  new AppError(422, 'SCAN_TIMED_OUT', /*i18n*/ 'Could not read the document: reading it took too long.');

export const unsupportedMediaType = () =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    /*i18n*/ 'Could not read the document: choose a photo (JPEG, PNG, HEIC or WebP) or a PDF.',
  );

export const damagedDocument = () =>
  new AppError(
    422,
    'DAMAGED_DOCUMENT',
    /*i18n*/ 'Could not read the document: the file is damaged or incomplete.',
  );

/** A thread's refusal as the API answers it. */
export function refusalOf(refused: ScanRefusal): AppError {
  switch (refused) {
    case 'IMAGE_TOO_LARGE':
      return new AppError(
        422,
        'IMAGE_TOO_LARGE',
        /*i18n*/ 'Could not read the document: the image is larger than {megapixels} megapixels.',
        { megapixels: IMAGE_LIMITS.maxInputPixels / 1_000_000 },
      );
    case 'ENCRYPTED_PDF':
      return new AppError(
        422,
        'ENCRYPTED_PDF',
        /*i18n*/ 'Could not read the document: the PDF is protected by a password.',
      );
    case 'TOO_MANY_PAGES':
      return new AppError(
        422,
        'NOT_A_PERMIT',
        /*i18n*/ 'Could not read the document: it has more than {pages} pages, more than a permit has.',
        { pages: PDF_TEXT_LIMITS.maxDocumentPages },
      );
    case 'DAMAGED_DOCUMENT':
      return damagedDocument();
  }
}
