import fs from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { i18nFor, LOCALE_COOKIE, requestLocale } from './i18n';

/** The language a request with these headers is answered in. */
async function localeOf(headers: Record<string, string>) {
  const app = new Hono();
  app.get('/', (c) => c.text(requestLocale(c)));
  const response = await app.request('/', { headers });
  expect(response.status).toBe(200);
  return response.text();
}

describe('the language of a request', () => {
  it('is the one the cookie chose, whatever the browser asks for', async () => {
    expect(await localeOf({ cookie: `${LOCALE_COOKIE}=es`, 'accept-language': 'en-US,en;q=0.9' })).toBe('es');
    expect(await localeOf({ cookie: `${LOCALE_COOKIE}=en`, 'accept-language': 'es-MX,es;q=0.9' })).toBe('en');
  });

  it("is the browser's best language we speak without the cookie", async () => {
    expect(await localeOf({ 'accept-language': 'es-MX,en;q=0.5' })).toBe('es');
    expect(await localeOf({ 'accept-language': 'ES' })).toBe('es');
    expect(await localeOf({ 'accept-language': 'fr-FR,es;q=0.8,en;q=0.5' })).toBe('es');
    expect(await localeOf({ 'accept-language': 'en;q=0.4,es;q=0.9' })).toBe('es');
  });

  it('is English for a language we do not speak, any language, garbage or nothing', async () => {
    for (const header of ['fr', 'xx-YY', '*', 'es;q=0', ';;;,,,q=', 'é?%$#@!', '-', 'q=1', '']) {
      expect(await localeOf({ 'accept-language': header }), JSON.stringify(header)).toBe('en');
    }
    expect(await localeOf({})).toBe('en');
  });

  it('ignores a cookie naming a language we do not speak', async () => {
    expect(await localeOf({ cookie: `${LOCALE_COOKIE}=zz` })).toBe('en');
    expect(await localeOf({ cookie: `${LOCALE_COOKIE}=` })).toBe('en');
    expect(await localeOf({ cookie: `${LOCALE_COOKIE}=zz`, 'accept-language': 'es' })).toBe('es');
    expect(await localeOf({ cookie: `${LOCALE_COOKIE}=%E0%A4%A`, 'accept-language': 'fr' })).toBe('en');
  });

  it('never fails, whatever the headers hold', async () => {
    const odd = [
      'x'.repeat(10_000),
      Array.from({ length: 500 }, (_, index) => `l${index};q=0.${index % 10}`).join(','),
      'es;q=NaN,en;q=-1',
      'es;q=2',
      '\t es \t',
    ];
    for (const header of odd) {
      const locale = await localeOf({ 'accept-language': header, cookie: `${LOCALE_COOKIE}=${header}` });
      expect(['en', 'es']).toContain(locale);
    }
  });
});

describe("the server's messages", () => {
  it('say a marked message in Spanish, and in English as it is written', () => {
    expect(i18nFor('es')._('No such permit.')).toBe('Ese permiso no existe.');
    expect(i18nFor('en')._('No such permit.')).toBe('No such permit.');
    expect(i18nFor('es')._('Choose at most {max} permits.', { max: 500 })).toBe(
      'Elija como máximo 500 permisos.',
    );
    expect(i18nFor('en')._('Choose at most {max} permits.', { max: 500 })).toBe(
      'Choose at most 500 permits.',
    );
  });

  it('say a message the catalogs do not hold yet as it is written, in every language', () => {
    expect(i18nFor('es')._('Not in any catalog: {name}.', { name: 'Taco Loco' })).toBe(
      'Not in any catalog: Taco Loco.',
    );
  });

  it('keep one instance per language', () => {
    expect(i18nFor('es')).toBe(i18nFor('es'));
    expect(i18nFor('es')).not.toBe(i18nFor('en'));
  });

  it('read in English exactly as the code writes them', () => {
    const file = new URL('./messages/en.json', import.meta.url);
    const ids = Object.keys((JSON.parse(fs.readFileSync(file, 'utf8')) as { messages: object }).messages);
    expect(ids.length).toBeGreaterThan(100);
    // A plural or a choice is ICU, not text: its forms have tests of their own (shared/domain).
    for (const id of ids.filter((message) => !/\{\w+, (plural|select)/.test(message))) {
      const names = [...id.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      expect(i18nFor('en')._(id, values)).toBe(id.replace(/\{(\w+)\}/g, '<$1>'));
    }
  });

  it('have a Spanish translation that fills the same placeholders', () => {
    const file = new URL('./messages/es.json', import.meta.url);
    const ids = Object.keys((JSON.parse(fs.readFileSync(file, 'utf8')) as { messages: object }).messages);
    // A status is said in words of its own (ICU select), not repeated; a plural or a choice is ICU, with its
    // forms' tests of their own (shared/domain).
    const plain = (id: string) => !id.includes('{status}') && !/\{\w+, (plural|select)/.test(id);
    for (const id of ids.filter(plain)) {
      const names = [...id.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      const spanish = i18nFor('es')._(id, values);
      for (const name of names) expect(spanish, id).toContain(`<${name}>`);
    }
  });
});
