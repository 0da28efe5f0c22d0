import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { DocumentStoreUnavailableError } from './document-errors';
import { assertDocumentKey, isDocumentKey, isPermitDocumentKey } from './document-keys';
import { limitedChunks } from './document-source';
import type { DocumentStore } from './types';

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** How long connecting may take, and how long a connection may sit idle, before the store gives up. */
  connectionTimeoutMs?: number;
  socketTimeoutMs?: number;
  /** Attempts per request, the first included (the SDK's retries with back-off). */
  maxAttempts?: number;
};

/** S3's smallest part; lib-storage holds at most one part per upload in memory with a queue of one. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2;
 * docs/product/engineering.md#integrations, docs/decisions/0015). Uploads stream through lib-storage's
 * multipart upload, downloads stream from GetObject through the app, so that the owner-only check, the
 * offered name and the headers stay the app's. Every failure of the service (unreachable, slow, denied, no
 * such bucket) is a DocumentStoreUnavailableError.
 */
export function createS3DocumentStore(settings: S3Settings): DocumentStore {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region ?? 'us-east-1',
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle ?? false,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    maxAttempts: settings.maxAttempts ?? 3,
    requestHandler: {
      connectionTimeout: settings.connectionTimeoutMs ?? 5_000,
      socketTimeout: settings.socketTimeoutMs ?? 30_000,
    },
    // Checksums only where S3 requires them: R2, B2 and older MinIO refuse the SDK's default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const where = settings.endpoint ? `${settings.endpoint}, bucket ${bucket}` : `bucket ${bucket}`;
  const call = async <T>(operation: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw unavailable(operation, where, error);
    }
  };

  async function deleteAll(keys: string[]) {
    if (keys.length === 0) return;
    const result = await call('DeleteObjects', () =>
      client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      ),
    );
    const failed = result.Errors ?? [];
    if (failed.length > 0) {
      throw new DocumentStoreUnavailableError(
        `S3 DeleteObjects refused ${failed.length} key(s) at ${where}: ${failed[0]?.Code ?? 'unknown'}`,
      );
    }
  }

  return {
    kind: 's3',
    name: `S3 (${where})`,
    async put(key, source, { maxBytes = Infinity } = {}) {
      assertDocumentKey(key);
      let size = 0;
      // The source's own failure (too large, an unreadable upload) is the answer, not what S3 said after it.
      let sourceError: unknown;
      const body = Readable.from(
        (async function* () {
          try {
            for await (const chunk of limitedChunks(source, maxBytes)) {
              size += chunk.byteLength;
              yield chunk;
            }
          } catch (error) {
            sourceError = error;
            throw error;
          }
        })(),
      );
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          Body: body,
          // The app serves each document with its proven type; the object itself is never shown inline.
          ContentType: 'application/octet-stream',
          ContentDisposition: 'attachment',
        },
        partSize: PART_BYTES,
        queueSize: 1,
      });
      try {
        await upload.done();
        return { size };
      } catch (error) {
        body.destroy();
        if (sourceError !== undefined) throw sourceError;
        throw unavailable('Upload', where, error);
      }
    },
    async get(key) {
      assertDocumentKey(key);
      let response;
      try {
        response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
        throw unavailable('GetObject', where, error);
      }
      if (!response.Body) return null;
      return {
        size: Number(response.ContentLength ?? 0),
        body: response.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      };
    },
    async delete(key) {
      assertDocumentKey(key);
      await call('DeleteObject', () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },
    async deletePrefix(prefix) {
      const Prefix = `${assertDocumentKey(prefix)}/`;
      // Deleting while listing would move the continuation token's ground: list from the start each time.
      for (;;) {
        const page = await call('ListObjectsV2', () =>
          client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix, MaxKeys: 1000 })),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        if (keys.length === 0) return;
        await deleteAll(keys);
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await call('ListObjectsV2', () =>
          client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken, MaxKeys: 1000 })),
        );
        yield (page.Contents ?? []).flatMap((object) =>
          object.Key && isDocumentKey(object.Key)
            ? [{ key: object.Key, size: object.Size ?? 0, storedAt: object.LastModified ?? new Date(0) }]
            : [],
        );
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async removeUnfinished(before) {
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        let page;
        try {
          page = await client.send(
            new ListMultipartUploadsCommand({ Bucket: bucket, KeyMarker, UploadIdMarker }),
          );
        } catch (error) {
          // Some S3-compatible servers (s3rver) have no listing of uploads; a lifecycle rule cleans up there.
          if (error instanceof S3ServiceException && error.name === 'NotImplemented') return removed;
          throw unavailable('ListMultipartUploads', where, error);
        }
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !isPermitDocumentKey(upload.Key)) continue;
          if (!upload.Initiated || upload.Initiated >= before) continue;
          await call('AbortMultipartUpload', () =>
            client.send(
              new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }),
            ),
          );
          removed += 1;
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      return removed;
    },
  };
}

/** What the operator reads in the log: the operation, where, and S3's own code or the network's. */
function unavailable(operation: string, where: string, error: unknown) {
  if (error instanceof DocumentStoreUnavailableError) return error;
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  const code =
    (error as { name?: string; code?: string } | null)?.code ??
    (error as { name?: string } | null)?.name ??
    'unknown error';
  const reason = code === 'NoSuchBucket' ? 'the bucket does not exist' : code;
  return new DocumentStoreUnavailableError(
    `S3 ${operation} failed at ${where}: ${reason}${status ? ` (HTTP ${status})` : ''}`,
    { cause: error },
  );
}
