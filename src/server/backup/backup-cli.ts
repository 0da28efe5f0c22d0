import fs from 'node:fs';
import { acquireDataDirLock } from '../lib/data-dir-lock';
import { createBackup } from './create-backup';
import { listFiles, uploadsDirOf } from './data-dir-files';
import { parseCommandLine, readConfig, runOperatorCommand } from './run-operator-command';

const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// `npm run backup -- <file>` (README 'Backups'): run while the server is stopped, with its configuration.
await runOperatorCommand('backup', async () => {
  const { file } = parseCommandLine('npm run backup -- <file.tar.gz>', { allowForce: false });
  const config = readConfig();
  // PGlite's files, and documents under DATA_DIR, must not change while they are read (the server's lock).
  // pg_dump reads one consistent snapshot by itself.
  const readsDataDir = !config.DATABASE_URL || listFiles(uploadsDirOf(config.DATA_DIR)).length > 0;
  const lock = readsDataDir ? acquireDataDirLock(config.DATA_DIR) : undefined;
  try {
    // The S3 store keeps its objects in the bucket, which the provider's own versioning or backup protects.
    const bucket = config.S3_BUCKET;
    const { manifest, bytes } = await createBackup({
      config,
      file,
      documentsElsewhere: bucket ? `the S3 bucket ${bucket}` : undefined,
    });
    const documents = manifest.files.filter((entry) => entry.path.startsWith('documents/')).length;
    return (
      `Backup written to ${fs.realpathSync(file)} (${formatBytes(bytes)}): ` +
      `${manifest.databaseKind === 'pglite' ? 'PGlite' : 'PostgreSQL'} database at schema version ` +
      `${manifest.schemaVersion}, ${documents} document file${documents === 1 ? '' : 's'}` +
      (bucket ? `; the documents in the S3 bucket ${bucket} are not included.` : '.')
    );
  } finally {
    lock?.release();
  }
});
