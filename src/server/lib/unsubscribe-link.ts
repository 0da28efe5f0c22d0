import { signValue, verifySignedValue } from './signed-token';

const PURPOSE = 'unsubscribe-reminder-emails';

/** The one-click unsubscribe URL of an owner's reminder e-mails (RFC 8058; docs/decisions/0007). */
export function unsubscribeUrl(appUrl: string, secret: string, memberId: string) {
  return `${appUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(signValue(secret, PURPOSE, memberId))}`;
}

/** The owner an unsubscribe token was made for, or null for a forged one. */
export const unsubscribeTokenOwner = (secret: string, token: string) =>
  verifySignedValue(secret, PURPOSE, token);
