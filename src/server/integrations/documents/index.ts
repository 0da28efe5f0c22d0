import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { createDatabaseDocumentStore } from './database-document-store';
import { createLocalDocumentStore } from './local-document-store';
import type { S3Settings } from './s3-document-store';
import type { DocumentStore, DocumentStoreKind } from './types';

export type DocumentStoreConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The S3 settings of the configuration, or undefined without S3_BUCKET. */
export function s3SettingsOf(config: DocumentStoreConfig): S3Settings | undefined {
  if (!config.S3_BUCKET) return undefined;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/**
 * One store of the given kind (docs/decisions/0015). The app asks for `config.documentStore`; moving
 * documents between stores asks for any kind the configuration can reach. The AWS SDK loads only for S3
 * (docs/decisions/0028).
 */
export async function openDocumentStore(
  kind: DocumentStoreKind,
  config: DocumentStoreConfig,
  db: Database,
): Promise<DocumentStore> {
  if (kind === 'database') return createDatabaseDocumentStore(db);
  if (kind === 'files') return createLocalDocumentStore(config.DATA_DIR);
  const s3 = s3SettingsOf(config);
  if (!s3) throw new Error('The S3 document store needs S3_BUCKET.');
  const { createS3DocumentStore } = await import('./s3-document-store');
  return createS3DocumentStore(s3);
}

/** The app's store: S3 with S3_BUCKET, the database on PostgreSQL, files in DATA_DIR on PGlite. */
export async function createDocumentStore(
  config: DocumentStoreConfig & Pick<Config, 'documentStore'>,
  db: Database,
): Promise<DocumentStore> {
  return openDocumentStore(config.documentStore, config, db);
}
