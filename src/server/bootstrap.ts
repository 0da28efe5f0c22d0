import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { createAuth } from './auth/create-auth';
import type { DatabaseConnection } from './db/client';
import { migrationsFolder } from './db/migrate';
import type { Config } from './env';
import { loadCatalog } from './catalog/catalog';
import { createGoogleCalendarSync } from './features/calendar-sync/google-calendar-sync';
import { eventDeadlineSource } from './features/events/event-deadlines';
import { createScanPool, SCAN_POOL, type ScanPoolOptions } from './features/permit-scan/scan-pool';
import { createPermitAssistant } from './integrations/ai';
import type { PermitAssistant } from './integrations/ai/types';
import { createBilling, type Billing } from './billing/providers';
import { createDocumentStore } from './integrations/documents';
import type { DocumentStore } from './integrations/documents/types';
import { createMailer } from './integrations/mail';
import type { Mailer } from './integrations/mail/types';
import { createSmsSender } from './integrations/sms';
import type { SmsSender } from './integrations/sms/types';
import type { Logger } from './lib/logger';
import { isLoopbackHost } from './lib/loopback';
import { createRequirementChangeEvents } from './realtime/requirement-change-events';

export function countMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * BETTER_AUTH_SECRET when set (required in production); otherwise a random secret kept in DATA_DIR,
 * so a fresh machine needs no secrets and sessions survive a restart.
 */
export function resolveAuthSecret(config: Pick<Config, 'BETTER_AUTH_SECRET' | 'DATA_DIR'>): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  const file = path.join(config.DATA_DIR, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Wires the integrations and the app onto an open, migrated database. */
export async function assembleApp(options: {
  config: Config;
  connection: DatabaseConnection;
  logger: Logger;
  authSecret: string;
  mailer?: Mailer;
  sms?: SmsSender;
  billing?: Billing;
  documents?: DocumentStore;
  assistant?: PermitAssistant;
  /** Tests shorten Google's back-off. */
  googleRetryDelayMs?: number;
  /** Tests size the scan pool, or give it a thread of their own. */
  scanPool?: ScanPoolOptions;
}) {
  const { config, connection, logger } = options;
  const mailer = options.mailer ?? (await createMailer(config, connection.db));
  const sms = options.sms ?? (await createSmsSender(config, connection.db));
  const billing = options.billing ?? createBilling(config, connection.db);
  const documents = options.documents ?? (await createDocumentStore(config, connection.db));
  const assistant = options.assistant ?? (await createPermitAssistant(config, logger));
  const googleCalendar = await createGoogleCalendarSync({
    config,
    authSecret: options.authSecret,
    db: connection.db,
    logger,
    deadlines: eventDeadlineSource(() => loadCatalog()),
    retryDelayMs: options.googleRetryDelayMs,
  });
  const auth = createAuth({
    db: connection.db,
    config: { ...config, authSecret: options.authSecret },
    mailer,
    logger,
  });
  const events = createRequirementChangeEvents({
    connection,
    logger,
    limits: { perMember: config.EVENT_STREAMS_PER_MEMBER, total: config.EVENT_STREAMS_MAX },
  });
  // Its threads start with the first scan (docs/decisions/0035).
  const scans = createScanPool(options.scanPool ?? SCAN_POOL);
  const app = buildApp({
    config,
    connection,
    events,
    scans,
    auth,
    mailer,
    sms,
    billing,
    documents,
    assistant,
    googleCalendar,
    signingSecret: options.authSecret,
    logger,
    expectedMigrations: countMigrations(),
  });
  return { app, auth, mailer, sms, billing, documents, events, assistant, googleCalendar, scans };
}

/**
 * `npm start` runs in development unless told otherwise (docs/product/engineering.md#contracts): on a HOST
 * other machines can reach, that is most likely a deployment that forgot NODE_ENV=production.
 */
export function developmentHostWarning(config: Pick<Config, 'NODE_ENV' | 'HOST'>): string | undefined {
  if (config.NODE_ENV === 'production' || isLoopbackHost(config.HOST)) return undefined;
  return (
    `HOST=${config.HOST} lets other machines reach this server, but it runs with NODE_ENV=${config.NODE_ENV}. ` +
    'For a real deployment set NODE_ENV=production (the dev outbox with its sign-in and reset links ' +
    'answers this machine only meanwhile).'
  );
}
