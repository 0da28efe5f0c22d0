import fs from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { getCookie } from 'hono/cookie';
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
  const file = new URL(`./messages/${locale}.json`, import.meta.url);
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
export function requestLocale(c: Context): Locale {
  const chosen = getCookie(c, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return accepts(c, {
    header: 'Accept-Language',
    supports: [...LOCALES],
    default: DEFAULT_LOCALE,
    match: (accepted, { default: fallback }) => {
      const wanted = accepted.filter((entry) => entry.q > 0).sort((a, b) => b.q - a.q);
      for (const { type } of wanted) {
        if (type === '*') return fallback;
        const language = type.split('-')[0]?.toLowerCase();
        if (LOCALES.some((locale) => locale === language)) return toLocale(language);
      }
      return fallback;
    },
  }) as Locale;
}

/** A message in the request's language. */
export const translateFor = (c: Context) => i18nFor(requestLocale(c));
