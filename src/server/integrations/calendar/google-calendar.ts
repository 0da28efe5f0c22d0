import { calendar, type calendar_v3 } from '@googleapis/calendar';
import { OAuth2Client, type Credentials } from 'google-auth-library';

/**
 * Google's OAuth 2.0 web-server flow and Calendar v3 (docs/product/engineering.md#integrations,
 * docs/decisions/0023), through google-auth-library and @googleapis/calendar. Only this file talks to Google.
 */

/**
 * 'calendar.app.created' lets PermitPilot create its own calendar and manage the events in it, and nothing
 * else of the account's calendars; 'openid email' names the account on /alert-setup.
 */
export const GOOGLE_SCOPES = ['openid', 'email', 'https://www.googleapis.com/auth/calendar.app.created'];

export type GoogleSettings = {
  clientId: string;
  clientSecret: string;
  /** $APP_URL/calendar-callback */
  redirectUri: string;
  /** Tests: Google's endpoints at a local fake. */
  authUrl?: string;
  tokenUrl?: string;
  revokeUrl?: string;
  apiBase?: string;
  /** The first back-off after a rate limit or a 5xx (it doubles each time); tests shorten it. */
  retryDelayMs?: number;
};

export type GoogleTokens = { refreshToken: string; accessToken: string | null; expiresAt: Date | null };

export type GrantedConnection = GoogleTokens & { email: string; scopes: string[] };

/** Google refused the grant: revoked by the user, expired, or the app's access removed. Reconnecting helps. */
export class GoogleGrantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GoogleGrantError';
  }
}

/** The PermitPilot calendar is gone from the account (deleted by hand): a new one is needed. */
export class CalendarGoneError extends Error {
  constructor() {
    super('The PermitPilot calendar is no longer in the Google account.');
    this.name = 'CalendarGoneError';
  }
}

/** Google refused the code: used, expired or not ours. */
export class GoogleCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GoogleCodeError';
  }
}

export type GoogleEvent = calendar_v3.Schema$Event;

export type CalendarSession = {
  createCalendar(summary: string, timeZone: string): Promise<string>;
  /**
   * Renames the calendar from the name we gave it to another; one the person renamed in Google keeps theirs
   * ('kept'). Throws CalendarGoneError when the calendar is gone.
   */
  renameCalendar(calendarId: string, names: { from: string; to: string }): Promise<'renamed' | 'kept'>;
  /** Done when the calendar is already gone. */
  deleteCalendar(calendarId: string): Promise<void>;
  /** 'duplicate' when the id is taken in the calendar (an earlier try that did succeed, or a deleted event). */
  insertEvent(calendarId: string, id: string, body: GoogleEvent): Promise<'created' | 'duplicate'>;
  /** 'missing' when there is no such event. */
  updateEvent(calendarId: string, id: string, body: GoogleEvent): Promise<'updated' | 'missing'>;
  /** Done when the event is already gone. */
  deleteEvent(calendarId: string, id: string): Promise<void>;
  /** Every event of the calendar, the deleted ones too. */
  listEvents(calendarId: string): Promise<GoogleEvent[]>;
};

/** The parts of a gaxios error (what google-auth-library and the calendar client throw) that matter here. */
type HttpFailure = { status?: number; response?: { status?: number; data?: unknown } };
const asFailure = (error: unknown): HttpFailure | null =>
  typeof error === 'object' && error !== null && ('response' in error || 'status' in error)
    ? (error as HttpFailure)
    : null;
const statusOf = (error: unknown) => {
  const failure = asFailure(error);
  return failure?.status ?? failure?.response?.status;
};
const reasonsOf = (error: unknown): string[] => {
  const data = asFailure(error)?.response?.data as
    { error?: { errors?: { reason?: string }[] } | string } | undefined;
  if (typeof data?.error === 'string') return [data.error];
  return (data?.error?.errors ?? []).map((detail) => detail.reason ?? '');
};
/**
 * What may be logged or kept of a failed call to Google: its status, Google's reasons and message. A gaxios
 * error also carries the request (headers with the bearer token, a form with the client secret or a code),
 * which must never reach a log or the job table (docs/decisions/0023).
 */
