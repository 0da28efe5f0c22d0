import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import type { Config } from '../env';
import { BackupError, EXIT_CODES } from './backup-error';
import {
  AUTH_SECRET_PATH,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DOCUMENTS_DIR,
  MANIFEST_PATH,
  PGLITE_DUMP_PATH,
  POSTGRES_DUMP_PATH,
  type BackupManifest,
  type ManifestFile,
} from './backup-manifest';
import { authSecretFileOf, listFiles, uploadsDirOf } from './data-dir-files';
import { dumpPglite, dumpPostgres } from './dump-database';
import { hashFile } from './hash-file';
import { readBackup } from './read-backup';

export type BackupSummary = { file: string; manifest: BackupManifest; bytes: number };

/**
 * Writes one archive (tar + gzip) holding the database, the documents under DATA_DIR/uploads when there are
 * any, the generated auth secret and a manifest with every file's SHA-256 (docs/decisions/0016). The archive
 * appears under its name only once complete and read back.
 */
export async function createBackup(options: {
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>;
  file: string;
  now?: Date;
  /** Where the documents are when not under DATA_DIR (an S3 bucket), for the manifest. */
  documentsElsewhere?: string;
}): Promise<BackupSummary> {
  const { config } = options;
  const file = path.resolve(options.file);
  if (fs.existsSync(file)) {
    throw new BackupError(EXIT_CODES.usage, `${file} already exists: give the backup a new name.`);
  }
  if (!fs.existsSync(path.dirname(file))) {
    throw new BackupError(EXIT_CODES.usage, `the folder ${path.dirname(file)} does not exist.`);
  }
  // Staged beside the archive (same disk); the documents are linked in, not copied.
  const staging = fs.mkdtempSync(path.join(path.dirname(file), '.permitpilot-backup-'));
  const partial = `${file}.partial`;
  try {
    fs.mkdirSync(path.join(staging, 'database'));
    const databaseKind = config.DATABASE_URL ? 'postgres' : 'pglite';
    const dumpPath = databaseKind === 'postgres' ? POSTGRES_DUMP_PATH : PGLITE_DUMP_PATH;
    const outFile = path.join(staging, dumpPath);
    const dump = config.DATABASE_URL
      ? await dumpPostgres({ databaseUrl: config.DATABASE_URL, outFile })
      : await dumpPglite({ dataDir: config.DATA_DIR, outFile });

    const files: ManifestFile[] = [{ path: dumpPath, ...(await hashFile(outFile)) }];
    const uploads = uploadsDirOf(config.DATA_DIR);
    const documents = listFiles(uploads);
    if (documents.length > 0) {
      fs.symlinkSync(path.resolve(uploads), path.join(staging, DOCUMENTS_DIR), 'dir');
      for (const document of documents) {
        files.push({
          path: `${DOCUMENTS_DIR}/${document}`,
          ...(await hashFile(path.join(uploads, ...document.split('/')))),
        });
      }
    }
    const authSecret = authSecretFileOf(config.DATA_DIR);
    if (fs.existsSync(authSecret)) {
      fs.mkdirSync(path.join(staging, 'data-dir'));
      fs.copyFileSync(authSecret, path.join(staging, AUTH_SECRET_PATH));
      files.push({ path: AUTH_SECRET_PATH, ...(await hashFile(authSecret)) });
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      app: 'PermitPilot',
      createdAt: (options.now ?? new Date()).toISOString(),
      databaseKind,
      schemaVersion: dump.schemaVersion,
      databaseTool: dump.databaseTool,
      documents: describeDocuments(documents.length, options.documentsElsewhere),
      files,
    };
    fs.writeFileSync(path.join(staging, MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);

    const listed = new Set(files.map((entry) => entry.path));
    await tar.create(
      {
        gzip: true,
        file: partial,
        cwd: staging,
        portable: true,
        mode: 0o600,
        // Packs the documents through the link; only what the manifest lists goes in.
        follow: true,
        filter: (entryPath, stat) =>
          entryPath === MANIFEST_PATH ||
          listed.has(entryPath) ||
          ('isDirectory' in stat && stat.isDirectory()),
      },
      // The manifest first, so that a restore checks each file as it reads it.
      [MANIFEST_PATH, ...new Set(files.map((entry) => entry.path.split('/')[0]!))],
    );
    // Read back as a restore would: a document that changed while it was packed fails here, not on restore day.
    await readBackup({ file: partial });
    fs.renameSync(partial, file);
    return { file, manifest, bytes: fs.statSync(file).size };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

function describeDocuments(count: number, elsewhere: string | undefined) {
  const here = `${count} file${count === 1 ? '' : 's'} from DATA_DIR/uploads`;
  return elsewhere ? `${here}; the documents in ${elsewhere} are not in this backup` : here;
}
