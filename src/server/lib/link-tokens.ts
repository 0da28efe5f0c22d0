import crypto from 'node:crypto';

/*
 * Links whose address is their only credential: a share link and a calendar feed (docs/decisions/0027). The
 * database keeps a SHA-256 of each token (`hashSecret`) and never the token, so that a copy of the database
 * opens nothing. The owner still sees the address again: the token is derived from a value the row keeps (a
 * link's id, a feed's seed) with a key the database does not hold.
 */

/** The key tokens are derived with: from the auth secret, as the Google tokens' key is. */
export const linkTokenKeyOf = (authSecret: string) =>
  Buffer.from(crypto.hkdfSync('sha256', authSecret, 'permitpilot', 'link-tokens', 32));

/** A link's token: 32 bytes in base64url (43 characters), as random to whoever lacks the key. */
export const deriveLinkToken = (key: Buffer, purpose: 'share-link' | 'calendar-feed', seed: string) =>
  crypto.createHmac('sha256', key).update(`${purpose}:${seed}`).digest('base64url');
