import type { CalendarProvider } from '../provider';
import { googleFingerprint } from './event-body';
import { googleSession } from './events-api';
import { googleFailure } from './failures';
import { exchangeGoogleCode, googleAuthorizationUrl, revokeGoogleGrant, type GoogleSettings } from './oauth';

/**
 * Google Calendar behind the calendar provider (docs/product/engineering.md#integrations, docs/decisions/0023):
 * OAuth through google-auth-library, Calendar v3 through @googleapis/calendar. Only this folder talks to Google.
 */
export function createGoogleCalendarProvider(settings: GoogleSettings): CalendarProvider {
  return {
    id: 'google',
    authorizationUrl: (state) => googleAuthorizationUrl(settings, state),
    exchangeCode: (code) => exchangeGoogleCode(settings, code),
    revoke: (refreshToken) => revokeGoogleGrant(settings, refreshToken),
    session: (tokens, onRefreshed) => googleSession(settings, tokens, onRefreshed),
    fingerprint: googleFingerprint,
    failureOf: googleFailure,
  };
}
