import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { loadConfig, loadDotEnv } from '../env';
import { acquireDataDirLock } from '../lib/data-dir-lock';

// `npm run db:migrate`: run while the server is stopped (the DATA_DIR lock says so if it is not).
loadDotEnv();
const config = loadConfig();
const lock = config.DATABASE_URL ? undefined : acquireDataDirLock(config.DATA_DIR);
const connection = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(connection);
  console.log('Migrations applied.');
} finally {
  await connection.close();
  lock?.release();
}
