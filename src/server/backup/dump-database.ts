import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { connectPostgres, rowsOf, type DatabaseConnection } from '../db/client';
import { connectPglite } from '../db/pglite';
import { BackupError, EXIT_CODES } from './backup-error';
import { countAppliedMigrations } from './count-applied-migrations';
import { postgresToolVersion, runPostgresTool } from './postgres-tools';

export type DatabaseDump = { schemaVersion: number; databaseTool: string };

async function describe(connection: DatabaseConnection) {
  const [row] = rowsOf<{ version: string }>(await connection.db.execute(sql`select version() as version`));
  return { schemaVersion: await countAppliedMigrations(connection), version: row?.version ?? '' };
}

/** The PGlite database in DATA_DIR/pglite, as PGlite's own tarball of its data directory. */
export async function dumpPglite(options: { dataDir: string; outFile: string }): Promise<DatabaseDump> {
  const directory = path.join(options.dataDir, 'pglite');
  // PGlite.create on a missing directory would make a new, empty database and back that up.
  if (!fs.existsSync(path.join(directory, 'PG_VERSION'))) {
    throw new BackupError(
      EXIT_CODES.usage,
      `DATA_DIR ${path.resolve(options.dataDir)} holds no PGlite database (no pglite/PG_VERSION): nothing to back up.`,
    );
  }
  const client = await PGlite.create(directory);
  const connection = connectPglite(client);
  try {
    const { schemaVersion, version } = await describe(connection);
    // Everything written so far goes into the data files, so the dump needs no WAL replay to be complete.
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('none');
    await pipeline(
      Readable.fromWeb(dump.stream() as ReadableStream),
      fs.createWriteStream(options.outFile, { mode: 0o600 }),
    );
    return { schemaVersion, databaseTool: version.split(' on ')[0]! };
  } finally {
    await connection.close();
  }
}

/** The PostgreSQL database at DATABASE_URL, every schema, in pg_dump's custom format. */
export async function dumpPostgres(options: { databaseUrl: string; outFile: string }): Promise<DatabaseDump> {
  const connection = connectPostgres(options.databaseUrl, { max: 1 });
  let schemaVersion: number;
  try {
    ({ schemaVersion } = await describe(connection));
  } catch (error) {
    throw new BackupError(
      EXIT_CODES.failed,
      // Drizzle wraps the driver's error in one that quotes the query; the driver's says what went wrong.
      `cannot reach the database at DATABASE_URL: ${((error as Error).cause as Error | undefined)?.message ?? (error as Error).message}`,
    );
  } finally {
    await connection.close();
  }
  const databaseTool = await postgresToolVersion('pg_dump');
  await runPostgresTool('pg_dump', ['--format=custom', `--file=${options.outFile}`], {
    databaseUrl: options.databaseUrl,
  });
  return { schemaVersion, databaseTool };
}
