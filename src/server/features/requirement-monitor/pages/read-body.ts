import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import { FetchFailure } from './fetch-failure';

// The encodings we offer in Accept-Encoding.
const DECODERS: Record<string, () => Transform> = {
  gzip: zlib.createGunzip,
  'x-gzip': zlib.createGunzip,
  deflate: zlib.createInflate,
  br: zlib.createBrotliDecompress,
};

export const ACCEPT_ENCODING = 'gzip, deflate, br';

/** The body, decompressed, as a string; refused beyond maxBytes (counted after decompression). */
export async function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) {
    response.destroy();
    throw new FetchFailure('too-large', `${declared} bytes declared, at most ${maxBytes} read`);
  }
  const encoding = response.headers['content-encoding']?.trim().toLowerCase() || 'identity';
  const decoder = DECODERS[encoding];
  if (encoding !== 'identity' && !decoder) {
    response.destroy();
    throw new FetchFailure('network', `Unsupported content encoding: ${encoding}`);
  }
  const body: Readable = decoder ? pipeline(response, decoder(), () => {}) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new FetchFailure('too-large', `More than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  const charset = /charset="?([\w-]+)/i.exec(response.headers['content-type'] ?? '')?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(Buffer.concat(chunks));
  } catch {
    return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
  }
}
