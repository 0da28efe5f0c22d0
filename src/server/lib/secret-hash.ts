import crypto from 'node:crypto';

/**
 * SHA-256 of a secret the database keeps only hashed: a reset link's (base64url, as better-auth stores it), a
 * share link's or a calendar feed's token (hex, which the migration that hashed them could compute in SQL).
 * The tokens are 256 random bits, so a plain hash is enough: there is nothing to guess.
 */
export const hashSecret = (secret: string, encoding: 'hex' | 'base64url' = 'hex') =>
  crypto.createHash('sha256').update(secret).digest(encoding);
