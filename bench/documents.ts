import fs from 'node:fs';
import { openDatabase, type DatabaseConnection } from '@server/db/client';
import { migrateDatabase } from '@server/db/migrate';
import { createPermit, createUser } from '@tests/support/factories';
import { startLocalS3 } from '@tests/support/local-s3';
import { signInToServer } from '@tests/support/server-process';
import {
  PRODUCTION_ENV,
  benchDatabaseUrl,
  growthDuring,
  ms,
  startNodeServer,
  tempDir,
  timed,
  wipePostgres,
  type Row,
  type Section,
} from './support';
import { pdfOfSize } from '@tests/support/pdf-files';

const MB = 1024 * 1024;
const DOCUMENT_BYTES = 10 * MB;
const CONCURRENT = 4;
const ROUNDS = 3;
/** The target: memory grows less than this per upload running at the same time, i.e. streamed. */
const GROWTH_PER_UPLOAD_TARGET_MIB = 30;

const productionEnv = PRODUCTION_ENV;

type Store = { label: string; env: Record<string, string>; connect: () => Promise<DatabaseConnection> };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A real PDF, as the upload checks that one opens, its bulk random as a scan's. */
const pdf = (size: number) => Buffer.from(pdfOfSize(size));

async function benchStore(store: Store): Promise<Row[]> {
  console.log(`Document benchmark: ${store.label}…`);
  const connection = await store.connect();
  let owner: Awaited<ReturnType<typeof createUser>>;
  const permitIds: string[] = [];
  try {
    await migrateDatabase(connection);
    owner = await createUser(connection.db);
    for (let n = 0; n < CONCURRENT + 1; n++) permitIds.push((await createPermit(connection.db, owner.id)).id);
  } finally {
    await connection.close();
  }

  const server = await startNodeServer('src/server/main.ts', { ...productionEnv, ...store.env });
  try {
    const cookie = await signInToServer(server.url, owner);
    const upload = async (permitId: string, bytes: Buffer) => {
      const form = new FormData();
      form.append(
        'file',
        new File([bytes as Uint8Array<ArrayBuffer>], 'permit.pdf', { type: 'application/pdf' }),
      );
      const response = await fetch(`${server.url}/api/permits/${permitId}/document`, {
        method: 'PUT',
        body: form,
        headers: { cookie, origin: server.url },
      });
      if (response.status !== 200) throw new Error(`upload: ${response.status} ${await response.text()}`);
    };
    const download = async (permitId: string, expectedBytes = DOCUMENT_BYTES) => {
      const response = await fetch(`${server.url}/api/permits/${permitId}/document`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`download: ${response.status}`);
      let size = 0;
      const reader = response.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read())
        size += read.value.byteLength;
      if (size !== expectedBytes) throw new Error(`download: ${size} bytes, not ${expectedBytes}`);
    };

    // Warm-up with a small document: the code paths load, nothing 10 MB has passed through yet.
    await upload(permitIds[0]!, pdf(100 * 1024));
    await download(permitIds[0]!, 100 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const documents = permitIds.slice(1).map(() => pdf(DOCUMENT_BYTES));
    const uploadGrowth = await growthDuring(server, () =>
      Promise.all(documents.map((bytes, n) => upload(permitIds[n + 1]!, bytes))),
    );
    const downloadGrowth = await growthDuring(server, () =>
      Promise.all(permitIds.slice(1).map((permitId) => download(permitId))),
    );
    const uploads: number[] = [];
    const downloads: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      uploads.push((await timed(() => upload(permitIds[1]!, documents[round % documents.length]!))).ms);
      downloads.push((await timed(() => download(permitIds[1]!))).ms);
    }
    const perUpload = uploadGrowth / CONCURRENT;
    return [
      { measure: `${store.label}: upload of a 10 MB PDF`, value: ms(median(uploads)) },
      { measure: `${store.label}: download of a 10 MB PDF`, value: ms(median(downloads)) },
      {
        measure: `${store.label}: server memory growth, ${CONCURRENT} concurrent uploads`,
        value: `${uploadGrowth.toFixed(1)} MiB (${perUpload.toFixed(1)} MiB per upload)`,
        target: `< ${GROWTH_PER_UPLOAD_TARGET_MIB} MiB per upload`,
        met: perUpload < GROWTH_PER_UPLOAD_TARGET_MIB,
      },
      {
        measure: `${store.label}: server memory growth, ${CONCURRENT} concurrent downloads`,
        value: `${downloadGrowth.toFixed(1)} MiB (${(downloadGrowth / CONCURRENT).toFixed(1)} MiB per download)`,
      },
    ];
  } finally {
    await server.stop();
  }
}

/**
 * Upload and download of a 10 MB PDF through each document store (docs/decisions/0015): the time one takes,
 * and how much the server's memory grows while several run at once, which shows whether the bytes stream
 * or are held whole.
 */
export async function benchDocuments(): Promise<Section> {
  const notes = [
    `Each store behind its own server (its bundle, as \`npm start\` runs it, NODE_ENV=production). Times are the median of ` +
      `${ROUNDS} sequential requests; memory growth is the server's peak resident memory (VmRSS, sampled every ` +
      `20 ms) above where it stood after a 100 KB warm-up, while ${CONCURRENT} requests of 10 MB run at once.`,
    'The S3 store talks to s3rver, a local S3-compatible server in the benchmark’s process; its own disk ' +
      'writes are part of the S3 times.',
  ];
  // Every DATA_DIR made here, removed at the end.
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dataDir = tempDir('permitpilot-bench-documents-');
    dataDirs.push(dataDir);
    return dataDir;
  };
  const pglite = (env: Record<string, string> = {}): Store['connect'] => {
    const dataDir = newDataDir();
    Object.assign(env, { DATA_DIR: dataDir });
    return () => openDatabase({ dataDir });
  };
  const filesEnv: Record<string, string> = {};
  const stores: Store[] = [{ label: 'Files (PGlite, DATA_DIR)', env: filesEnv, connect: pglite(filesEnv) }];

  const postgresUrl = benchDatabaseUrl();
  if (postgresUrl) {
    stores.push({
      label: 'Database (PostgreSQL)',
      env: { DATABASE_URL: postgresUrl, DATA_DIR: newDataDir() },
      connect: async () => {
        await wipePostgres(postgresUrl);
        return openDatabase({ databaseUrl: postgresUrl, dataDir: '' });
      },
    });
  } else {
    const databaseEnv: Record<string, string> = { DOCUMENT_STORE: 'database' };
    stores.push({ label: 'Database (PGlite)', env: databaseEnv, connect: pglite(databaseEnv) });
    notes.push('The database store ran on PGlite: set BENCH_DATABASE_URL to measure it on PostgreSQL.');
  }

  const s3 = await startLocalS3();
  try {
    const s3Env: Record<string, string> = { ...s3.env };
    stores.push({ label: 'S3 (s3rver, PGlite)', env: s3Env, connect: pglite(s3Env) });
    const rows: Row[] = [];
    for (const store of stores) rows.push(...(await benchStore(store)));
    return { id: 'documents', title: 'Documents: a 10 MB PDF through each store', rows, notes };
  } finally {
    await s3.close();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
