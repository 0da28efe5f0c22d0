import crypto from 'node:crypto';

/**
 * Encrypts the Google tokens at rest (docs/decisions/0023): AES-256-GCM with a fresh 12-byte nonce per value,
 * stored as 'v1.<nonce>.<tag>.<ciphertext>' (base64url). The key is CALENDAR_TOKEN_KEY, or one derived from
 * the auth secret with HKDF so that a fresh machine needs no extra secret.
 */
export type TokenCipher = {
  encrypt(plain: string): string;
  /** Throws when the value was not sealed with this key or was altered. */
  decrypt(sealed: string): string;
};

const VERSION = 'v1';

export function tokenKeyOf(options: { tokenKey?: string; authSecret: string }): Buffer {
  if (options.tokenKey) return Buffer.from(options.tokenKey, 'base64');
  return Buffer.from(
    crypto.hkdfSync('sha256', options.authSecret, 'permitpilot', 'calendar-token-encryption', 32),
  );
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('the calendar token key must be 32 bytes');
  return {
    encrypt(plain) {
      const nonce = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined)
        throw new Error('not a sealed calendar token');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
