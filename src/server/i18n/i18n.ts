import fs from 'node:fs';
import { inProject } from '../lib/project-root';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Context } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import { parseAccept } from 'hono/utils/accept';
import {
  DEFAULT_LOCALE,
  INTL_LOCALE,
  isLocale,
  LOCALES,
  toLocale,
  type Locale,
} from '../../shared/i18n/locales';

/** The cookie that remembers a visitor's language (docs/decisions/0026); the account's, once signed in. */
export const LOCALE_COOKIE = 'pp_lang';

/** The server's messages, compiled by `npm run i18n` (scripts/i18n.ts). */
function compiledMessages(locale: Locale): Messages {
  const file = inProject('src/server/i18n/messages', `${locale}.json`);
  if (!fs.existsSync(file)) return {};
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { messages: Messages }).messages;
}

const instances = new Map<Locale, I18n>();

/**
 * The server's Lingui instance for a language. A message marked in the code is its own id, in English
 * (docs/decisions/0026): one the catalogs don't hold yet is compiled from the code, so English never fails.
 */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({
      locale,
      locales: [INTL_LOCALE[locale]],
      messages: { [locale]: compiledMessages(locale) },
    });
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

/**
 * The language a request is answered in: the one the visitor chose (the cookie, which the account's language
 * sets), else the best their browser asks for, else English. Nothing a client sends makes it fail.
 */
export function localeOfHeaders(headers: Headers): Locale {
  const chosen = parseCookies(headers.get('cookie') ?? '', LOCALE_COOKIE)[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  const wanted = parseAccept(headers.get('accept-language') ?? '')
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { type } of wanted) {
    if (type === '*') break;
    const language = type.split('-')[0]?.toLowerCase();
    if (LOCALES.some((locale) => locale === language)) return toLocale(language);
  }
  return DEFAULT_LOCALE;
}

export const requestLocale = (c: Context): Locale => localeOfHeaders(c.req.raw.headers);

/** The cookie that keeps a chosen language, a year long: read by the server only. */
export const localeCookieOptions = (secure: boolean) =>
  ({ path: '/', maxAge: 60 * 60 * 24 * 365, httpOnly: true, sameSite: 'Lax', secure }) as const;

/** A message in the request's language. */
export const translateFor = (c: Context) => i18nFor(requestLocale(c));
