import { i18n } from '@lingui/core';
import { catalogs } from 'virtual:permitpilot/catalogs';
import { INTL_LOCALE, toLocale, type Locale } from '@shared/i18n/locales';

export { i18n };

/** A catalog of scripts/vite-i18n.ts: the shell's ('main') or a screen's, named after its route module. */
export type CatalogName = keyof typeof catalogs;

/**
 * The language of the page, which the server chose and wrote into `<html lang>` (docs/decisions/0026): the
 * account's, else the visitor's earlier choice, else the browser's.
 */
export function pageLocale(): Locale {
  return toLocale(typeof document === 'undefined' ? undefined : document.documentElement.lang);
}

/** Loads a catalog's messages in the page's language; what is loaded once stays. */
export async function loadCatalog(name: CatalogName, locale: Locale = pageLocale()): Promise<void> {
  const catalog = catalogs[name];
  if (!catalog) throw new Error(`No message catalog named ${name}`);
  const { messages } = await catalog[locale]();
  i18n.load(locale, messages);
}

/** Makes the page's language the active one, with the shell's messages: before the app first renders. */
export async function startI18n(locale: Locale = pageLocale()): Promise<void> {
  await loadCatalog('main', locale);
  i18n.activate(locale, [INTL_LOCALE[locale]]);
}
