import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { loadConfig, loadDotEnv } from '../env';
import { acquireDataDirLock } from '../lib/data-dir-lock';

/**
 * The configured database, migrated, for a command run while the server is stopped (`npm run db:migrate`,
 * `npm run db:seed-demo`): the DATA_DIR lock refuses to open it under a running server
 * (docs/product/engineering.md#contracts). `close` also releases the lock.
 */
export async function openDatabaseForCommand() {
  loadDotEnv();
  const config = loadConfig();
  const lock = config.DATABASE_URL ? undefined : acquireDataDirLock(config.DATA_DIR);
  const connection = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const close = async () => {
    await connection.close();
    lock?.release();
  };
  try {
    await migrateDatabase(connection);
  } catch (error) {
    await close();
    throw error;
  }
  return { db: connection.db, close };
}