export function googleFailure(error: unknown): { status?: number; reasons: string[]; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  return { status: statusOf(error), reasons: reasonsOf(error), message: message.slice(0, 300) };
}

const RATE_LIMITS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);

/** Rate limits (429, or 403 with a rate-limit reason) and Google's 5xx are retried with back-off. */
export function isRetryable(error: unknown): boolean {
  const status = statusOf(error);
  // No answer at all (a reset connection, a timeout): worth another try.
  if (status === undefined) return asFailure(error) !== null || error instanceof TypeError;
  if (status === 429 || status >= 500) return true;
  return status === 403 && reasonsOf(error).some((reason) => RATE_LIMITS.has(reason));
}

const RETRIES = 6;

export function createGoogleCalendar(settings: GoogleSettings) {
  const oauthClient = (credentials?: Credentials) => {
    const client = new OAuth2Client({
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      redirectUri: settings.redirectUri,
      endpoints: {
        ...(settings.authUrl ? { oauth2AuthBaseUrl: settings.authUrl } : {}),
        ...(settings.tokenUrl ? { oauth2TokenUrl: settings.tokenUrl } : {}),
        ...(settings.revokeUrl ? { oauth2RevokeUrl: settings.revokeUrl } : {}),
      },
    });
    if (credentials) client.setCredentials(credentials);
    return client;
  };

  return {
    /** Where Connect sends the browser: the consent screen, coming back to /calendar-callback. */
    authorizationUrl(state: string): string {
      return oauthClient().generateAuthUrl({
        access_type: 'offline',
        // Consent each time: Google sends a refresh token only on consent.
        prompt: 'consent',
        scope: GOOGLE_SCOPES,
        state,
        include_granted_scopes: false,
      });
    },

    /** Trades the callback's code for tokens and the account's address. */
    async exchangeCode(code: string): Promise<GrantedConnection | { missing: 'refresh-token' | 'scope' }> {
      let tokens: Credentials;
      try {
        ({ tokens } = await oauthClient().getToken(code));
      } catch (error) {
        if (statusOf(error) === 400 || statusOf(error) === 401)
          throw new GoogleCodeError('Google refused the authorization code.');
        throw error;
      }
      const scopes = (tokens.scope ?? '').split(/\s+/).filter(Boolean);
      if (!scopes.includes(GOOGLE_SCOPES[2]!)) return { missing: 'scope' };
      if (!tokens.refresh_token) return { missing: 'refresh-token' };
      // The id token comes straight from Google's token endpoint over TLS, which vouches for it (OpenID
      // Connect Core §3.1.3.7): its claims are read, not its signature checked.
      const claims = tokens.id_token
        ? (JSON.parse(Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
            email?: string;
          })
        : {};
      return {
        refreshToken: tokens.refresh_token,
        accessToken: tokens.access_token ?? null,
        expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
        email: claims.email ?? '',
        scopes,
      };
    },

    /** Revokes the grant; a token Google no longer knows counts as revoked. */
    async revoke(refreshToken: string): Promise<void> {
      try {
        await oauthClient().revokeToken(refreshToken);
      } catch (error) {
        if (statusOf(error) !== 400) throw error;
      }
    },

    /**
     * Calendar calls with a member's tokens. A refreshed access token is handed to `onTokens` to be kept; a
     * refused grant throws GoogleGrantError.
     */
    session(tokens: GoogleTokens, onTokens: (tokens: GoogleTokens) => void): CalendarSession {
      const auth = oauthClient({
        refresh_token: tokens.refreshToken,
        access_token: tokens.accessToken,
        expiry_date: tokens.expiresAt?.getTime() ?? null,
      });
      auth.on('tokens', (fresh) =>
        onTokens({
          refreshToken: fresh.refresh_token ?? tokens.refreshToken,
          accessToken: fresh.access_token ?? null,
          expiresAt: fresh.expiry_date ? new Date(fresh.expiry_date) : null,
        }),
      );
      const api = calendar({
        version: 'v3',
        auth,
        ...(settings.apiBase ? { rootUrl: settings.apiBase } : {}),
        retry: true,
        retryConfig: {
          retry: RETRIES,
          retryDelay: settings.retryDelayMs ?? 500,
          retryDelayMultiplier: settings.retryDelayMs === undefined ? 2 : 1,
          maxRetryDelay: 30_000,
          // Inserts carry our own event id, so a retried insert that had succeeded answers 409: safe to retry.
          httpMethodsToRetry: ['GET', 'PUT', 'POST', 'PATCH', 'DELETE'],
          statusCodesToRetry: [
            [403, 403],
            [429, 429],
            [500, 599],
          ],
          // Jitter (half to one and a half of gaxios's exponential wait): clients refused together do not all
          // come back at the same moment.
          retryBackoff: (_error, delay) =>
            new Promise((resolve) => setTimeout(resolve, delay * (0.5 + Math.random()))),
          shouldRetry: (error) =>
            isRetryable(error) && (error.config.retryConfig?.currentRetryAttempt ?? 0) < RETRIES,
        },
      });
      // A refused access token may only be stale: one fresh token is asked for before the grant counts as gone.
      const call = async <T>(request: () => Promise<T>): Promise<T> => {
        try {
          return await request();
        } catch (error) {
          if (reasonsOf(error).includes('invalid_grant'))
            throw new GoogleGrantError('Google refused the calendar grant.');
          if (statusOf(error) !== 401) throw error;
        }
        try {
          auth.setCredentials({ refresh_token: tokens.refreshToken });
          await auth.getAccessToken();
          return await request();
        } catch (error) {
          if (reasonsOf(error).includes('invalid_grant') || statusOf(error) === 401)
            throw new GoogleGrantError('Google refused the calendar grant.');
          throw error;
        }
      };
      const gone = (error: unknown) => statusOf(error) === 404 || statusOf(error) === 410;

      return {
        createCalendar: (summary, timeZone) =>
          call(async () => {
            const created = await api.calendars.insert({ requestBody: { summary, timeZone } });
            return created.data.id!;
          }),
        renameCalendar: (calendarId, { from, to }) =>
          call(async () => {
            try {
              const { data } = await api.calendars.get({ calendarId });
              if (data.summary !== from) return 'kept';
              await api.calendars.patch({ calendarId, requestBody: { summary: to } });
              return 'renamed';
            } catch (error) {
              throw gone(error) ? new CalendarGoneError() : error;
            }
          }),
        deleteCalendar: (calendarId) =>
          call(async () => {
            try {
              await api.calendars.delete({ calendarId });
            } catch (error) {
              if (!gone(error)) throw error;
            }
          }),
        insertEvent: (calendarId, id, body) =>
          call(async () => {
            try {
              await api.events.insert({ calendarId, sendUpdates: 'none', requestBody: { ...body, id } });
              return 'created';
            } catch (error) {
              if (statusOf(error) === 409) return 'duplicate';
              // Inserting into a calendar that exists never answers 404: the calendar is gone.
              if (statusOf(error) === 404) throw new CalendarGoneError();
              throw error;
            }
          }),
        updateEvent: (calendarId, id, body) =>
          call(async () => {
            try {
              await api.events.update({
                calendarId,
                eventId: id,
                sendUpdates: 'none',
                requestBody: { ...body, id, status: 'confirmed' },
              });
              return 'updated';
            } catch (error) {
              if (statusOf(error) === 404) return 'missing';
              throw error;
            }
          }),
        deleteEvent: (calendarId, id) =>
          call(async () => {
            try {
              await api.events.delete({ calendarId, eventId: id, sendUpdates: 'none' });
            } catch (error) {
              if (!gone(error)) throw error;
            }
          }),
        listEvents: (calendarId) =>
          call(async () => {
            const events: GoogleEvent[] = [];
            let pageToken: string | undefined;
            do {
              const page = await api.events
                .list({
                  calendarId,
                  showDeleted: true,
                  maxResults: 2500,
                  pageToken,
                })
                .catch((error: unknown) => {
                  throw statusOf(error) === 404 ? new CalendarGoneError() : error;
                });
              events.push(...(page.data.items ?? []));
              pageToken = page.data.nextPageToken ?? undefined;
            } while (pageToken);
            return events;
          }),
      };
    },
  };
}

export type GoogleCalendar = ReturnType<typeof createGoogleCalendar>;
