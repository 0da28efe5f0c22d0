import type { I18n } from '@lingui/core';

/*
 * Google Calendar's texts, without the schemas of google-calendar.ts (which re-exports them): /alert-setup and
 * /calendar-callback show them, and zod is not part of those screens' first load (docs/decisions/0025).
 * Marked for translation (docs/decisions/0026): shown as `i18n._(CALENDAR_MESSAGES.failed)`.
 */

/** docs/product/texts.md#calendar-callback and the disabled Connect, word for word. */
export const CALENDAR_MESSAGES = {
  missingParameters: /*i18n*/ 'Missing authorization code or state parameter',
  /** Google's own error code, `error`, as it is. */
  oauthError: (error: string, i18n: I18n) => i18n._('OAuth error: {error}', { error }),
  unsupportedProvider: /*i18n*/ 'Unsupported calendar provider',
  signIn: /*i18n*/ 'Please log in to continue',
  failed: /*i18n*/ 'Failed to connect calendar',
  failedTitle: /*i18n*/ 'Connection Failed',
  processing: /*i18n*/ 'Processing calendar connection...',
  connectedTitle: /*i18n*/ 'Calendar Connected!',
  comingSoon: /*i18n*/ 'New Feature Coming Soon!',
} as const;
