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

  it('knows an invitation link and the team screen, and nothing under them', () => {
    expect(isClientPath('/team', { devOutboxEnabled: false })).toBe(true);
    expect(isClientPath('/invitation/Ab3_x-9', { devOutboxEnabled: false })).toBe(true);
    expect(isClientPath('/invitation/', { devOutboxEnabled: false })).toBe(false);
    expect(isClientPath('/invitation/a/b', { devOutboxEnabled: false })).toBe(false);
    expect(isClientPath('/invitation/a.b', { devOutboxEnabled: false })).toBe(false);
  });
});
