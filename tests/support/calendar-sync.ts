import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { GoogleCalendarStatus } from '@shared/contracts/google-calendar';
import { calendarIntegrations } from '@server/db/schema';
import { syncCalendar, type SyncOutcome } from '@server/features/calendar-sync/sync-calendar';
import type { CalendarSyncRequest } from '@server/features/calendar-sync/sync-queue';
import { startFakeGoogle, type FakeGoogle } from './fake-google';
import { createTestApp, type TestApp } from './test-app';

/** Holds the secret that binds a Connect to the browser that started it (docs/decisions/0023). */
const BROWSER_COOKIE = 'permitpilot_calendar_connect';

/**
 * Connect as the browser does it, against the fake Google (tests/support/fake-google): the consent URL, then
 * Google's redirect back to /calendar-callback with a code and the state, or with the error the person caused.
 */
export async function startCalendarConnect(t: TestApp, cookie: string) {
  const started = await t.request('/api/calendar/google/connect', { method: 'POST', cookie });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const browser = started.headers
    .getSetCookie()
    .find((setCookie) => setCookie.startsWith(`${BROWSER_COOKIE}=`))!
    .split(';')[0]!;
  const consent = await fetch(url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${t.config.APP_URL}/calendar-callback`);
  return {
    url: new URL(url),
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    error: back.searchParams.get('error'),
    /** The browser's cookie, as `name=value`. */
    browser,
  };
}

/** The callback screen's call, with the cookie of the browser that pressed Connect when one is given. */
export const exchangeCalendarCode = (
  t: TestApp,
  cookie: string,
  body: { code?: string; state?: string },
  browser?: string,
) =>
  t.request('/api/calendar/google/callback', {
    method: 'POST',
    json: { action: 'exchangeCode', ...body },
    cookie: browser ? `${cookie}; ${browser}` : cookie,
  });

/** A whole Connect, which must succeed: it queues the first full sync. */
export async function connectCalendar(t: TestApp, cookie: string) {
  const { code, state, browser } = await startCalendarConnect(t, cookie);
  const answer = await exchangeCalendarCode(t, cookie, { code, state }, browser);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ success: true });
}

/**
 * Keeps the syncs the app queues (`queued`, which a test may read or add to) instead of pg-boss, and runs them
 * when the test says so: each calendar's delta and full syncs once, as the job queue would.
 */
export function queuedCalendarSyncs(t: TestApp) {
  const sync = t.googleCalendar!;
  const queued: CalendarSyncRequest[] = [];
  sync.queue.attach(async (request) => void queued.push(request));
  const deps = {
    db: t.db,
    provider: sync.provider,
    cipher: sync.cipher,
    mailer: t.mailer,
    logger: t.logger,
    appUrl: t.config.APP_URL,
    deadlines: sync.deadlines,
  };
  return {
    queued,
    /** Runs every sync queued so far; their outcomes in order. */
    async run() {
      const seen = new Set<string>();
      const outcomes: SyncOutcome[] = [];
      for (const request of queued.splice(0)) {
        const key = `${request.integrationId}:${request.full}`;
        if (seen.has(key)) continue;
        seen.add(key);
        outcomes.push(await syncCalendar(deps, request));
      }
      return outcomes;
    },
  };
}

/**
 * A test file's app configured against the fake Google (which fails the test on any request it does not
 * know), with the syncs it queues kept for the test to run; hooks are registered in the calling file.
 */
export function calendarSyncApp() {
  let fake: FakeGoogle | undefined;
  let t: TestApp | undefined;
  let syncs: ReturnType<typeof queuedCalendarSyncs> | undefined;
  beforeAll(async () => {
    fake = await startFakeGoogle();
    t = await createTestApp({ env: fake.appEnv, googleRetryDelayMs: 1 });
    syncs = queuedCalendarSyncs(t);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  afterEach(() => {
    expect(fake!.unexpected).toEqual([]);
    fake!.rateLimitEvery(0);
  });
  const app = {
    get fake() {
      return fake!;
    },
    get t() {
      return t!;
    },
    /** The syncs queued and not run yet. */
    get queued() {
      return syncs!.queued;
    },
    runQueuedSyncs: () => syncs!.run(),
    /** Connects, then runs the first sync: its outcomes. */
    async connected(cookie: string) {
      await connectCalendar(app.t, cookie);
      return syncs!.run();
    },
    async addPermit(cookie: string, json: Record<string, unknown>) {
      const response = await app.t.request('/api/permits', { method: 'POST', json, cookie });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    },
    /** What /alert-setup shows of the member's connection. */
    statusOf: async (cookie: string) =>
      (await (await app.t.request('/api/calendar/google', { cookie })).json()) as GoogleCalendarStatus,
    /** The member's connection as stored, or undefined. */
    integrationOf: async (memberId: string) =>
      (
        await app.t.db.select().from(calendarIntegrations).where(eq(calendarIntegrations.memberId, memberId))
      )[0],
  };
  return app;
}
