import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { uniqueEmail } from '@tests/support/factories';
import { setUpTestApp } from '@tests/support/test-app';

const t = setUpTestApp();

const localeOf = async (email: string) =>
  (await t.db.select({ locale: user.locale }).from(user).where(eq(user.email, email)))[0]?.locale;

/** The pp_lang cookie a response sets, or undefined. */
const languageCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('pp_lang='))
    ?.split(';')[0];

describe("the account's language (docs/decisions/0026)", () => {
  it('is the browser’s at sign-up, or the one the visitor chose before', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }, 'es'],
      [{ 'accept-language': 'es', cookie: 'pp_lang=en' }, 'en'],
      [{ cookie: 'pp_lang=es' }, 'es'],
      [{ 'accept-language': 'fr-FR' }, 'en'],
      [{}, 'en'],
    ];
    for (const [headers, expected] of cases) {
      const email = uniqueEmail();
      const response = await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers,
        json: { email, password: 'secret1', name: '', callbackURL: '/auth?confirmed=1' },
      });
      expect(response.status).toBe(200);
      expect(await localeOf(email), JSON.stringify(headers)).toBe(expected);
    }
  });

  it('cannot be set through sign-up’s body', async () => {
    const email = uniqueEmail();
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'secret1', name: '', locale: 'es' },
    });
    expect(response.status).toBe(400);
    expect(await localeOf(email)).toBeUndefined();
  });

  it('is saved from /account, reaches the session, and the pages follow it on this device', async () => {
    const owner = await t.signedInOwner();
    const response = await t.request('/api/account/language', {
      method: 'PUT',
      cookie: owner.cookie,
      json: { locale: 'es' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ locale: 'es' });
    expect(languageCookie(response)).toBe('pp_lang=es');
    expect(await localeOf(owner.email)).toBe('es');
    const session = (await (await t.request('/api/auth/get-session', { cookie: owner.cookie })).json()) as {
      user: { locale: string };
    };
    expect(session.user.locale).toBe('es');
  });

  it('is set on the device at sign-in, from the account', async () => {
    const owner = await t.signedInOwner();
    await t.db.update(user).set({ locale: 'es' }).where(eq(user.id, owner.id));
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'accept-language': 'en-US' },
      json: { email: owner.email, password: owner.password },
    });
    expect(signIn.status).toBe(200);
    expect(languageCookie(signIn)).toBe('pp_lang=es');
  });

  it('refuses a language PermitPilot does not speak, and anyone signed out', async () => {
    const owner = await t.signedInOwner();
    for (const body of [{ locale: 'fr' }, { locale: 'ES' }, { locale: '' }, {}, { locale: 'es', extra: 1 }]) {
      const response = await t.request('/api/account/language', {
        method: 'PUT',
        cookie: owner.cookie,
        headers: { 'accept-language': 'es' },
        json: body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('VALIDATION_ERROR');
    }
    expect(await localeOf(owner.email)).toBe('en');
    const signedOut = await t.request('/api/account/language', { method: 'PUT', json: { locale: 'es' } });
    expect(signedOut.status).toBe(401);
  });
});
