import { AppError } from '../../lib/errors';

/** A key that is not one of ours: corrupt data, never followed (docs/decisions/0015). */
export class InvalidDocumentKeyError extends Error {
  constructor(key: string) {
    super(`invalid document key: ${JSON.stringify(key)}`);
    this.name = 'InvalidDocumentKeyError';
  }
}

/** The source passed the size a store was told to accept; nothing was kept. */
export class DocumentTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the document is larger than ${maxBytes} bytes`);
    this.name = 'DocumentTooLargeError';
  }
}

/**
 * The store could not be reached or refused us (S3 down, wrong credentials, missing bucket, a full disk).
 * The message is for the operator's log; the API answers 503 STORAGE_UNAVAILABLE with its own.
 */
export class DocumentStoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DocumentStoreUnavailableError';
  }
}

/**
 * The API's answer to a store's failure (docs/decisions/0015): a store that cannot be reached is a 503
 * STORAGE_UNAVAILABLE, a source past its limit a 413; anything else is not the store's to answer.
 */
export function answerForStoreFailure(error: unknown): unknown {
  if (error instanceof DocumentStoreUnavailableError) {
    return new AppError(
      503,
      'STORAGE_UNAVAILABLE',
      /*i18n*/ 'Documents cannot be stored or opened right now. Please try again in a few minutes.',
    );
  }
  if (error instanceof DocumentTooLargeError) {
    const megabytes = Math.round(error.maxBytes / (1024 * 1024));
    return new AppError(413, 'PAYLOAD_TOO_LARGE', /*i18n*/ 'The file is larger than {megabytes} MB.', {
      megabytes,
    });
  }
  return error;
}
