import { describe, expect, it } from 'vitest';
import { isClientPath } from './routes';

describe('isClientPath', () => {
  it('knows the screens, with or without a trailing slash', () => {
    expect(isClientPath('/', { devOutboxEnabled: false })).toBe(true);
    expect(isClientPath('/auth', { devOutboxEnabled: false })).toBe(true);
    expect(isClientPath('/dashboard/', { devOutboxEnabled: false })).toBe(true);
  });

  it('leaves out the paths the spec sends to the 404 page', () => {
    expect(isClientPath('/contact-us', { devOutboxEnabled: true })).toBe(false);
    expect(isClientPath('/auth/extra', { devOutboxEnabled: true })).toBe(false);
  });

  it('knows /dev/outbox only where the outbox exists', () => {
    expect(isClientPath('/dev/outbox', { devOutboxEnabled: true })).toBe(true);
    expect(isClientPath('/dev/outbox', { devOutboxEnabled: false })).toBe(false);
  });
});
