import { OAuth2Client, type Credentials } from 'google-auth-library';
import { CalendarCodeError, type GrantedConnection, type MissingGrant } from '../provider';
import { statusOf } from './failures';

/**
 * Google's OAuth 2.0 web-server flow (docs/product/engineering.md#integrations, docs/decisions/0023), through
 * google-auth-library.
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

export function oauthClientOf(settings: GoogleSettings, credentials?: Credentials) {
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
}

/** The consent screen, coming back to /calendar-callback. */
export function googleAuthorizationUrl(settings: GoogleSettings, state: string): string {
  return oauthClientOf(settings).generateAuthUrl({
    access_type: 'offline',
    // Consent each time: Google sends a refresh token only on consent.
    prompt: 'consent',
    scope: GOOGLE_SCOPES,
    state,
    include_granted_scopes: false,
  });
}

/** Trades the callback's code for tokens and the account's address. */
export async function exchangeGoogleCode(
  settings: GoogleSettings,
  code: string,
): Promise<GrantedConnection | MissingGrant> {
  let tokens: Credentials;
  try {
    ({ tokens } = await oauthClientOf(settings).getToken(code));
  } catch (error) {
    if (statusOf(error) === 400 || statusOf(error) === 401)
      throw new CalendarCodeError('Google refused the authorization code.');
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
}

/** Revokes the grant; a token Google no longer knows counts as revoked. */
export async function revokeGoogleGrant(settings: GoogleSettings, refreshToken: string): Promise<void> {
  try {
    await oauthClientOf(settings).revokeToken(refreshToken);
  } catch (error) {
    if (statusOf(error) !== 400) throw error;
  }
}
