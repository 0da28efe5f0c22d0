import type { Config } from '../../env';
import type { CalendarProvider } from './provider';

/**
 * Google Calendar when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set, else none: Connect stays disabled
 * and the iCalendar feed still works (docs/product/engineering.md#integrations,
 * docs/product/calendar.md#google-calendar-sync). Google's SDKs load only when it is configured
 * (docs/decisions/0028).
 */
export async function createCalendarProvider(
  config: Pick<
    Config,
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'GOOGLE_AUTH_URL'
    | 'GOOGLE_TOKEN_URL'
    | 'GOOGLE_REVOKE_URL'
    | 'GOOGLE_CALENDAR_API_BASE'
    | 'APP_URL'
  >,
  /** Tests shorten Google's back-off. */
  retryDelayMs?: number,
): Promise<CalendarProvider | null> {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  const { createGoogleCalendarProvider } = await import('./google');
  return createGoogleCalendarProvider({
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri: `${config.APP_URL}/calendar-callback`,
    authUrl: config.GOOGLE_AUTH_URL,
    tokenUrl: config.GOOGLE_TOKEN_URL,
    revokeUrl: config.GOOGLE_REVOKE_URL,
    apiBase: config.GOOGLE_CALENDAR_API_BASE,
    retryDelayMs,
  });
}
