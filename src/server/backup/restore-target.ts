import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BackupError, EXIT_CODES } from './backup-error';
import { authSecretFileOf, listFiles, uploadsDirOf } from './data-dir-files';

// The schemas PostgreSQL itself keeps in every database; anything else is the application's.
const SYSTEM_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema')
  and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;

export function pgliteDirOf(dataDir: string) {
  return path.join(dataDir, 'pglite');
}

async function withClient<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      EXIT_CODES.failed,
      `cannot reach the database at DATABASE_URL: ${(error as Error).message}`,
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** What the database at DATABASE_URL holds, in words; undefined when it is empty (a fresh `createdb`). */
export async function describePostgresContents(databaseUrl: string): Promise<string | undefined> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ schema: string; objects: string }>(
      `select n.nspname as schema,
         (select count(*) from pg_class c where c.relnamespace = n.oid)
         + (select count(*) from pg_type t where t.typnamespace = n.oid and t.typtype in ('e', 'd', 'r', 'm'))
         + (select count(*) from pg_proc p where p.pronamespace = n.oid) as objects
       from pg_namespace n where ${SYSTEM_SCHEMAS} order by n.nspname`,
    );
    const used = rows.filter((row) => row.schema !== 'public' || Number(row.objects) > 0);
    if (used.length === 0) return undefined;
    return `schemas ${used.map((row) => `${row.schema} (${row.objects} objects)`).join(', ')}`;
  });
}

/** --force on PostgreSQL: drops every schema of the database with what it holds, and makes public anew. */
export async function dropPostgresSchemas(databaseUrl: string) {
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ schema: string }>(
      `select n.nspname as schema from pg_namespace n where ${SYSTEM_SCHEMAS}`,
    );
    await client.query('begin');
    for (const { schema } of rows)
      await client.query(`drop schema ${client.escapeIdentifier(schema)} cascade`);
    await client.query('create schema public');
    await client.query('commit');
  });
}

/** The parts of DATA_DIR that a restore writes and that already hold something. */
export function occupiedDataDirParts(options: {
  dataDir: string;
  database: boolean;
  documents: boolean;
  authSecret?: Buffer;
}): string[] {
  const occupied: string[] = [];
  const pgliteDir = pgliteDirOf(options.dataDir);
  if (options.database && fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0)
    occupied.push('pglite');
  if (options.documents && listFiles(uploadsDirOf(options.dataDir)).length > 0) occupied.push('uploads');
  const secretFile = authSecretFileOf(options.dataDir);
  if (
    options.authSecret &&
    fs.existsSync(secretFile) &&
    !fs.readFileSync(secretFile).equals(options.authSecret)
  ) {
    occupied.push('auth-secret');
  }
  return occupied;
}

/**
 * --force on DATA_DIR: moves those parts into DATA_DIR/before-restore-<time>/ rather than deleting them, so
 * that a restore of the wrong archive loses nothing. Returns that folder.
 */
export function moveAside(dataDir: string, parts: string[], now: Date): string {
  const folder = path.join(dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(folder, { recursive: true });
  for (const part of parts) fs.renameSync(path.join(dataDir, part), path.join(folder, part));
  return folder;
}
