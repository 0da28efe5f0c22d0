import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { loadConfig, loadDotEnv } from '../../env';
import { acquireDataDirLock } from '../../lib/data-dir-lock';
import { openDocumentStore, s3SettingsOf } from './index';
import { migrateDocuments } from './migrate-documents';
import type { DocumentStoreKind } from './types';

/**
 * `npm run documents:migrate -- --to s3|database|files [--remove-source]` (docs/decisions/0015): copies every
 * document into the named store from whichever store holds it, checking each by SHA-256. Run it before
 * switching the configuration; it can be run again and picks up where it stopped. On PGlite the server must
 * be stopped (the DATA_DIR lock says so); on PostgreSQL it may run while the servers serve.
 */
const KINDS: DocumentStoreKind[] = ['s3', 'database', 'files'];
const print = (line: string) => process.stdout.write(`${line}\n`);
const NEXT_STEP: Record<DocumentStoreKind, string> = {
  s3: 'Next: set S3_BUCKET and the other S3_* variables on every instance, restart them, then run this again with --remove-source.',
  database:
    'Next: set DOCUMENT_STORE=database (or unset S3_BUCKET) on every instance, restart them, then run this again with --remove-source.',
  files:
    'Next: set DOCUMENT_STORE=files (or unset S3_BUCKET) on the one instance, restart it, then run this again with --remove-source.',
};

const USAGE = 'Usage: npm run documents:migrate -- --to s3|database|files [--remove-source]\n';
let values: { to?: string; 'remove-source'?: boolean };
try {
  ({ values } = parseArgs({
    options: { to: { type: 'string' }, 'remove-source': { type: 'boolean', default: false } },
  }));
} catch {
  process.stderr.write(USAGE);
  process.exit(2);
}
const target = values.to as DocumentStoreKind | undefined;
if (!target || !KINDS.includes(target)) {
  process.stderr.write(USAGE);
  process.exit(2);
}

loadDotEnv();
const config = loadConfig();
if (target === 's3' && !s3SettingsOf(config)) {
  process.stderr.write('--to s3 needs S3_BUCKET (and S3_REGION or S3_ENDPOINT, and the keys).\n');
  process.exit(2);
}
const lock = config.DATABASE_URL ? undefined : acquireDataDirLock(config.DATA_DIR);
const connection = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
let failed: number;
try {
  await migrateDatabase(connection);
  const store = (kind: DocumentStoreKind) => openDocumentStore(kind, config, connection.db);
  const to = await store(target);
  const from = await Promise.all(
    KINDS.filter((kind) => kind !== target && (kind !== 's3' || s3SettingsOf(config))).map(store),
  );
  print(`Copying every document into ${to.name}, from ${from.map((source) => source.name).join(' or ')}.`);
  const report = await migrateDocuments({
    db: connection.db,
    from,
    to,
    removeFromSource: values['remove-source'],
    log: print,
  });
  failed = report.failed.length;
  print(
    `${report.copied} copied and verified, ${report.alreadyThere} already there and verified, ` +
      `${report.removedFromSource} removed from the other stores, ${failed} failed.`,
  );
  if (failed === 0 && config.documentStore !== target) print(NEXT_STEP[target]);
} finally {
  await connection.close();
  lock?.release();
}
process.exit(failed === 0 ? 0 : 1);
