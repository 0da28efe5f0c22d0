import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { connectPostgres, type DatabaseConnection } from '../db/client';
import { connectPglite } from '../db/pglite';
import { migrateDatabase } from '../db/migrate';
import { EXIT_CODES } from './backup-error';
import { countAppliedMigrations } from './count-applied-migrations';
import { runPostgresTool } from './postgres-tools';

/** Brings a restored database up to this code's migrations, as a server start would; the new schema version. */
async function migrateForward(connection: DatabaseConnection) {
  try {
    await migrateDatabase(connection);
    return await countAppliedMigrations(connection);
  } finally {
    await connection.close();
  }
}

/**
 * Loads PGlite's tarball of its data directory into `directory` (which must not exist yet) and migrates it.
 * The tarball is read from disk as PGlite needs it, not copied into memory first.
 */
export async function restorePglite(options: { dump: string; directory: string }) {
  const client = await PGlite.create({
    dataDir: options.directory,
    loadDataDir: await fs.openAsBlob(options.dump),
  });
  return migrateForward(connectPglite(client));
}

/** Checks that pg_restore can read the dump (its format and version) before anything is changed. */
export async function checkPostgresDump(dump: string) {
  await runPostgresTool('pg_restore', ['--list', dump], { failure: EXIT_CODES.badArchive });
}

/**
 * Restores a pg_dump archive into the (empty) database in one transaction: it is all there or none of it is.
 * Objects belong to the user of DATABASE_URL, whoever owned them in the source.
 */
export async function restorePostgres(options: { dump: string; databaseUrl: string }) {
  await runPostgresTool('pg_restore', ['--single-transaction', '--no-owner', '--no-acl', options.dump], {
    databaseUrl: options.databaseUrl,
  });
  return migrateForward(connectPostgres(options.databaseUrl, { max: 2 }));
}
