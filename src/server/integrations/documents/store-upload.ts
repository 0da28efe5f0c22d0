import crypto from 'node:crypto';
import {
  detectDocumentType,
  isAcceptedDeclaredType,
  MAX_DOCUMENT_BYTES,
  type DocumentType,
} from '../../../shared/domain/document-types';
import { AppError } from '../../lib/errors';
import { checkStoredPdf } from './check-stored-pdf';
import { answerForStoreFailure } from './document-errors';
import { documentFileName } from './document-file-name';
import type { DocumentStore } from './types';
import { readUploadedFile } from './upload-form';

const invalidType = () =>
  new AppError(400, 'INVALID_FILE_TYPE', /*i18n*/ 'Please upload a PDF or image file.');
/** Enough of the start of a file to tell its type (shared/domain/document-types.ts). */
const HEAD_BYTES = 16;

/** A document stored under its new key: the name it is offered under, the type its content proved. */
export type StoredUpload = { key: string; name: string; type: DocumentType; size: number; sha256: string };

/**
 * Stores the "file" of a multipart upload under `key` (a new one, newDocumentKey), checked by its content:
 * a PDF or an image, whichever its declared type says, and a PDF must open and have a page
 * (docs/product/permits.md#documents). The bytes stream from the request into the store
 * (docs/decisions/0015), at most 10 MB. A refusal leaves nothing stored; the caller's row then takes the key
 * in its own transaction, and removes the object if that fails.
 */
export async function storeUpload(options: {
  documents: DocumentStore;
  key: string;
  body: ReadableStream<Uint8Array> | null;
  contentType: string;
}): Promise<StoredUpload> {
  const { documents, key } = options;
  const file = await readUploadedFile(options.body, options.contentType);
  const { head, content } = await splitHead(file.content, HEAD_BYTES);
  if (head.length === 0) throw new AppError(400, 'EMPTY_FILE', /*i18n*/ 'The file is empty.');
  const detected = detectDocumentType(head);
  // A file whose content is not what it claims to be (a PDF or an image) is refused, whichever way it lies.
  if (!detected || !isAcceptedDeclaredType(file.type) || kindOf(file.type) !== kindOf(detected))
    throw invalidType();

  const hash = crypto.createHash('sha256');
  const { size } = await documents
    .put(key, hashing(content, hash), { maxBytes: MAX_DOCUMENT_BYTES })
    .catch((error: unknown) => {
      throw answerForStoreFailure(error);
    });
  // A PDF that does not open would only show in the packet as 'could not be included': refused now.
  if (detected === 'application/pdf') await checkStoredPdf(documents, key);
  return {
    key,
    name: documentFileName(file.name, detected),
    type: detected,
    size,
    sha256: hash.digest('hex'),
  };
}

const kindOf = (type: string) => (type === 'application/pdf' ? 'pdf' : 'image');

/** The first `size` bytes of a stream (fewer when it is shorter), and the whole stream again. */
async function splitHead(chunks: AsyncIterable<Uint8Array>, size: number) {
  const iterator = chunks[Symbol.asyncIterator]();
  const read: Uint8Array[] = [];
  let length = 0;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) break;
    read.push(next.value);
    length += next.value.byteLength;
  }
  const start = Buffer.concat(read);
  async function* content() {
    if (start.length > 0) yield start;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: start.subarray(0, size), content: content() };
}

async function* hashing(chunks: AsyncIterable<Uint8Array>, hash: crypto.Hash) {
  for await (const chunk of chunks) {
    hash.update(chunk);
    yield chunk;
  }
}
