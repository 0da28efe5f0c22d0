import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { connectPostgres, type DatabaseConnection } from '@server/db/client';
import { connectPglite } from '@server/db/pglite';
import { migrationsFolder } from '@server/db/migrate';
import { adminUrl } from './test-database-paths';

/**
 * An empty database of the suite's kind (PGlite, or PostgreSQL in the PostgreSQL suite) for a migration test:
 * migrated as far as the first `count` migrations, to be given rows as the schema then stored them, and then
 * migrated the rest of the way (`migrateAll`).
 */
export async function databaseBeforeMigration(count: number) {
  const folderBefore = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-migrations-'));
  fs.cpSync(migrationsFolder, folderBefore, { recursive: true });
  const journalFile = path.join(folderBefore, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(journalFile, JSON.stringify(journal));

  let dropDatabase = async () => {};
  let connection: DatabaseConnection;
  if (process.env.TEST_DATABASE_KIND !== 'postgres') {
    connection = connectPglite(await PGlite.create());
  } else {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `permitpilot_migration_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    connection = connectPostgres(databaseUrl.toString(), { max: 2 });
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl(url) });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const migrateWith = async (folder: string) => {
    if (connection.kind === 'pglite') await migratePglite(connection.pglite, { migrationsFolder: folder });
    else await migratePostgres(connection.nodePostgres, { migrationsFolder: folder });
  };
  await migrateWith(folderBefore);
  return {
    connection,
    migrateAll: () => migrateWith(migrationsFolder),
    close: async () => {
      await connection.close();
      await dropDatabase();
      fs.rmSync(folderBefore, { recursive: true, force: true });
    },
  };
}
