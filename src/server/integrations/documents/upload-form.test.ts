import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { readUploadedFile } from './upload-form';

/**
 * The streaming reader of an upload's form (docs/decisions/0015) against the platform's own parser,
 * `Request.formData()`, which the route used before: the same file name, type and bytes for what it
 * accepts, a 400 for what it refuses, however the body is cut into chunks on the way.
 */
const encoder = new TextEncoder();

type Read = { name: string; type: string; bytes: number[] } | { error: string };

/** A body delivered `size` bytes at a time. */
function chunked(body: Uint8Array, size: number) {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.slice(offset, offset + size));
      offset += size;
    },
  });
}

async function ours(body: Uint8Array, contentType: string, chunkSize: number): Promise<Read> {
  try {
    const file = await readUploadedFile(chunked(body, chunkSize), contentType);
    const bytes: number[] = [];
    for await (const chunk of file.content) bytes.push(...chunk);
    return { name: file.name, type: file.type, bytes };
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return { error: error.message };
    throw error;
  }
}

async function platform(body: Uint8Array, contentType: string): Promise<Read> {
  const request = new Request('http://localhost/', {
    method: 'PUT',
    body: body as Uint8Array<ArrayBuffer>,
    headers: { 'content-type': contentType },
  });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { error: 'The upload could not be read.' };
  }
  const file = form.get('file');
  if (!(file instanceof File)) return { error: 'The "file" field is missing.' };
  return { name: file.name, type: file.type, bytes: [...new Uint8Array(await file.arrayBuffer())] };
}

async function expectSameAsPlatform(body: Uint8Array, contentType: string) {
  const expected = await platform(body, contentType);
  for (const size of [1, 2, 3, 7, 64, body.length]) {
    expect(await ours(body, contentType, size), `chunks of ${size}`).toEqual(expected);
  }
  return expected;
}

/** What the platform's FormData serialises, with its own boundary. */
async function serialised(form: FormData) {
  const response = new Response(form);
  return {
    body: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

/** Content that holds every near miss of the delimiter of boundary XX. */
const TRICKY = encoder.encode('%PDF-1.7\r\n--X\r\n-\r\n--XY--XX\n--XX\r--XX\r\n-%%EOF');

const handWritten = (disposition: string, content = '%PDF-1.7\n') =>
  encoder.encode(
    `--XX\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n--XX--\r\n`,
  );

describe('reading an upload as it streams', () => {
  it('reads what browsers send: names with quotes, line breaks and any script, next to other fields', async () => {
    for (const name of [
      'permit.pdf',
      'a"; filename="evil.exe',
      'permit\r\nSet-Cookie: x.pdf',
      'Köln – 許可.pdf',
    ]) {
      const form = new FormData();
      form.append('note', 'before the file');
      form.append('file', new File([TRICKY], name, { type: 'application/PDF' }));
      form.append('after', new File(['x'], 'other.pdf'));
      const { body, contentType } = await serialised(form);
      const read = await expectSameAsPlatform(body, contentType);
      expect(read).toMatchObject({ name, type: 'application/pdf', bytes: [...TRICKY] });
    }
  });

  it('reads an empty file, and one that is only near misses of the delimiter', async () => {
    for (const bytes of [new Uint8Array(0), TRICKY]) {
      const form = new FormData();
      form.append('file', new File([bytes], 'permit.pdf', { type: 'application/pdf' }));
      const { body, contentType } = await serialised(form);
      expect(await expectSameAsPlatform(body, contentType)).toMatchObject({ bytes: [...bytes] });
    }
    // RFC 2046 §5.1.1 allows a preamble before the first delimiter; undici refuses it, we read past it.
    const preamble = encoder.encode('preamble\r\n');
    const withPreamble = new Uint8Array([
      ...preamble,
      ...handWritten('form-data; name="file"; filename="p.pdf"', 'x'),
    ]);
    expect(await ours(withPreamble, 'multipart/form-data; boundary=XX', 3)).toEqual({
      name: 'p.pdf',
      type: 'application/pdf',
      bytes: [...encoder.encode('x')],
    });
  });

  it('refuses what the platform refuses, and a form without a file', async () => {
    const contentType = 'multipart/form-data; boundary=XX';
    const refused = [
      'form-data; name="file"; filename="a\\"; filename=\\"evil.pdf"',
      'form-data; name="file"; filename=plain.pdf',
      'form-data; name="file"; filename*=UTF-8\'\'K%C3%B6ln.pdf',
      'form-data; name="file"; filename="x.pdf"; filename="y.pdf"',
      'form-data; name=file; filename="x.pdf"',
      'form-data; filename="x.pdf"; name="file"',
    ];
    for (const disposition of refused) {
      expect(await expectSameAsPlatform(handWritten(disposition), contentType), disposition).toEqual({
        error: 'The upload could not be read.',
      });
    }
    for (const disposition of ['form-data; name="file"', 'form-data; name="document"; filename="x.pdf"']) {
      expect(await ours(handWritten(disposition), contentType, 5), disposition).toEqual({
        error: 'The "file" field is missing.',
      });
      expect(await platform(handWritten(disposition), contentType)).toEqual({
        error: 'The "file" field is missing.',
      });
    }
    expect(await ours(encoder.encode('--XX--\r\n'), contentType, 3)).toEqual({
      error: 'The "file" field is missing.',
    });
  });

  it('never yields a file cut off before its closing delimiter', async () => {
    const complete = handWritten('form-data; name="file"; filename="p.pdf"', '%PDF-1.7 the whole file');
    const cut = complete.slice(0, complete.length - '\r\n--XX--\r\n'.length - 3);
    expect(await ours(cut, 'multipart/form-data; boundary=XX', 4)).toEqual({
      error: 'The upload could not be read.',
    });
    expect(await ours(complete, 'multipart/form-data', 4)).toEqual({
      error: 'The upload could not be read.',
    });
  });

  it("passes the body limit's 413 through unchanged", async () => {
    const tooLarge = new AppError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB.');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode('--XX\r\nContent-Disposition: form-data; name="file"; filename="p.pdf"\r\n\r\n%PDF'),
        );
        controller.error(tooLarge);
      },
    });
    const file = await readUploadedFile(body, 'multipart/form-data; boundary=XX').catch(
      (error: unknown) => error,
    );
    const reading = (async () => {
      if (file instanceof Error) throw file;
      for await (const chunk of (file as Awaited<ReturnType<typeof readUploadedFile>>).content) void chunk;
    })();
    await expect(reading).rejects.toBe(tooLarge);
  });
});
