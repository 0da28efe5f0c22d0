import crypto from 'node:crypto';

/**
 * A value with an HMAC of it, for links in e-mails (unsubscribe). `purpose` keeps a token made for one
 * use from being accepted by another.
 */
export function signValue(secret: string, purpose: string, value: string): string {
  const mac = crypto.createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');
  return `${value}.${mac}`;
}

/** The value of a token signed for `purpose`, or null when it was not (forged, altered, other purpose). */
export function verifySignedValue(secret: string, purpose: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = token.slice(0, dot);
  const expected = Buffer.from(signValue(secret, purpose, value));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? value : null;
}
