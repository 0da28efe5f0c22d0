import type { Database } from '../db/client';
import { createSlidingWindowLimiter } from '../lib/sliding-window-limiter';

/** E-mails of each kind one address receives at most per hour, whoever asks and from wherever. */
export const AUTH_EMAILS_PER_RECIPIENT_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export type AuthEmailKind = 'confirmation' | 'password-reset';

/**
 * Per-recipient limits of the e-mails better-auth sends on anyone's request (a sign-up or sign-in with an
 * address, a resend, a forgotten password), so that nobody can flood someone else's inbox. Beside
 * better-auth's per-client limits, counted in the database like them (docs/decisions/0011).
 */
export function createAuthEmailLimits(options: { db: Database }) {
  const limiters = {
    confirmation: createSlidingWindowLimiter({
      db: options.db,
      name: 'confirmation-email',
      max: AUTH_EMAILS_PER_RECIPIENT_PER_HOUR,
      windowMs: HOUR_MS,
    }),
    'password-reset': createSlidingWindowLimiter({
      db: options.db,
      name: 'password-reset-email',
      max: AUTH_EMAILS_PER_RECIPIENT_PER_HOUR,
      windowMs: HOUR_MS,
    }),
  };
  return {
    /** Counts one e-mail of `kind` to `to`; false when that address has had its share this hour. */
    tryTake: (kind: AuthEmailKind, to: string, now?: number) =>
      limiters[kind].tryTake(to.trim().toLowerCase(), now),
  };
}
