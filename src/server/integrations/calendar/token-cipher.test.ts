import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, tokenKeyOf } from './token-cipher';

describe('the calendar token cipher (docs/decisions/0023)', () => {
  const cipher = createTokenCipher(tokenKeyOf({ authSecret: 'a-secret-that-is-long-enough-for-tests' }));

  it('seals a token so that the stored text reveals nothing, and opens it again', () => {
    const token = '1//0gFakeRefreshToken-abc';
    const sealed = cipher.encrypt(token);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('FakeRefresh');
    // A fresh nonce each time: the same token never looks the same twice.
    expect(cipher.encrypt(token)).not.toBe(sealed);
    expect(cipher.decrypt(sealed)).toBe(token);
  });

  it('refuses a value altered, sealed with another key, or not sealed at all', () => {
    const sealed = cipher.encrypt('ya29.access');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => cipher.decrypt([...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
    const other = createTokenCipher(
      tokenKeyOf({ tokenKey: crypto.randomBytes(32).toString('base64'), authSecret: '' }),
    );
    expect(() => other.decrypt(sealed)).toThrow();
    expect(() => cipher.decrypt('ya29.access')).toThrow('not a sealed calendar token');
  });

  it('takes CALENDAR_TOKEN_KEY when given, else derives one from the auth secret', () => {
    const key = crypto.randomBytes(32);
    expect(tokenKeyOf({ tokenKey: key.toString('base64'), authSecret: 'x' }).equals(key)).toBe(true);
    const derived = tokenKeyOf({ authSecret: 'one secret' });
    expect(derived).toHaveLength(32);
    expect(derived.equals(tokenKeyOf({ authSecret: 'one secret' }))).toBe(true);
    expect(derived.equals(tokenKeyOf({ authSecret: 'another secret' }))).toBe(false);
  });
});
