import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BackedUpOwner,
  createOwnersWithPermits,
  downloadDocumentsThrough,
  uploadDocumentsThrough,
  repackArchive,
  runOperatorScript,
  snapshotTables,
} from '@tests/support/backup-commands';
import { countMigrations } from '../bootstrap';
import { openDatabase } from '../db/client';
import { migrateDatabase, migrationsFolder } from '../db/migrate';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';
import { runsHere } from '@tests/support/skips';

// README 'Backups', docs/decisions/0016: `npm run backup` and `npm run restore` on PGlite, run as an operator
// runs them. PGlite only: the PostgreSQL suite has backup-restore.postgres.test.ts.
const onPglite = process.env.TEST_DATABASE_KIND !== 'postgres';

let work: string;
let source: string;
let archive: string;
let owners: BackedUpOwner[] = [];

const dataDir = (name: string) => path.join(work, name);
const restore = (target: string, ...args: string[]) =>
  runOperatorScript('restore', args, { DATA_DIR: target });

async function snapshotOf(directory: string) {
  const connection = await openDatabase({ dataDir: directory });
  try {
    return await snapshotTables(connection);
  } finally {
    await connection.close();
  }
}

beforeAll(async () => {
  if (!onPglite) return;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-backup-'));
  source = dataDir('source');
  archive = path.join(work, 'permitpilot.tar.gz');
  fs.mkdirSync(source);
  const connection = await openDatabase({ dataDir: source });
  await migrateDatabase(connection);
  owners = await createOwnersWithPermits(connection.db);
  await connection.close();

  // The documents go in through the API, so that they land in whichever store the server uses.
  await uploadDocumentsThrough({ DATA_DIR: source, DATABASE_URL: '', S3_BUCKET: '' }, owners, 150_000);
});

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

// Each test runs the operator's scripts as processes of their own: slower than the suite's 30 s on a busy
// 2-core machine.
const OPERATOR_SCRIPT_TIMEOUT_MS = 90_000;

