import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BackedUpOwner,
  createOwnersWithPermits,
  downloadDocumentsThrough,
  uploadDocumentsThrough,
  runOperatorScript,
  snapshotTables,
} from '@tests/support/backup-commands';
import { adminUrl } from '@tests/support/test-database-paths';
import { countMigrations } from '../bootstrap';
import { connectPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { onPostgres } from '@tests/support/skips';

// README 'Backups', docs/decisions/0016: pg_dump → archive → pg_restore into a new, empty database. The
// databases are this file's own (not copies of the suite's template), created and dropped here.
const serverUrl = process.env.TEST_DATABASE_URL;
const suffix = crypto.randomBytes(5).toString('hex');
const names = {
  source: `permitpilot_backup_${suffix}_source`,
  target: `permitpilot_backup_${suffix}_target`,
};

let work: string;
let archive: string;
let owners: BackedUpOwner[] = [];

function urlOf(name: string) {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl(serverUrl!) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function snapshotOf(name: string) {
  const connection = connectPostgres(urlOf(name), { max: 1 });
  try {
    return await snapshotTables(connection);
  } finally {
    await connection.close();
  }
}

const env = (name: string, dataDir: string) => ({
  DATABASE_URL: urlOf(name),
  DATA_DIR: path.join(work, dataDir),
});

beforeAll(async () => {
  if (!serverUrl) return;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-backup-pg-'));
  archive = path.join(work, 'permitpilot.tar.gz');
  await admin(`create database ${names.source}`);
  await admin(`create database ${names.target}`);
  const connection = connectPostgres(urlOf(names.source), { max: 2 });
  await migrateDatabase(connection);
  owners = await createOwnersWithPermits(connection.db);
  await connection.close();

  // Through the API, into whichever store the server uses on PostgreSQL without S3.
  await uploadDocumentsThrough({ ...env(names.source, 'source'), S3_BUCKET: '' }, owners, 120_000);
});

afterAll(async () => {
  if (!serverUrl) return;
  for (const name of Object.values(names)) await admin(`drop database if exists ${name} with (force)`);
  fs.rmSync(work, { recursive: true, force: true });
});

// Each test runs the operator's scripts as processes of their own: slower than the suite's 30 s on a busy
// 2-core machine.
const OPERATOR_SCRIPT_TIMEOUT_MS = 90_000;

const whatRuns = 'backup and restore on PostgreSQL';
describe.runIf(onPostgres(whatRuns))(whatRuns, { timeout: OPERATOR_SCRIPT_TIMEOUT_MS }, () => {
  it('backup → new empty database → restore gives back every row (documents included) byte for byte', async () => {
    const backup = await runOperatorScript('backup', [archive], env(names.source, 'source'));
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`PostgreSQL database at schema version ${countMigrations()}`);

    const restored = await runOperatorScript('restore', [archive], env(names.target, 'target'));
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`into the database ${names.target} on `);

    const before = await snapshotOf(names.source);
    expect(before['public.user']!.rows).toBe(2);
    expect(before['public.permits']!.rows).toBe(4);
    // Vehicles, who works on each, and the permits on them come back too (docs/product/fleet.md).
    expect(before['public.vehicles']!.rows).toBe(4);
    expect(before['public.member_vehicles']!.rows).toBe(2);
    expect(await snapshotOf(names.target)).toEqual(before);

    expect(await downloadDocumentsThrough({ ...env(names.target, 'target'), S3_BUCKET: '' }, owners)).toEqual(
      owners.map((owner) => owner.documents),
    );
  });

  it('refuses a database that holds data unless --force, which drops its schemas first', async () => {
    const refused = await runOperatorScript('restore', [archive], env(names.target, 'again'));
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(
      new RegExp(
        `^restore refused: the target is not empty: the database ${names.target} on \\S+ \\(schemas .*public`,
      ),
    );
    expect(refused.stderr).toContain('add --force to drop every schema of the database');

    const forced = await runOperatorScript('restore', [archive, '--force'], env(names.target, 'again'));
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(await snapshotOf(names.target)).toEqual(await snapshotOf(names.source));
  });
});
