import { createRoute, type OpenAPIHono, type RouteConfig, type z } from '@hono/zod-openapi';
import type { SessionUser, SessionVariables } from '../../auth/session';
import { contentDisposition } from '../content-disposition';
import { AppError } from '../errors';
import { errorResponse as error, jsonResponse as json } from '../openapi';

type Responses = RouteConfig['responses'];
/** What an upload streams into the store (receive-document.ts reads it). */
export type DocumentUpload = { body: ReadableStream<Uint8Array> | null; contentType: string };
/** A stored document as a download sends it. */
export type DocumentFile = { body: ReadableStream<Uint8Array>; type: string; size: number; name: string };

export const storeUnavailable = error('STORAGE_UNAVAILABLE: the document store cannot be reached');

/**
 * The upload, download and removal of the one document a record holds — a permit's, an inspection's report,
 * an event's certificate of insurance (docs/decisions/0015) — on `app`, under `path` (`/api/…/{id}/…`). Each
 * caller gives its summaries and error responses and does the work; the HTTP side is the same for all three:
 * a multipart upload, the 10 MB limit (lib/body-limits.ts), a private download saved under its file name.
 */
export function documentRoutes<Answer extends z.ZodType>(
  app: OpenAPIHono<{ Variables: SessionVariables }>,
  spec: {
    path: string;
    tag: string;
    params: z.ZodObject<{ id: z.ZodType<string> }>;
    /** What the upload and the removal answer: the record as it now stands. */
    answer: Answer;
    upload: {
      method: 'put' | 'post';
      summary: string;
      answered: string;
      responses: Responses;
      run: (actor: SessionUser, id: string, upload: DocumentUpload) => Promise<z.input<Answer>>;
    };
    download: {
      summary: string;
      responses: Responses;
      run: (businessId: string, id: string) => Promise<DocumentFile>;
    };
    remove: {
      summary: string;
      answered: string;
      responses: Responses;
      run: (actor: SessionUser, id: string) => Promise<z.input<Answer>>;
    };
  },
) {
  const { path, params, answer, upload, download, remove } = spec;
  const tags = [spec.tag];
  const request = { params };
  const uploadRoute = createRoute({
    method: upload.method,
    path,
    summary: upload.summary,
    tags,
    request,
    responses: {
      200: json(answer, upload.answered),
      ...upload.responses,
      413: error('Larger than 10 MB'),
      503: storeUnavailable,
    },
  });
  const downloadRoute = createRoute({
    method: 'get',
    path,
    summary: download.summary,
    tags,
    request,
    responses: { 200: { description: 'The file' }, ...download.responses },
  });
  const removeRoute = createRoute({
    method: 'delete',
    path,
    summary: remove.summary,
    tags,
    request,
    responses: { 200: json(answer, remove.answered), ...remove.responses },
  });

  app.openapi(uploadRoute, async (c) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!contentType.startsWith('multipart/form-data'))
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        /*i18n*/ 'Send the document as multipart/form-data with a "file" field.',
      );
    const { id } = c.req.valid('param');
    return c.json(await upload.run(c.get('user'), id, { body: c.req.raw.body, contentType }), 200);
  });
  app.openapi(downloadRoute, async (c) => {
    const file = await download.run(c.get('user').businessId, c.req.valid('param').id);
    return c.body(file.body, 200, {
      'Content-Type': file.type,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition('attachment', file.name),
      'Cache-Control': 'private, no-store',
    });
  });
  app.openapi(removeRoute, async (c) =>
    c.json(await remove.run(c.get('user'), c.req.valid('param').id), 200),
  );
}
