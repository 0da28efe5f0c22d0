/*
 * Google Calendar's texts, without the schemas of google-calendar.ts (which re-exports them): /alert-setup and
 * /calendar-callback show them, and zod is not part of those screens' first load (docs/decisions/0025).
 */

/** spec §8 Calendar, word for word. */
export const CALENDAR_MESSAGES = {
  missingParameters: /*i18n*/ 'Missing authorization code or state parameter',
  oauthError: (error: string) => `OAuth error: ${error}`,
  unsupportedProvider: /*i18n*/ 'Unsupported calendar provider',
  signIn: 'Please log in to continue',
  failed: /*i18n*/ 'Failed to connect calendar',
  failedTitle: 'Connection Failed',
  processing: 'Processing calendar connection...',
  connectedTitle: 'Calendar Connected!',
  comingSoon: /*i18n*/ 'New Feature Coming Soon!',
} as const;
