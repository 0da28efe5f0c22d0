import path from 'node:path';
import { acquireDataDirLock } from '../lib/data-dir-lock';
import { describeDatabaseUrl, restoreBackup } from './restore-backup';
import { parseCommandLine, readConfig, runOperatorCommand } from './run-operator-command';

// `npm run restore -- <file> [--force]` (README 'Backups'): run while every server is stopped.
await runOperatorCommand('restore', async () => {
  const { file, force } = parseCommandLine('npm run restore -- <file.tar.gz> [--force]', {
    allowForce: true,
  });
  const config = readConfig();
  // A restore writes DATA_DIR (PGlite, documents, the auth secret): no server may hold it meanwhile.
  const lock = acquireDataDirLock(config.DATA_DIR);
  try {
    const summary = await restoreBackup({ config, file, force });
    const { manifest } = summary;
    const where = config.DATABASE_URL
      ? `the ${describeDatabaseUrl(config.DATABASE_URL)}`
      : `DATA_DIR ${path.resolve(config.DATA_DIR)}`;
    const migrated =
      summary.schemaVersion === manifest.schemaVersion ? '' : `, migrated to ${summary.schemaVersion}`;
    return (
      `Restored the backup of ${manifest.createdAt} into ${where}: schema version ${manifest.schemaVersion}` +
      `${migrated}, ${summary.documents} document file${summary.documents === 1 ? '' : 's'}` +
      (summary.movedAsideTo ? `; what DATA_DIR held before is in ${summary.movedAsideTo}.` : '.')
    );
  } finally {
    lock.release();
  }
});
