import { DocumentTooLargeError } from './document-errors';
import type { DocumentSource } from './types';

/**
 * The chunks of a source, failing with DocumentTooLargeError as soon as they pass `maxBytes`: a store stops
 * reading there instead of taking in whatever a client keeps sending.
 */
export async function* limitedChunks(source: DocumentSource, maxBytes: number): AsyncGenerator<Uint8Array> {
  let size = 0;
  for await (const chunk of chunksOf(source)) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new DocumentTooLargeError(maxBytes);
    if (chunk.byteLength > 0) yield chunk;
  }
}

function chunksOf(source: DocumentSource): AsyncIterable<Uint8Array> | Iterable<Uint8Array> {
  if (source instanceof Uint8Array) return [source];
  if (source instanceof ReadableStream) return readerChunks(source);
  return source;
}

async function* readerChunks(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield value;
    }
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
  }
}

/** Gathers chunks into pieces of `size` bytes (the last one shorter): the rows of the database store. */
export async function* inPiecesOf(size: number, chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of chunks) {
    let rest = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    while (pendingBytes + rest.length >= size) {
      const take = size - pendingBytes;
      pending.push(rest.subarray(0, take));
      yield Buffer.concat(pending, size);
      rest = rest.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (rest.length > 0) {
      // A copy: the source may reuse its buffer once this chunk has been handed over.
      pending.push(Buffer.from(rest));
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}
