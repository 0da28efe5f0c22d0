import fs from 'node:fs';
import path from 'node:path';
import { countMigrations } from '../bootstrap';
import type { Config } from '../env';
import { BackupError, EXIT_CODES } from './backup-error';
import {
  AUTH_SECRET_PATH,
  DOCUMENTS_DIR,
  PGLITE_DUMP_PATH,
  POSTGRES_DUMP_PATH,
  type BackupManifest,
} from './backup-manifest';
import { authSecretFileOf, uploadsDirOf } from './data-dir-files';
import { readBackup } from './read-backup';
import { checkPostgresDump, restorePglite, restorePostgres } from './restore-database';
import {
  describePostgresContents,
  dropPostgresSchemas,
  moveAside,
  occupiedDataDirParts,
  pgliteDirOf,
} from './restore-target';

export type RestoreSummary = {
  manifest: BackupManifest;
  /** The schema version after the restore (the backup's, migrated forward to this code's). */
  schemaVersion: number;
  documents: number;
  /** Where --force put what DATA_DIR held before. */
  movedAsideTo?: string;
};

/** "database permitpilot on db.example.com": where a restore went, without the credentials. */
export function describeDatabaseUrl(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return `database ${decodeURIComponent(url.pathname.slice(1))} on ${url.hostname || 'localhost'}`;
}

/**
 * Restores a backup into an empty DATA_DIR (PGlite) or an empty database (DATABASE_URL), and the documents and
 * the auth secret into DATA_DIR. Every checksum is verified before anything is changed; a backup from a newer
 * schema is refused; an older one is migrated forward (docs/decisions/0016). `force` first moves what DATA_DIR
 * holds aside and drops every schema of the database.
 */
export async function restoreBackup(options: {
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>;
  file: string;
  force?: boolean;
  now?: Date;
}): Promise<RestoreSummary> {
  const { config } = options;
  const file = path.resolve(options.file);
  const name = path.basename(file);
  if (!fs.existsSync(file)) throw new BackupError(EXIT_CODES.usage, `${file} does not exist.`);
  const targetKind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const codeSchemaVersion = countMigrations();
  const dataDir = path.resolve(config.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });
  // Inside DATA_DIR, so that the verified files are renamed into place rather than copied.
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    const manifest = await readBackup({
      file,
      extractTo: staging,
      checkManifest: (found) => {
        if (found.schemaVersion > codeSchemaVersion) {
          throw new BackupError(
            EXIT_CODES.badArchive,
            `${name} comes from a newer PermitPilot: its schema version is ${found.schemaVersion}, and this ` +
              `code knows ${codeSchemaVersion} migrations. Restore it with that version or a newer one.`,
          );
        }
        if (found.databaseKind !== targetKind) {
          throw new BackupError(
            EXIT_CODES.usage,
            found.databaseKind === 'pglite'
              ? `${name} holds a PGlite database: unset DATABASE_URL to restore it into DATA_DIR.`
              : `${name} holds a PostgreSQL dump: set DATABASE_URL to an empty database to restore it.`,
          );
        }
      },
    });
    const staged = (archivePath: string) => path.join(staging, ...archivePath.split('/'));
    const documents = manifest.files.filter((entry) => entry.path.startsWith(`${DOCUMENTS_DIR}/`)).length;
    const authSecret = fs.existsSync(staged(AUTH_SECRET_PATH))
      ? fs.readFileSync(staged(AUTH_SECRET_PATH))
      : undefined;
    if (config.DATABASE_URL) await checkPostgresDump(staged(POSTGRES_DUMP_PATH));

    const occupied = occupiedDataDirParts({
      dataDir,
      database: !config.DATABASE_URL,
      documents: documents > 0,
      authSecret,
    });
    const databaseContents = config.DATABASE_URL
      ? await describePostgresContents(config.DATABASE_URL)
      : undefined;
    if ((occupied.length > 0 || databaseContents) && !options.force) {
      const held = [
        ...occupied.map((part) => `DATA_DIR/${part}`),
        ...(databaseContents
          ? [`the ${describeDatabaseUrl(config.DATABASE_URL!)} (${databaseContents})`]
          : []),
      ];
      throw new BackupError(
        EXIT_CODES.refused,
        `the target is not empty: ${held.join(', ')} already ${held.length === 1 ? 'holds' : 'hold'} data. ` +
          `Restore into an empty ${config.DATABASE_URL ? 'database' : 'DATA_DIR'}, or add --force to ` +
          `${forceAction(config)}.`,
      );
    }
    const movedAsideTo =
      occupied.length > 0 ? moveAside(dataDir, occupied, options.now ?? new Date()) : undefined;
    if (databaseContents) await dropPostgresSchemas(config.DATABASE_URL!);

    let schemaVersion: number;
    if (config.DATABASE_URL) {
      schemaVersion = await restorePostgres({
        dump: staged(POSTGRES_DUMP_PATH),
        databaseUrl: config.DATABASE_URL,
      });
    } else {
      const restored = path.join(staging, 'pglite');
      schemaVersion = await restorePglite({ dump: staged(PGLITE_DUMP_PATH), directory: restored });
      fs.rmSync(pgliteDirOf(dataDir), { recursive: true, force: true }); // empty, or moved aside above
      fs.renameSync(restored, pgliteDirOf(dataDir));
    }
    if (documents > 0) {
      fs.rmSync(uploadsDirOf(dataDir), { recursive: true, force: true }); // holds no file (checked above)
      fs.renameSync(staged(DOCUMENTS_DIR), uploadsDirOf(dataDir));
    }
    if (authSecret && !fs.existsSync(authSecretFileOf(dataDir))) {
      fs.renameSync(staged(AUTH_SECRET_PATH), authSecretFileOf(dataDir));
      fs.chmodSync(authSecretFileOf(dataDir), 0o600);
    }
    return { manifest, schemaVersion, documents, movedAsideTo };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** What --force does, in the words of the refusal. */
export function forceAction(config: Pick<Config, 'DATABASE_URL'>) {
  const files =
    'move DATA_DIR/pglite, DATA_DIR/uploads and DATA_DIR/auth-secret into DATA_DIR/before-restore-<time>/';
  return config.DATABASE_URL
    ? `drop every schema of the database (with all its tables) and ${files.replace('DATA_DIR/pglite, ', '')} first`
    : `${files} first`;
}
