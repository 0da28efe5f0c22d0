import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectPostgres } from '@server/db/client';
import { connectPglite } from '@server/db/pglite';
import { migrateDatabase } from '@server/db/migrate';
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_NAME, adminUrl } from './test-database-paths';

/**
 * Migrates once into a template; every test file then starts from a copy of it
 * (docs/product/engineering.md#tests-and-ci).
 */
export async function setupTemplate(kind: 'pglite' | 'postgres') {
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE_NAME} with (force)`);
    await admin.query(`create database ${POSTGRES_TEMPLATE_NAME}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE_NAME}`;
    const connection = connectPostgres(templateUrl.toString(), { max: 2 });
    await migrateDatabase(connection);
    await connection.close();
    return;
  }
  const client = await PGlite.create();
  const connection = connectPglite(client);
  await migrateDatabase(connection);
  const dump = await client.dumpDataDir('none');
  fs.mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  fs.writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await connection.close();
}
