import crypto from 'node:crypto';
import {
  detectDocumentType,
  isAcceptedDeclaredType,
  MAX_DOCUMENT_BYTES,
  type DocumentType,
} from '../../../shared/domain/document-types';
import { answerForStoreFailure } from '../../integrations/documents/document-errors';
import type { DocumentStore } from '../../integrations/documents/types';
import { AppError } from '../errors';
import { checkStoredPdf } from './check-stored-pdf';
import { documentFileName } from './document-file-name';
import { readUploadedFile } from './document-upload-form';

const invalidType = () =>
  new AppError(400, 'INVALID_FILE_TYPE', /*i18n*/ 'Please upload a PDF or image file.');
/** Enough of the start of a file to tell its type (shared/domain/document-types.ts). */
const HEAD_BYTES = 16;

/** A document stored under its key, as the row that will reference it records it. */
export type ReceivedDocument = { name: string; type: DocumentType; size: number; sha256: string };

/**
 * Streams an uploaded PDF or image from a multipart body into the store under `key` (docs/decisions/0015),
 * checked by its content (docs/product/permits.md#documents): at most 10 MB, a PDF or an image whatever the
 * browser claims, a PDF that opens and has a page. Every document the app keeps comes in this way, a permit's
 * and an inspection report alike. What is refused leaves nothing stored; the caller references the key in
 * its own transaction, and removes the object if that fails.
 */
export async function receiveDocument(options: {
  documents: DocumentStore;
  key: string;
  body: ReadableStream<Uint8Array> | null;
  contentType: string;
}): Promise<ReceivedDocument> {
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
  return { name: documentFileName(file.name, detected), type: detected, size, sha256: hash.digest('hex') };
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
