import { AppError } from '../../lib/errors';

/** The file part of an upload: what the browser said about it, and its bytes as they arrive. */
export type UploadedFile = { name: string; type: string; content: AsyncIterable<Uint8Array> };

export const unreadableUpload = () =>
  new AppError(400, 'VALIDATION_ERROR', /*i18n*/ 'The upload could not be read.');
const missingFile = () => new AppError(400, 'VALIDATION_ERROR', /*i18n*/ 'The "file" field is missing.');

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
const CLOSE = Buffer.from('--');
/** Far more than a browser's part headers; a body that keeps sending header bytes is not a form. */
const MAX_HEADER_BYTES = 16 * 1024;
/** The form-data header exactly as browsers and undici write it; undici refuses every other shape too. */
const FORM_DATA = /^form-data; name="([^"]*)"(?:; filename="([^"]*)")?$/i;
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i;

/**
 * Reads the multipart/form-data body of a document upload as it streams in (docs/decisions/0015): only the
 * part headers are held, the file's bytes pass through in the chunks they arrive in, so a 10 MB upload never
 * sits whole in memory. It accepts what `Request.formData()` accepts (upload-form.test.ts compares
 * them) and answers the same 400s as when the whole form was read first. The body is never cancelled: what
 * is left unread the Node server drains once the answer is sent (a cancelled body would close the socket
 * before a 413 or a 400 could be sent).
 */
export async function readUploadedFile(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
): Promise<UploadedFile> {
  const match = BOUNDARY.exec(contentType);
  if (!body || !match) throw unreadableUpload();
  const scanner = new ByteScanner(body.getReader());
  // Every delimiter, the first one included, is CRLF "--" boundary: the body is read as if it began with CRLF.
  scanner.unshift(CRLF);
  const delimiter = Buffer.from(`\r\n--${match[1] ?? match[2]}`);
  await scanner.skipPast(delimiter);
  for (;;) {
    // '--' right after a delimiter closes the form: no part was the file.
    if ((await scanner.peek(2)).equals(CLOSE)) throw missingFile();
    const headers = parseHeaders(await scanner.readUntil(HEADERS_END, MAX_HEADER_BYTES));
    if (headers.name === 'file') {
      if (headers.filename === undefined) throw missingFile();
      return { name: headers.filename, type: headers.type, content: scanner.streamUntil(delimiter) };
    }
    await scanner.skipPast(delimiter);
  }
}

function parseHeaders(block: Buffer) {
  // The bytes of a part's headers are UTF-8 (WHATWG HTML 'multipart/form-data encoding').
  const lines = block.toString('utf8').split('\r\n');
  // The first line is the rest of the delimiter's line: nothing, or transport padding.
  if (lines.shift()?.trim() !== '') throw unreadableUpload();
  let disposition: RegExpExecArray | null = null;
  let type = '';
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw unreadableUpload();
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === 'content-disposition') disposition = FORM_DATA.exec(value);
    if (header === 'content-type') type = /^[\x20-\x7e]*$/.test(value) ? value.toLowerCase() : '';
  }
  if (!disposition) throw unreadableUpload();
  return { name: decodeName(disposition[1]!), filename: mapOptional(disposition[2], decodeName), type };
}

/** Browsers and undici escape '"', CR and LF in a name as %22, %0D and %0A, and only those. */
const decodeName = (value: string) =>
  value.replace(/%(22|0d|0a)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const mapOptional = <T, R>(value: T | undefined, map: (value: T) => R) =>
  value === undefined ? undefined : map(value);

/** A window over a body reader: looks for delimiters across chunk edges and keeps only what it must. */
class ByteScanner {
  private buffer = Buffer.alloc(0);
  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  unshift(bytes: Buffer) {
    this.buffer = Buffer.concat([bytes, this.buffer]);
  }

  /** Reads one more chunk into the window; false at the end of the body. */
  private async fill(): Promise<boolean> {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await this.reader.read();
    } catch (error) {
      // The body limit's 413 stays a 413; a body cut off (the client went away) cannot be read.
      throw error instanceof AppError ? error : unreadableUpload();
    }
    if (next.done) return false;
    this.buffer =
      this.buffer.length === 0 ? Buffer.from(next.value) : Buffer.concat([this.buffer, next.value]);
    return true;
  }

  async peek(count: number): Promise<Buffer> {
    while (this.buffer.length < count) if (!(await this.fill())) throw unreadableUpload();
    return this.buffer.subarray(0, count);
  }

  async readUntil(delimiter: Buffer, maxBytes: number): Promise<Buffer> {
    for (;;) {
      const at = this.buffer.indexOf(delimiter);
      if (at >= 0) {
        const before = this.buffer.subarray(0, at);
        this.buffer = this.buffer.subarray(at + delimiter.length);
        return before;
      }
      if (this.buffer.length > maxBytes || !(await this.fill())) throw unreadableUpload();
    }
  }

  async skipPast(delimiter: Buffer): Promise<void> {
    for await (const _ of this.streamUntil(delimiter)) {
      /* a preamble or a part other than the file: read and dropped */
    }
  }

  /**
   * The bytes up to the delimiter, as they arrive; the delimiter is consumed. A body that ends before it
   * was cut off, and fails rather than yielding a truncated file.
   */
  async *streamUntil(delimiter: Buffer): AsyncGenerator<Uint8Array> {
    for (;;) {
      const at = this.buffer.indexOf(delimiter);
      if (at >= 0) {
        const before = this.buffer.subarray(0, at);
        this.buffer = this.buffer.subarray(at + delimiter.length);
        if (before.length > 0) yield before;
        return;
      }
      // All but a possible start of the delimiter can go out now.
      const safe = this.buffer.length - (delimiter.length - 1);
      if (safe > 0) {
        const ready = this.buffer.subarray(0, safe);
        this.buffer = this.buffer.subarray(safe);
        yield ready;
      }
      if (!(await this.fill())) throw unreadableUpload();
    }
  }
}
