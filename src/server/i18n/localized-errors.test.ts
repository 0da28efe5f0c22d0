import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPermit } from '@tests/support/factories';
import { setUpTestApp, type SignedInOwner } from '@tests/support/test-app';
import { LOCALE_COOKIE } from './i18n';

// docs/decisions/0026: an API error is said in the request's language; English stays word for word, and the
// status and the code are the same in every language.

type ApiError = { error: { code: string; message: string; field?: string } };
type Init = RequestInit & { json?: unknown; cookie?: string };

const t = setUpTestApp();
let owner: SignedInOwner;
beforeAll(async () => {
  owner = await t.signedInOwner();
});

/** The answer to the same request asked in Spanish, with no language, and in French (which we don't speak). */
async function inEachLanguage(path: string, init: Init = {}) {
  const ask = async (language?: string) => {
    const headers = new Headers(init.headers);
    if (language) headers.set('accept-language', language);
    // Sign-in sets the account's language on the device, which wins over the browser's: these requests ask
    // in the browser's.
    const cookie = init.cookie?.replace(new RegExp(`(^|;\\s*)${LOCALE_COOKIE}=[^;]*`, 'g'), '');
    const response = await t.request(path, { ...init, headers, cookie });
    return { status: response.status, body: (await response.json()) as ApiError };
  };
  const [es, none, fr] = [await ask('es-MX,en;q=0.5'), await ask(), await ask('fr')];
  expect(es.status).toBeLessThan(500);
  for (const other of [none, fr]) {
    expect(other.status).toBe(es.status);
    expect(other.body.error.code).toBe(es.body.error.code);
    expect(other.body.error.field).toBe(es.body.error.field);
    expect(other.body.error.message).toBe(none.body.error.message);
  }
  return {
    status: es.status,
    code: es.body.error.code,
    ...(es.body.error.field !== undefined && { field: es.body.error.field }),
    es: es.body.error.message,
    en: none.body.error.message,
  };
}

const json = (body: unknown, cookie = owner.cookie): Init => ({ method: 'POST', json: body, cookie });

describe('errors in the request’s language', () => {
  it('says a missing permit is missing', async () => {
    expect(await inEachLanguage(`/api/permits/${randomUUID()}`, { cookie: owner.cookie })).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      es: 'Ese permiso no existe.',
      en: 'No such permit.',
    });
  });

  it('says our validation messages, and names the field’s path as the schema does', async () => {
    expect(await inEachLanguage('/api/permits', json({ name: '' }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      field: 'name',
      es: 'El nombre del permiso es obligatorio',
      en: 'Permit name is required',
    });
    // A message filled with the field's label and a limit, each said in the language.
    expect(await inEachLanguage('/api/permits', json({ name: 'x'.repeat(201) }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      field: 'name',
      es: 'Nombre del permiso debe tener como máximo 200 caracteres',
      en: 'Permit name must be at most 200 characters',
    });
    expect(await inEachLanguage('/api/permits?limit=501', { cookie: owner.cookie })).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      field: 'limit',
      es: 'limit debe ser como máximo 500',
      en: 'limit must be at most 500',
    });
  });

  it("says zod's own messages in zod's Spanish, and in its English as before", async () => {
    expect(await inEachLanguage('/api/permits', json({ name: 'Health permit', cost: 'free' }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      field: 'cost',
      es: 'Entrada inválida: se esperaba número, recibido texto',
      en: 'Invalid input: expected number, received string',
    });
    expect(await inEachLanguage('/api/permits', json({ name: 'Health permit', colour: 'red' }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      es: 'Llave desconocida: "colour"',
      en: 'Unrecognized key: "colour"',
    });
  });

  it('says an unknown API path does not exist', async () => {
    expect(await inEachLanguage('/api/nothing-here')).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      es: 'Esa dirección de la API no existe.',
      en: 'No such API endpoint.',
    });
  });

  it('says a body that is not JSON is malformed', async () => {
    const malformed = {
      method: 'POST',
      body: '{"name": "Health',
      headers: { 'content-type': 'application/json' },
      cookie: owner.cookie,
    };
    expect(await inEachLanguage('/api/permits', malformed)).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      es: 'El JSON del cuerpo de la solicitud no es válido',
      en: 'Malformed JSON in request body',
    });
  });

  it('fills a refusal’s values: the Free plan’s limit', async () => {
    const full = await t.signedInOwner();
    for (const name of ['Health permit', 'Business license', 'Fire inspection'])
      await createPermit(t.db, full.id, { name });
    expect(await inEachLanguage('/api/permits', json({ name: 'Seller’s permit' }, full.cookie))).toEqual({
      status: 403,
      code: 'PERMIT_LIMIT_REACHED',
      es: 'El plan Gratis lleva hasta 3 permisos. Pase a Pro para llevar permisos y licencias sin límite.',
      en: 'The Free plan tracks up to 3 permits. Upgrade to Pro for unlimited permits and licenses.',
    });
  });

  it('names the countries texts may go to in the language', async () => {
    const pro = await t.signedInOwner({ plan: 'pro' });
    const abroad = json({ phoneNumber: '+44 20 7946 0958' }, pro.cookie);
    expect(await inEachLanguage('/api/alerts/test-sms', abroad)).toEqual({
      status: 400,
      code: 'SMS_COUNTRY_NOT_ALLOWED',
      es: 'Los mensajes de texto solo pueden enviarse a números de Estados Unidos y Canadá.',
      en: 'Text messages can only go to numbers in United States and Canada.',
    });
  });

  it('asks for a session when there is none', async () => {
    expect(await inEachLanguage('/api/permits')).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
      es: 'Inicie sesión para continuar',
      en: 'Please log in to continue',
    });
  });

  it("says /api/auth's refusals and better-auth's known words in the language", async () => {
    const signUp = (body: unknown) => inEachLanguage('/api/auth/sign-up/email', json(body, ''));
    expect(await signUp({ email: 'new@truck.example', password: 'abc', name: 'Ana', colour: 'red' })).toEqual(
      {
        status: 400,
        code: 'VALIDATION_ERROR',
        es: 'Campo desconocido: colour.',
        en: 'Unknown field: colour.',
      },
    );
    expect(await signUp({ email: 'new@truck.example', password: 'abc', name: 'Ana' })).toEqual({
      status: 400,
      code: 'PASSWORD_TOO_SHORT',
      es: 'La contraseña es demasiado corta',
      en: 'Password too short',
    });
  });

  it('follows the language the visitor chose over the browser’s', async () => {
    const response = await t.request(`/api/permits/${randomUUID()}`, {
      headers: { 'accept-language': 'en-US' },
      cookie: owner.cookie.replace(`${LOCALE_COOKIE}=en`, `${LOCALE_COOKIE}=es`),
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiError).error.message).toBe('Ese permiso no existe.');
  });
});
