import { calendar, type calendar_v3 } from '@googleapis/calendar';
import {
  CalendarGoneError,
  CalendarGrantError,
  type CalendarSession,
  type CalendarTokens,
} from '../provider';
import { googleEventBodyOf, listedEventOf } from './event-body';
import { isRetryable, reasonsOf, statusOf } from './failures';
import { oauthClientOf, type GoogleSettings } from './oauth';

/**
 * Calendar v3 with a member's tokens (docs/decisions/0023), through @googleapis/calendar: the PermitPilot
 * calendar and its events.
 */

const RETRIES = 6;

function calendarApi(settings: GoogleSettings, auth: ReturnType<typeof oauthClientOf>) {
  return calendar({
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
}

const gone = (error: unknown) => statusOf(error) === 404 || statusOf(error) === 410;

/**
 * A refreshed access token is handed to `onRefreshed` to be kept; a refused grant throws CalendarGrantError.
 */
export function googleSession(
  settings: GoogleSettings,
  tokens: CalendarTokens,
  onRefreshed: (tokens: CalendarTokens) => void,
): CalendarSession {
  const auth = oauthClientOf(settings, {
    refresh_token: tokens.refreshToken,
    access_token: tokens.accessToken,
    expiry_date: tokens.expiresAt?.getTime() ?? null,
  });
  auth.on('tokens', (fresh) =>
    onRefreshed({
      refreshToken: fresh.refresh_token ?? tokens.refreshToken,
      accessToken: fresh.access_token ?? null,
      expiresAt: fresh.expiry_date ? new Date(fresh.expiry_date) : null,
    }),
  );
  const api = calendarApi(settings, auth);
  // A refused access token may only be stale: one fresh token is asked for before the grant counts as gone.
  const call = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      if (reasonsOf(error).includes('invalid_grant'))
        throw new CalendarGrantError('Google refused the calendar grant.');
      if (statusOf(error) !== 401) throw error;
    }
    try {
      auth.setCredentials({ refresh_token: tokens.refreshToken });
      await auth.getAccessToken();
      return await request();
    } catch (error) {
      if (reasonsOf(error).includes('invalid_grant') || statusOf(error) === 401)
        throw new CalendarGrantError('Google refused the calendar grant.');
      throw error;
    }
  };

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
    insertEvent: (calendarId, id, event) =>
      call(async () => {
        try {
          const requestBody = { ...googleEventBodyOf(event), id };
          await api.events.insert({ calendarId, sendUpdates: 'none', requestBody });
          return 'created';
        } catch (error) {
          if (statusOf(error) === 409) return 'duplicate';
          // Inserting into a calendar that exists never answers 404: the calendar is gone.
          if (statusOf(error) === 404) throw new CalendarGoneError();
          throw error;
        }
      }),
    updateEvent: (calendarId, id, event) =>
      call(async () => {
        try {
          await api.events.update({
            calendarId,
            eventId: id,
            sendUpdates: 'none',
            requestBody: { ...googleEventBodyOf(event), id, status: 'confirmed' },
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
        const events: calendar_v3.Schema$Event[] = [];
        let pageToken: string | undefined;
        do {
          const page = await api.events
            .list({ calendarId, showDeleted: true, maxResults: 2500, pageToken })
            .catch((error: unknown) => {
              throw statusOf(error) === 404 ? new CalendarGoneError() : error;
            });
          events.push(...(page.data.items ?? []));
          pageToken = page.data.nextPageToken ?? undefined;
        } while (pageToken);
        return events.map(listedEventOf);
      }),
  };
}
