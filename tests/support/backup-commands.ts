import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { rowsOf, type Database, type DatabaseConnection } from '@server/db/client';
import { memberVehicles, vehicles } from '@server/db/schema';
import { createPermit, createUser } from './factories';
import { signInToServer, startServer } from './server-process';
import { pdfOfSize } from './pdf-files';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

export type CommandResult = { code: number | null; stdout: string; stderr: string };

/** `npm run backup|restore -- …args` as an operator runs it (tsx, the server's configuration from env). */
export function runOperatorScript(
  script: 'backup' | 'restore',
  args: string[],
  env: { DATA_DIR: string; DATABASE_URL?: string },
): Promise<CommandResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'src/server/backup', `${script}-cli.ts`), ...args],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', S3_BUCKET: '', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Every table of every schema but PostgreSQL's own, as a row count and a digest of its rows in text form: two
 * databases with the same snapshot hold the same rows, byte for byte (bytea included).
 */
export async function snapshotTables(connection: DatabaseConnection) {
  const tables = rowsOf<{ schema: string; name: string }>(
    await connection.db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`),
  );
  const snapshot: Record<string, { rows: number; digest: string }> = {};
  for (const { schema, name } of tables) {
    const table = sql.raw(`"${schema}"."${name}"`);
    const [row] = rowsOf<{ rows: string | number; digest: string }>(
      await connection.db.execute(
        sql`select count(*) as rows, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest
            from ${table} t`,
      ),
    );
    snapshot[`${schema}.${name}`] = { rows: Number(row!.rows), digest: row!.digest };
  }
  return snapshot;
}

/** A PDF the upload accepts (it opens, with a page), with random bytes to compare. */
export const randomPdf = (size: number) => pdfOfSize(size);

export async function uploadDocument(url: string, cookie: string, permitId: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append(
    'file',
    new File([bytes as Uint8Array<ArrayBuffer>], 'permit.pdf', { type: 'application/pdf' }),
  );
  const response = await fetch(`${url}/api/permits/${permitId}/document`, {
    method: 'PUT',
    headers: { origin: url, cookie },
    body: form,
  });
  if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
}

export async function downloadDocument(url: string, cookie: string, permitId: string) {
  const response = await fetch(`${url}/api/permits/${permitId}/document`, {
    headers: { origin: url, cookie },
  });
  if (response.status !== 200) throw new Error(`download failed: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The archive unpacked, changed by `change`, and packed again as `npm run backup` packs it (manifest first). */
export async function repackArchive(file: string, out: string, change: (directory: string) => void) {
  const directory = fs.mkdtempSync(`${out}.unpacked-`);
  try {
    await tar.extract({ file, cwd: directory });
    change(directory);
    const rest = fs.readdirSync(directory).filter((name) => name !== 'manifest.json');
    await tar.create({ gzip: true, file: out, cwd: directory, portable: true }, ['manifest.json', ...rest]);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

/** An owner of a backup round trip: their permits, and the document bytes uploaded to each. */
export type BackedUpOwner = {
  email: string;
  password: string;
  permitIds: string[];
  documents: Map<string, Uint8Array>;
};

/**
 * Two owners with two trucks and two permits each, one on a truck (docs/product/fleet.md), the owner working
 * on that truck; written straight into the database; no documents yet.
 */
export async function createOwnersWithPermits(db: Database): Promise<BackedUpOwner[]> {
  const owners: BackedUpOwner[] = [];
  for (let index = 0; index < 2; index += 1) {
    const owner = await createUser(db);
    const [truck] = await db
      .insert(vehicles)
      .values([
        { businessId: owner.businessId, name: 'Truck 1', kind: 'truck', vin: '1FTFW1ET5DFC10312' },
        { businessId: owner.businessId, name: 'Truck 2', kind: 'trailer', archivedAt: new Date() },
      ])
      .returning();
    await db.insert(memberVehicles).values({ memberId: owner.memberId, vehicleId: truck!.id });
    const permitIds = [
      (await createPermit(db, owner.id, { vehicleId: truck!.id })).id,
      (await createPermit(db, owner.id)).id,
    ];
    owners.push({ email: owner.email, password: owner.password, permitIds, documents: new Map() });
  }
  return owners;
}

/**
 * Uploads a PDF of about `size` bytes to every permit through a server started with `env`, so that the
 * documents land in whichever store that server uses, and records them on their owner.
 */
export async function uploadDocumentsThrough(
  env: Record<string, string>,
  owners: BackedUpOwner[],
  size: number,
) {
  const server = await startServer(env);
  try {
    for (const owner of owners) {
      const cookie = await signInToServer(server.url, owner);
      for (const permitId of owner.permitIds) {
        const bytes = randomPdf(size + owner.documents.size);
        await uploadDocument(server.url, cookie, permitId, bytes);
        owner.documents.set(permitId, bytes);
      }
    }
  } finally {
    await server.stop();
  }
}

/** What each owner downloads, permit by permit, through a server started with `env`. */
export async function downloadDocumentsThrough(env: Record<string, string>, owners: BackedUpOwner[]) {
  const server = await startServer(env);
  try {
    const downloaded: Map<string, Uint8Array>[] = [];
    for (const owner of owners) {
      const cookie = await signInToServer(server.url, owner);
      const documents = new Map<string, Uint8Array>();
      for (const permitId of owner.documents.keys())
        documents.set(permitId, await downloadDocument(server.url, cookie, permitId));
      downloaded.push(documents);
    }
    return downloaded;
  } finally {
    await server.stop();
  }
}
