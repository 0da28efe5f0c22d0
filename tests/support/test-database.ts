import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectPostgres, type DatabaseConnection } from '@server/db/client';
import { connectPglite } from '@server/db/pglite';
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_NAME, adminUrl } from './test-database-paths';

/** `url` is set on PostgreSQL, so that a test can open a second connection (a second instance). */
export type TestDatabase = DatabaseConnection & { drop: () => Promise<void>; url?: string };

/** A private copy of the migrated template for one test file: PGlite by default, PostgreSQL for that suite. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE_KIND === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `permitpilot_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name} template ${POSTGRES_TEMPLATE_NAME}`);
    await admin.end();
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${name}`;
    const connection = connectPostgres(databaseUrl.toString(), { max: 5 });
    return {
      ...connection,
      url: databaseUrl.toString(),
      drop: async () => {
        await connection.close();
        const cleanup = new pg.Client({ connectionString: adminUrl(url) });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const template = new Blob([fs.readFileSync(PGLITE_TEMPLATE_FILE)]);
  const client = await PGlite.create({ loadDataDir: template });
  const connection = connectPglite(client);
  return { ...connection, drop: () => connection.close() };
}
