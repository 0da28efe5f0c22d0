import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { serve } from '@hono/node-server';
import { assembleApp, developmentHostWarning, resolveAuthSecret } from './bootstrap';
import { openDatabase, type DatabaseConnection } from './db/client';
import { migrateDatabase } from './db/migrate';
import { startDocumentJobs } from './jobs/document-jobs';
import { startReminderJobs } from './jobs/reminder-jobs';
import { startCalendarJobs } from './features/calendar-sync/calendar-jobs';
import { startMonitorJobs } from './features/requirement-monitor/jobs';
import { loadCatalog } from './catalog/catalog';
import { monitorSettingsOf } from './features/requirement-monitor/check-pages';
import { ConfigError, loadConfig, loadDotEnv } from './env';
import { acquireDataDirLock, DataDirLockedError } from './lib/data-dir-lock';
import { createLogger } from './lib/logger';

const SHUTDOWN_GRACE_MS = 10_000;

// Under thousands of requests a second V8 lets the old generation grow to up to four times what survived the
// last full collection before it collects again: the server's peak RSS under the API benchmark was 390–490 MiB
// for about 80 MiB alive. Twice holds it near 340 MiB with the same latency (docs/decisions/0028). An operator's
// own flag wins.
if (!process.execArgv.some((flag) => flag.startsWith('--heap-growing-percent')))
  setFlagsFromString('--heap-growing-percent=100');

// Process entry (docs/product/engineering.md#layout): env → data-dir lock → db → migrate → listen → shutdown.
async function main() {
  let config;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const hostWarning = developmentHostWarning(config);
  if (hostWarning) logger.warn(hostWarning);

  let lock: { release: () => void } | undefined;
  if (!config.DATABASE_URL) {
    try {
      lock = acquireDataDirLock(config.DATA_DIR);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        logger.fatal(error.message);
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  let connection: DatabaseConnection | undefined;
  try {
    connection = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await migrateDatabase(connection);
  } catch (error) {
    logger.fatal({ err: error }, 'could not open or migrate the database');
    await connection?.close().catch(() => {});
    lock?.release();
    process.exit(1);
  }

  const authSecret = resolveAuthSecret(config);
  const { app, mailer, sms, billing, documents, events, assistant, googleCalendar, scans } =
    await assembleApp({
      config,
      connection,
      logger,
      authSecret,
    });
  logger.info(
    {
      database: connection.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.DATA_DIR})`,
      mail: mailer.name,
      sms: sms.name,
      billing: billing.provider.name,
      documents: documents.name,
      ai: assistant.name,
      googleCalendar: googleCalendar
        ? 'Google Calendar sync (GOOGLE_CLIENT_ID)'
        : 'off (no GOOGLE_CLIENT_ID)',
    },
    'integrations',
  );

  const jobs = await startReminderJobs({
    connection,
    mailer,
    sms,
    logger,
    appUrl: config.APP_URL,
    signingSecret: authSecret,
    sweepSeconds: config.REMINDER_SWEEP_SECONDS,
    allowedSmsCountries: config.SMS_ALLOWED_COUNTRIES,
  });
  const documentJobs = await startDocumentJobs({ boss: jobs.boss, db: connection.db, documents, logger });
  const calendarJobs = googleCalendar
    ? await startCalendarJobs({
        boss: jobs.boss,
        db: connection.db,
        sync: googleCalendar,
        mailer,
        logger,
        appUrl: config.APP_URL,
      })
    : null;
  const monitorJobs = await startMonitorJobs({
    boss: jobs.boss,
    db: connection.db,
    catalog: () => loadCatalog(),
    settings: { ...monitorSettingsOf(config), assistant, logger },
    logger,
    everySeconds: config.MONITOR_SCHEDULE_SECONDS,
  });

  const server = serve(
    { fetch: app.fetch, port: config.PORT, hostname: config.HOST },
    (info: AddressInfo) => {
      logger.info(`PermitPilot is listening on http://${config.HOST}:${info.port} (${config.APP_URL})`);
    },
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests');
    const force = setTimeout(() => {
      logger.warn('grace period over, closing remaining connections');
      (server as Server).closeAllConnections?.();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Open event streams end first: they would hold the server open until the grace period is over.
    await events.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      (server as Server).closeIdleConnections?.();
    });
    // After the server: the scans its last requests were waiting for have answered.
    await scans.close();
    documentJobs.stop();
    monitorJobs.stop();
    calendarJobs?.stop();
    await jobs.stop();
    await mailer.close?.();
    await connection.close();
    lock?.release();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
