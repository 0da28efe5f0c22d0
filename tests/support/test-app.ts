import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeSignature } from 'better-auth/crypto';
import { assembleApp } from '@server/bootstrap';
import { sessionCookieName } from '@server/auth/session-reader';
import { LOCALE_COOKIE } from '@server/i18n/i18n';
import { toLocale } from '@shared/i18n/locales';
import { loadConfig } from '@server/env';
import type { Mailer } from '@server/integrations/mail/types';
import { linkTokenKeyOf } from '@server/lib/link-tokens';
import { createLogger, type Logger } from '@server/lib/logger';
import { eq } from 'drizzle-orm';
import { user } from '@server/db/schema';
import { afterAll, beforeAll } from 'vitest';
import type { Role } from '@shared/domain/roles';
import type { ScanPoolOptions } from '@server/features/permit-scan/scan-pool';
import { addMember, createSubscription, createUser } from './factories';
import { createTestDatabase } from './test-database';
import { uploadForm, type UploadedFile } from './uploads';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth';
/** The key the test app derives share-link and feed tokens with (lib/link-tokens.ts). */
export const TEST_LINK_TOKEN_KEY = linkTokenKeyOf(TEST_AUTH_SECRET);

/** A full app on a private copy of the migrated database, as one test file needs it. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    logger?: Logger;
    googleRetryDelayMs?: number;
    /** The scan pool's size, or a thread of the test's own (features/permit-scan/scan-pool.ts). */
    scanPool?: ScanPoolOptions;
  } = {},
) {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: TEST_ORIGIN,
    DATA_DIR: dataDir,
    CLIENT_DIST_DIR: path.join(dataDir, 'no-client'),
    SIGN_IN_RATE_LIMIT_MAX: '1000',
    // No test asks an agency's site: the monitor fetches only pages the tests serve themselves.
    MONITOR_ONLY_HOSTS: '127.0.0.1,localhost',
    ...options.env,
  });
  // A test that reads the log passes its own (e.g. pino writing to an array).
  const logger = options.logger ?? createLogger(config);
  const assembled = await assembleApp({
    config,
    connection: database,
    logger,
    authSecret: TEST_AUTH_SECRET,
    mailer: options.mailer,
    googleRetryDelayMs: options.googleRetryDelayMs,
    scanPool: options.scanPool,
  });

  const { app, auth, mailer, sms, events, assistant, googleCalendar, documents, scans } = assembled;

  /** A request as the browser sends it from our own origin. */
  const request = (pathname: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    if (init.cookie) headers.set('cookie', init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return app.request(pathname, { ...init, headers, body });
  };

  /**
   * Uploads a permit's document as the permit form does (PUT, multipart): a one-page PDF named 'permit.pdf'
   * unless given `file`. Answers the response, so a test checks what it expects of it.
   */
  const uploadDocument = (cookie: string, permitId: string, file: UploadedFile = {}) =>
    request(`/api/permits/${permitId}/document`, { method: 'PUT', body: uploadForm(file), cookie });

  /** Signs in and returns the session cookie for later requests. */
  const signIn = async (email: string, password: string) => {
    const response = await request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    if (response.status !== 200)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    return sessionCookie(response);
  };

  /**
   * The cookies signing in sets for `userId`, made as it makes them (better-auth's own session, its hooks
   * choosing the business it starts in, its signed cookie, and the account's language) without checking the
   * password: a check is a tenth of a second of scrypt, and the factories sign in some thousand people a run.
   * Signing in itself is tested through `signIn` (docs/product/engineering.md#habit-10-one-factories-module).
   */
  const sessionOf = async (userId: string) => {
    const { internalAdapter } = await auth.$context;
    const { token } = await internalAdapter.createSession(userId);
    const signed = `${token}.${await makeSignature(token, TEST_AUTH_SECRET)}`;
    const [account] = await database.db.select({ locale: user.locale }).from(user).where(eq(user.id, userId));
    return [
      `${sessionCookieName(config.isProduction)}=${encodeURIComponent(signed)}`,
      `${LOCALE_COOKIE}=${toLocale(account?.locale)}`,
    ].join('; ');
  };

  /**
   * A new owner signed in (`sessionOf`), with the session cookie: on Free unless given a plan
   * (`createSubscription`'s).
   */
  const signedInOwner = async (options: { plan?: 'pro' | 'trial' | 'canceled' } = {}) => {
    const owner = await createUser(database.db);
    if (options.plan) await createSubscription(database.db, owner.id, options.plan);
    return { ...owner, cookie: await sessionOf(owner.id) };
  };

  /**
   * A new user who joined `businessId` with `role` (as accepting an invitation does), signed in and working in
   * it: their account's own business stays theirs (`ownBusinessId`), and the business they joined is their last
   * choice, so the session starts there (docs/decisions/0018).
   */
  const signedInMember = async (businessId: string, role: Role) => {
    const person = await createUser(database.db);
    const memberId = await addMember(database.db, { businessId, userId: person.id, role });
    await database.db.update(user).set({ lastBusinessId: businessId }).where(eq(user.id, person.id));
    return {
      ...person,
      ownBusinessId: person.businessId,
      ownMemberId: person.memberId,
      businessId,
      memberId,
      role,
      cookie: await sessionOf(person.id),
    };
  };

  const close = async () => {
    await events.close();
    await scans.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  return {
    app,
    /** better-auth with the session reader, for a test that watches which lookup a request took. */
    auth,
    mailer,
    sms,
    events,
    assistant,
    googleCalendar,
    /** The scan pool, whose threads start with the first scan. */
    scans,
    /** The document store, for a test that puts a file there as no upload would (one damaged since). */
    documents,
    logger,
    db: database.db,
    connection: database,
    config,
    request,
    uploadDocument,
    signIn,
    signedInOwner,
    signedInMember,
    close,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The app of a test file: made before its first test (`beforeAll`) and closed after its last (`afterAll`, which
 * runs after the file's own later `afterAll`s), as `createTestApp` makes it. Write `const t = setUpTestApp();` at
 * the top of the file (or of a `describe`) and use `t` inside tests and hooks as the app itself; before the
 * app is made it throws rather than answer nothing.
 */
export function setUpTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
  });
  afterAll(() => app?.close());
  return new Proxy({} as TestApp, {
    get(_, property) {
      if (!app)
        throw new Error(`the test app is made in beforeAll: read t.${String(property)} in a test or hook`);
      return app[property as keyof TestApp];
    },
  });
}

/** What `signedInOwner` answers: the user, their own business and owner membership, and the session cookie. */
export type SignedInOwner = Awaited<ReturnType<TestApp['signedInOwner']>>;

/** The cookies a response set, as a Cookie header value. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
