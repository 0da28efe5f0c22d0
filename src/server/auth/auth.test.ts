import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { session, user } from '../db/schema';
import { SESSION_CACHE_SECONDS } from './create-auth';
import { createUser, uniqueEmail } from '@tests/support/factories';
import { createTestApp, setUpTestApp, sessionCookie } from '@tests/support/test-app';

const t = setUpTestApp();

async function lastMailTo(email: string) {
  const response = await t.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as {
    messages: { subject: string; text: string; html: string }[];
  };
  return messages[0];
}

const linkIn = (text: string) => text.match(/https?:\/\/\S+/)![0];

afterEach(() => vi.useRealTimers());

/** An ended session's cookies: they read nothing and change nothing, at once. */
async function expectSessionEnded(cookie: string) {
  expect((await t.request('/api/permits', { method: 'POST', json: {}, cookie })).status).toBe(401);
  expect((await t.request('/api/permits', { cookie })).status).toBe(401);
  expect(await (await t.request('/api/auth/get-session', { cookie })).json()).toBeNull();
}

/** 'Forgot password?' as the screen asks it, with the reset page as the link's destination. */
const requestPasswordReset = (email: string) =>
  t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/reset-password' },
  });

describe('sign-up with e-mail confirmation', () => {
  it('sends a confirmation link and refuses sign-in until it is followed', async () => {
    const email = uniqueEmail();
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'secret1', name: '', callbackURL: '/auth?confirmed=1' },
    });
    expect(signUp.status).toBe(200);

    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Confirm your PermitPilot account');
    expect(mail?.html).toContain('PermitPilot');
    expect(mail?.text).toContain('PermitPilot');

    const early = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'secret1' },
    });
    expect(early.status).toBe(403);
    const earlyBody = (await early.json()) as { error: { code: string; message: string } };
    expect(earlyBody.error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(earlyBody.error.message).toMatch(/confirm your e-mail/i);

    const link = new URL(linkIn(mail!.text));
    const confirm = await t.request(link.pathname + link.search);
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toContain('/auth?confirmed=1');

    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'secret1' },
    });
    expect(signIn.status).toBe(200);
    const setCookie = signIn.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const session = await t.request('/api/auth/get-session', { cookie: sessionCookie(signIn) });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it('answers a duplicate sign-up with USER_ALREADY_EXISTS, whatever the case of the address', async () => {
    const existing = await createUser(t.db);
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: existing.email.toUpperCase(), password: 'another1', name: '' },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { code: 'USER_ALREADY_EXISTS', message: 'User already registered' },
    });
    const rows = await t.db.select().from(user).where(eq(user.email, existing.email));
    expect(rows).toHaveLength(1);
  });

  it('refuses a password shorter than 6 characters and stores nothing', async () => {
    const email = uniqueEmail();
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: '12345', name: '' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PASSWORD_TOO_SHORT');
    expect(await t.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });
});