const whatRuns = 'backup and restore on PGlite';
const onlyInPglite = 'this is the PostgreSQL run, and the integration project runs it on PGlite';
describe.runIf(runsHere(onPglite, whatRuns, onlyInPglite))(
  whatRuns,
  { timeout: OPERATOR_SCRIPT_TIMEOUT_MS },
  () => {
    it('backup → fresh DATA_DIR → restore gives back every user, permit and document byte for byte', async () => {
      const backup = await runOperatorScript('backup', [archive], { DATA_DIR: source });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(
        new RegExp(
          `^Backup written to .*permitpilot\\.tar\\.gz \\(.*\\): PGlite database at schema version ${countMigrations()}`,
        ),
      );
      expect(fs.statSync(archive).mode & 0o777).toBe(0o600);

      const restored = await restore(dataDir('restored'), archive);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(
        /^Restored the backup of .* into DATA_DIR .*restored: schema version \d+/,
      );

      const before = await snapshotOf(source);
      const after = await snapshotOf(dataDir('restored'));
      expect(before['public.user']!.rows).toBe(2);
      expect(before['public.permits']!.rows).toBe(4);
      // Vehicles, who works on each, and the permits on them come back too (docs/product/fleet.md).
      expect(before['public.vehicles']!.rows).toBe(4);
      expect(before['public.member_vehicles']!.rows).toBe(2);
      expect(after).toEqual(before);
      // The generated secret comes back too: links already e-mailed stay valid (docs/decisions/0016).
      expect(fs.readFileSync(path.join(dataDir('restored'), 'auth-secret'))).toEqual(
        fs.readFileSync(path.join(source, 'auth-secret')),
      );

      expect(
        await downloadDocumentsThrough(
          { DATA_DIR: dataDir('restored'), DATABASE_URL: '', S3_BUCKET: '' },
          owners,
        ),
      ).toEqual(owners.map((owner) => owner.documents));
    });

    it('refuses a DATA_DIR that holds data unless --force, which moves it aside', async () => {
      const refused = await restore(dataDir('restored'), archive);
      expect(refused.code).toBe(3);
      expect(refused.stderr.trim().split('\n')).toHaveLength(1);
      expect(refused.stderr).toContain('restore refused: the target is not empty: DATA_DIR/pglite');
      expect(refused.stderr).toContain(
        'add --force to move DATA_DIR/pglite, DATA_DIR/uploads and DATA_DIR/auth-secret',
      );

      const forced = await restore(dataDir('restored'), archive, '--force');
      expect(forced.code).toBe(0);
      const [aside] = fs
        .readdirSync(dataDir('restored'))
        .filter((name) => name.startsWith('before-restore-'));
      expect(forced.stdout).toContain(
        `what DATA_DIR held before is in ${path.join(dataDir('restored'), aside!)}`,
      );
      expect(fs.existsSync(path.join(dataDir('restored'), aside!, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(await snapshotOf(dataDir('restored'))).toEqual(await snapshotOf(source));
    });

    it('refuses a truncated archive, naming the file whose checksum it cannot verify, and changes nothing', async () => {
      const truncated = path.join(work, 'truncated.tar.gz');
      const bytes = fs.readFileSync(archive);
      fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const target = dataDir('after-truncated');
      const result = await restore(target, truncated);
      expect(result.code).toBe(4);
      expect(result.stderr).toMatch(
        /^restore failed: truncated\.tar\.gz is truncated or corrupt \(zlib: unexpected end of file\) inside \S+: its SHA-256 \([0-9a-f]{64}\) cannot be verified\.\n$/,
      );
      expect(fs.readdirSync(target)).toEqual([]);
    });

    it('refuses a tampered document, naming it and the checksum it fails', async () => {
      const tampered = path.join(work, 'tampered.tar.gz');
      let changed = '';
      let expected = '';
      await repackArchive(archive, tampered, (directory) => {
        const manifest = JSON.parse(fs.readFileSync(path.join(directory, 'manifest.json'), 'utf8')) as {
          files: { path: string; sha256: string }[];
        };
        const document = manifest.files.find((file) => file.path.startsWith('documents/'))!;
        ({ path: changed, sha256: expected } = document);
        const file = path.join(directory, ...document.path.split('/'));
        const bytes = fs.readFileSync(file);
        bytes[0] = bytes[0]! ^ 0xff;
        fs.writeFileSync(file, bytes);
      });
      const target = dataDir('after-tampered');
      const result = await restore(target, tampered);
      expect(result.code).toBe(4);
      expect(result.stderr).toContain(
        `restore failed: tampered.tar.gz is damaged: ${changed} fails its SHA-256 check (the manifest says ${expected}`,
      );
      expect(fs.readdirSync(target)).toEqual([]);
    });

    it('refuses a backup from a newer schema than this code migrates to', async () => {
      const newer = path.join(work, 'newer.tar.gz');
      await repackArchive(archive, newer, (directory) => {
        const file = path.join(directory, 'manifest.json');
        const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { schemaVersion: number };
        fs.writeFileSync(file, JSON.stringify({ ...manifest, schemaVersion: countMigrations() + 1 }));
      });
      const result = await restore(dataDir('after-newer'), newer);
      expect(result.code).toBe(4);
      expect(result.stderr).toBe(
        `restore failed: newer.tar.gz comes from a newer PermitPilot: its schema version is ${countMigrations() + 1}, ` +
          `and this code knows ${countMigrations()} migrations. Restore it with that version or a newer one.\n`,
      );
    });

    it('restores a backup from an older schema and migrates it forward', async () => {
      // A database as the previous release left it: every migration but the newest.
      const olderMigrations = path.join(work, 'older-migrations');
      fs.cpSync(migrationsFolder, olderMigrations, { recursive: true });
      const journalFile = path.join(olderMigrations, 'meta', '_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
      fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
      const older = dataDir('older');
      fs.mkdirSync(older);
      const client = await PGlite.create(path.join(older, 'pglite'));
      await migrate(drizzle({ client }), { migrationsFolder: olderMigrations });
      // An account as any schema has it: the factories write today's columns, which that schema may lack.
      await client.query(
        `insert into "user" (id, name, email, email_verified) values ('older-owner', '', 'older@example.com', true)`,
      );
      await client.close();

      const file = path.join(work, 'older.tar.gz');
      const { manifest } = await createBackup({ config: { DATA_DIR: older }, file });
      expect(manifest.schemaVersion).toBe(countMigrations() - 1);
      const summary = await restoreBackup({ config: { DATA_DIR: dataDir('from-older') }, file });
      expect(summary.schemaVersion).toBe(countMigrations());
      const restored = await snapshotOf(dataDir('from-older'));
      expect(restored['public.user']!.rows).toBe(1);
      expect(restored['drizzle.__drizzle_migrations']!.rows).toBe(countMigrations());
    });
  },
);
