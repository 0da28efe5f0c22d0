import { z } from 'zod';

/** Where each part lives inside the archive (docs/decisions/0016). */
export const MANIFEST_PATH = 'manifest.json';
export const PGLITE_DUMP_PATH = 'database/pglite-data.tar';
export const POSTGRES_DUMP_PATH = 'database/postgres.dump';
/** Mirrors DATA_DIR/uploads, the local document store (docs/product/engineering.md#integrations). */
export const DOCUMENTS_DIR = 'documents';
/** DATA_DIR/auth-secret when the server generated one: e-mailed unsubscribe links are signed with it. */
export const AUTH_SECRET_PATH = 'data-dir/auth-secret';

export const BACKUP_FORMAT = 'permitpilot-backup';
export const BACKUP_FORMAT_VERSION = 1;

const TOP_LEVEL_FOLDERS = new Set(['database', DOCUMENTS_DIR, 'data-dir']);

/** A relative path under one of our folders, with no `.`/`..` segment: nothing in an archive can point outside. */
export function isSafeArchivePath(value: string) {
  const segments = value.split('/');
  return (
    segments.length >= 2 &&
    TOP_LEVEL_FOLDERS.has(segments[0]!) &&
    segments.every(
      (segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0]/.test(segment),
    )
  );
}

export const manifestFileSchema = z.object({
  path: z.string().refine(isSafeArchivePath, 'is not a path inside the backup'),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().min(0),
});

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  app: z.literal('PermitPilot'),
  createdAt: z.iso.datetime(),
  databaseKind: z.enum(['pglite', 'postgres']),
  /** The number of applied drizzle migrations, as `countMigrations()` counts the code's. */
  schemaVersion: z.number().int().min(0),
  /** What made the database dump, e.g. "PGlite 0.5.16" or "pg_dump (PostgreSQL) 15.18". */
  databaseTool: z.string(),
  /** In words, where the documents were and whether they are in the archive. */
  documents: z.string(),
  files: z.array(manifestFileSchema),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type ManifestFile = z.infer<typeof manifestFileSchema>;
