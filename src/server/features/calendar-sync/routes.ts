import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  CALENDAR_MESSAGES,
  googleCalendarAuthRequestSchema,
  googleCalendarAuthResponseSchema,
  googleCalendarConnectSchema,
  googleCalendarStatusSchema,
  type GoogleCalendarStatus,
} from '../../../shared/contracts/google-calendar';
import type { Auth } from '../../auth/create-auth';
import { requireUser, type SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import { calendarIntegrations } from '../../db/schema';
import type { CalendarProvider } from '../../integrations/calendar/provider';
import type { TokenCipher } from '../../integrations/calendar/token-cipher';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { completeGoogleConnect, CONNECT_MINUTES, startGoogleConnect } from './connect-google-calendar';
import { disconnectGoogleCalendar } from './disconnect-google-calendar';
import type { CalendarSyncQueue } from './sync-queue';

const TAGS = ['google calendar'];
/** Holds the secret that binds a Connect to the browser that started it (docs/decisions/0023). */
const BROWSER_COOKIE = 'permitpilot_calendar_connect';
const COOKIE_PATH = '/api/calendar/google';

const routes = {
  status: createRoute({
    method: 'get',
    path: '/api/calendar/google',
    summary: "Whether Google Calendar sync is offered, and the member's connection",
    tags: TAGS,
    responses: { 200: json(googleCalendarStatusSchema, 'Status'), 401: error('Not signed in') },
  }),
  connect: createRoute({
    method: 'post',
    path: '/api/calendar/google/connect',
    summary: "Connect: Google's consent URL with a single-use state",
    tags: TAGS,
    responses: {
      200: json(googleCalendarConnectSchema, 'Where to send the browser'),
      401: error('Not signed in'),
      404: error('Google Calendar is not configured'),
    },
  }),
  exchange: createRoute({
    method: 'post',
    path: '/api/calendar/google/callback',
    summary: 'google-calendar-auth exchangeCode: the calendar callback',
    tags: TAGS,
    request: {
      body: { content: { 'application/json': { schema: googleCalendarAuthRequestSchema } }, required: true },
    },
    responses: {
      200: json(googleCalendarAuthResponseSchema, 'Connected'),
      400: error('Missing code or state, another provider, or a refused connection'),
      401: error('Please log in to continue'),
      404: error('Google Calendar is not configured'),
    },
  }),
  disconnect: createRoute({
    method: 'delete',
    path: '/api/calendar/google',
    summary: 'Disconnect: deletes the PermitPilot calendar, revokes the grant, forgets the tokens',
    tags: TAGS,
    responses: {
      204: { description: 'Disconnected' },
      401: error('Not signed in'),
      404: error('Not connected'),
    },
  }),
};

export function googleCalendarRoutes(deps: {
  db: Database;
  auth: Auth;
  logger: Logger;
  isProduction: boolean;
  /** Null when GOOGLE_CLIENT_ID is not set. */
  calendar: { provider: CalendarProvider; cipher: TokenCipher; queue: CalendarSyncQueue } | null;
}) {
  const { db, logger } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  const activeMember = requireUser(deps.auth);
  // A suspended member may still see and disconnect their own calendar: the grant to their Google account
  // is theirs to end (docs/decisions/0023).
  const anyMember = requireUser(deps.auth, { allowSuspended: true });
  const theirOwn = (method: string, path: string) =>
    path === '/api/calendar/google' && (method === 'GET' || method === 'DELETE');
  // '/x/*' matches '/x' too: one check for both.
  app.use('/api/calendar/google/*', (c, next) =>
    (theirOwn(c.req.method, c.req.path) ? anyMember : activeMember)(c, next),
  );
  const configured = () => {
    if (!deps.calendar) throw new AppError(404, 'CALENDAR_NOT_CONFIGURED', CALENDAR_MESSAGES.comingSoon);
    return deps.calendar;
  };

  app.openapi(routes.status, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const [connection] = await db
      .select({
        accountEmail: calendarIntegrations.accountEmail,
        status: calendarIntegrations.status,
        lastSyncedAt: calendarIntegrations.lastSyncedAt,
      })
      .from(calendarIntegrations)
      .where(
        and(
          eq(calendarIntegrations.memberId, c.get('user').memberId),
          eq(calendarIntegrations.provider, 'google'),
        ),
      );
    const status: GoogleCalendarStatus = {
      configured: deps.calendar !== null,
      connection: connection
        ? {
            accountEmail: connection.accountEmail,
            status: connection.status as 'connected' | 'reconnect-needed',
            lastSyncedAt: connection.lastSyncedAt?.toISOString() ?? null,
          }
        : null,
    };
    return c.json(status, 200);
  });

  app.openapi(routes.connect, async (c) => {
    const { provider } = configured();
    const { url, browserSecret } = await startGoogleConnect({
      db,
      provider,
      memberId: c.get('user').memberId,
    });
    setCookie(c, BROWSER_COOKIE, browserSecret, {
      path: COOKIE_PATH,
      httpOnly: true,
      secure: deps.isProduction,
      // Lax: the callback screen is reached by a top-level redirect from Google, then calls us itself.
      sameSite: 'Lax',
      maxAge: CONNECT_MINUTES * 60,
    });
    return c.json({ url }, 200);
  });

  app.openapi(routes.exchange, async (c) => {
    const { provider, cipher, queue } = configured();
    const { code, state } = c.req.valid('json');
    await completeGoogleConnect({
      db,
      provider,
      cipher,
      queue,
      logger,
      user: c.get('user'),
      code,
      state,
      browserSecret: getCookie(c, BROWSER_COOKIE),
    });
    deleteCookie(c, BROWSER_COOKIE, { path: COOKIE_PATH });
    return c.json({ success: true as const }, 200);
  });

  app.openapi(routes.disconnect, async (c) => {
    const { provider, cipher } = configured();
    await disconnectGoogleCalendar({ db, provider, cipher, logger, memberId: c.get('user').memberId });
    return c.body(null, 204);
  });
  return app;
}
