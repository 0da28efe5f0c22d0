import { describe, expect, it } from 'vitest';
import { localizedPage, localizedPath } from './i18n/localized-paths';
import { isClientPath, movedPath } from './routes';

describe('isClientPath', () => {
  it('knows the screens, with or without a trailing slash', () => {
    expect(isClientPath('/', { devOutboxEnabled: false })).toBe(true);
    expect(isClientPath('/auth', { devOutboxEnabled: false })).toBe(true);
    expect(isClientPath('/dashboard/', { devOutboxEnabled: false })).toBe(true);
    // Google's redirect back after consent is answered with the app, not a 404 status.
    expect(isClientPath('/calendar-callback', { devOutboxEnabled: false })).toBe(true);
  });

  it('leaves out the paths the product sends to the 404 page', () => {
    expect(isClientPath('/contact-us', { devOutboxEnabled: true })).toBe(false);
    expect(isClientPath('/auth/extra', { devOutboxEnabled: true })).toBe(false);
  });

  it("sends /contact-us, the guide's help link, to the contact page in its language, and nothing else", () => {
    expect(movedPath('/contact-us')).toBe('/contact');
    expect(movedPath('/es/contact-us')).toBe('/es/contact');
    expect(movedPath('/contact')).toBeNull();
    expect(movedPath('/contact-us/more')).toBeNull();
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

  it('knows the vehicles screen (docs/product/fleet.md)', () => {
    expect(isClientPath('/vehicles', { devOutboxEnabled: false })).toBe(true);
    expect(isClientPath('/vehicles/truck-1', { devOutboxEnabled: false })).toBe(false);
  });
});

describe('the public pages in each language (docs/decisions/0026)', () => {
  it('puts the Spanish pages under /es and leaves the English ones where they were', () => {
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/gdpr', 'es')).toBe('/es/gdpr');
    expect(localizedPath('/gdpr', 'en')).toBe('/gdpr');
  });

  it('reads back the page and language of an address, and nothing from other paths', () => {
    expect(localizedPage('/es')).toEqual({ path: '/', locale: 'es' });
    expect(localizedPage('/es/signup/pro')).toEqual({ path: '/signup/pro', locale: 'es' });
    expect(localizedPage('/contact')).toEqual({ path: '/contact', locale: 'en' });
    expect(localizedPage('/auth')).toBeNull();
    expect(localizedPage('/es/auth')).toBeNull();
    expect(localizedPage('/fr/gdpr')).toBeNull();
  });

  it('knows each Spanish address as a page, and no other language prefix', () => {
    expect(isClientPath('/es/privacy-policy', { devOutboxEnabled: false })).toBe(true);
    expect(isClientPath('/es/dashboard', { devOutboxEnabled: false })).toBe(false);
    expect(isClientPath('/fr/privacy-policy', { devOutboxEnabled: false })).toBe(false);
  });
});