describe('sign-in', () => {
  it('gives an unknown e-mail and a wrong password the same answer', async () => {
    const owner = await createUser(t.db);
    const wrongPassword = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: owner.email, password: 'not-the-password' },
    });
    const unknownEmail = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: uniqueEmail('nobody'), password: 'not-the-password' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(await unknownEmail.json());
  });

  it('signs out: the session no longer works', async () => {
    const owner = await createUser(t.db);
    const cookie = await t.signIn(owner.email, owner.password);
    const signOut = await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie });
    expect(signOut.status).toBe(200);
    // The browser drops both the session cookie and its signed cache.
    const cleared = signOut.headers.getSetCookie().filter((header) => /Max-Age=0/i.test(header));
    expect(cleared.map((header) => header.split('=')[0]).sort()).toEqual(
      expect.arrayContaining(['better-auth.session_data', 'better-auth.session_token']),
    );
    await expectSessionEnded(cookie);
  });

  it('stops a session ended elsewhere (another instance) for writes at once and for reads within a minute', async () => {
    const owner = await createUser(t.db);
    const cookie = await t.signIn(owner.email, owner.password);
    expect((await t.request('/api/permits', { cookie })).status).toBe(200);
    await t.db.delete(session).where(eq(session.userId, owner.id));
    // This process's lookup of a minute ago still serves reads; a write looks again, and that ends it here.
    expect((await t.request('/api/permits', { cookie })).status).toBe(200);
    expect((await t.request('/api/permits', { method: 'POST', json: {}, cookie })).status).toBe(401);
    expect((await t.request('/api/permits', { cookie })).status).toBe(401);

    const reader = await createUser(t.db);
    const readerCookie = await t.signIn(reader.email, reader.password);
    expect((await t.request('/api/permits', { cookie: readerCookie })).status).toBe(200);
    await t.db.delete(session).where(eq(session.userId, reader.id));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SESSION_CACHE_SECONDS + 1) * 1000 });
    expect((await t.request('/api/permits', { cookie: readerCookie })).status).toBe(401);
  });

  it('refuses a session cookie whose signature does not match', async () => {
    const owner = await createUser(t.db);
    const cookie = await t.signIn(owner.email, owner.password);
    const [name, value] = cookie.split('=') as [string, string];
    const [token] = decodeURIComponent(value).split('.');
    // Its signature checked once and remembered: a forged value is still checked on its own.
    expect((await t.request('/api/permits', { cookie })).status).toBe(200);
    for (const forged of [
      token!,
      `${token}.${'A'.repeat(43)}=`,
      `${token}x.${decodeURIComponent(value).split('.')[1]}`,
    ]) {
      const response = await t.request('/api/permits', { cookie: `${name}=${encodeURIComponent(forged)}` });
      expect(response.status, forged).toBe(401);
    }
    expect((await t.request('/api/permits', { cookie })).status).toBe(200);
  });

  it('refuses bad input with a 400 and a code, never a 5xx', async () => {
    const cases: RequestInit[] = [
      { body: '{not json', headers: { 'content-type': 'application/json' } },
      { body: '[]', headers: { 'content-type': 'application/json' } },
      {
        body: JSON.stringify({ email: `${'a'.repeat(400)}@example.com`, password: 'secret1' }),
        headers: { 'content-type': 'application/json' },
      },
      {
        body: JSON.stringify({ email: 42, password: ['x'] }),
        headers: { 'content-type': 'application/json' },
      },
    ];
    for (const init of cases) {
      const response = await t.request('/api/auth/sign-in/email', { method: 'POST', ...init });
      expect(response.status, String(init.body)).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBeTruthy();
      expect(body.error.message).toBeTruthy();
    }
  });

  it('refuses unknown fields and exposes only the endpoints the product uses', async () => {
    const email = uniqueEmail();
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'secret1', name: '', image: 'javascript:alert(1)' },
    });
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'Unknown field: image.' },
    });
    expect(await t.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);

    const owner = await createUser(t.db);
    const cookie = await t.signIn(owner.email, owner.password);
    const updateUser = await t.request('/api/auth/update-user', {
      method: 'POST',
      json: { name: 'x' },
      cookie,
    });
    expect(updateUser.status).toBe(404);
    const deleteUser = await t.request('/api/auth/delete-user', { method: 'POST', json: {}, cookie });
    expect(deleteUser.status).toBe(404);
  });

  it('refuses a sign-in posted from another site', async () => {
    const owner = await createUser(t.db);
    const response = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { email: owner.email, password: owner.password },
    });
    expect(response.status).toBe(403);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 after repeated failures from one client', async () => {
    const limited = await createTestApp({ env: { SIGN_IN_RATE_LIMIT_MAX: '3' } });
    try {
      const owner = await createUser(limited.db);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await limited.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: owner.email, password: 'guess-' + attempt },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('forgot password', () => {
  it('mails a reset link that sets a new password and ends old sessions', async () => {
    const owner = await createUser(t.db);
    const oldCookie = await t.signIn(owner.email, owner.password);
    const requestReset = await requestPasswordReset(owner.email);
    expect(requestReset.status).toBe(200);

    const mail = await lastMailTo(owner.email);
    expect(mail?.subject).toBe('Reset your PermitPilot password');
    const link = new URL(linkIn(mail!.text));
    const follow = await t.request(link.pathname + link.search);
    expect(follow.status).toBe(302);
    const location = new URL(follow.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'brand-new-pass' },
    });
    expect(reset.status).toBe(200);
    await expect(t.signIn(owner.email, owner.password)).rejects.toThrow(/401/);
    await t.signIn(owner.email, 'brand-new-pass');
    await expectSessionEnded(oldCookie);
  });

  it('answers an unknown address exactly like a known one', async () => {
    const response = await requestPasswordReset(uniqueEmail('nobody'));
    expect(response.status).toBe(200);
  });
});

describe('auth e-mails in the account’s language (docs/decisions/0026)', () => {
  it('sends a Spanish-speaking user their confirmation link and their reset link in Spanish', async () => {
    const person = await createUser(t.db, { verified: false });
    await t.db.update(user).set({ locale: 'es' }).where(eq(user.id, person.id));
    // An unconfirmed user who signs in gets a fresh confirmation link, in their language.
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: person.email, password: person.password },
    });
    expect(signIn.status).toBe(403);
    const confirmation = await lastMailTo(person.email);
    expect(confirmation?.subject).toBe('Confirme su cuenta de PermitPilot');
    expect(confirmation?.html).toMatch(/<html[^>]* lang="es"/);
    expect(confirmation?.text).toContain('Confirme su dirección de correo electrónico');
    expect(confirmation?.text).toContain('Gracias por registrarse en PermitPilot.');
    expect(confirmation?.text).toMatch(
      /Confirmar mi correo: http:\/\/localhost:3000\/api\/auth\/verify-email\?/,
    );
    expect(confirmation?.html).toContain('Si el botón no funciona, copie este enlace en su navegador:');
    expect(confirmation?.text).not.toMatch(/Confirm your|Thanks for signing up|If you did not/);
    // Its link works as the English one does.
    const link = new URL(linkIn(confirmation!.text));
    expect((await t.request(link.pathname + link.search)).status).toBe(302);

    const requestReset = await requestPasswordReset(person.email);
    expect(requestReset.status).toBe(200);
    const reset = await lastMailTo(person.email);
    expect(reset?.subject).toBe('Restablezca su contraseña de PermitPilot');
    expect(reset?.html).toMatch(/<html[^>]* lang="es"/);
    expect(reset?.text).toContain('El enlace de abajo funciona durante una hora.');

    // Someone else's, in the same process, stays English.
    const english = await createUser(t.db, { verified: false });
    await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: english.email, password: english.password },
    });
    const englishMail = await lastMailTo(english.email);
    expect(englishMail?.subject).toBe('Confirm your PermitPilot account');
    expect(englishMail?.html).toMatch(/<html[^>]* lang="en"/);
  });
});
