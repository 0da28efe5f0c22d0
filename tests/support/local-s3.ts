import fs from 'node:fs';
import type http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '@server/integrations/documents/s3-document-store';
import { freePort } from './server-process';

type S3rverOptions = {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
// s3rver ships no types; these are the two calls the tests make.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: http.Server;
};

/** s3rver's one account (lib/models/account.js). */
export const LOCAL_S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps its buckets: `<bucket>/…` holds objects, `<bucket>/_uploads` (or similar) parts. */
  directory: string;
  /** The store's settings, and the same as environment variables for a server process. */
  settings: S3Settings;
  env: Record<string, string>;
  /** Stops answering (the port closes); `start` serves the same buckets on the same port again. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops and removes its files. */
  close: () => Promise<void>;
};

/** A local S3-compatible server (s3rver) on a free port, with one bucket, as the tests' S3. */
export async function startLocalS3(options: { bucket?: string } = {}): Promise<LocalS3> {
  const bucket = options.bucket ?? 'permit-documents';
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-s3-'));
  let server: InstanceType<typeof S3rver> | undefined;
  const start = async () => {
    if (server) return;
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    await server.run();
  };
  const stop = async () => {
    const closing = server?.close();
    // The SDK keeps connections alive; a server that waits for them never closes.
    server?.httpServer?.closeAllConnections();
    await closing;
    server = undefined;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    settings: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, ...LOCAL_S3_KEYS },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: LOCAL_S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_KEYS.secretAccessKey,
    },
    stop,
    start,
    close: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
