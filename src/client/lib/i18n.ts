import { i18n, type Messages } from '@lingui/core';
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

/** The language messages load in: the active one, else (before the first render) the page's. */
const loadingLocale = (): Locale => (i18n.locale ? toLocale(i18n.locale) : pageLocale());

/** Loads a catalog's messages in the page's language; what is loaded once stays. */
export async function loadCatalog(name: CatalogName, locale: Locale = loadingLocale()): Promise<void> {
  const catalog = catalogs[name];
  if (!catalog) throw new Error(`No message catalog named ${name}`);
  const { messages } = await catalog[locale]();
  i18n.load(locale, messages);
}

type LazyCatalog = Record<Locale, () => Promise<{ messages: Messages }>>;

/**
 * A module loaded when asked (a dialog, the toaster), with its messages in the page's language: the build
 * wraps such `import()`s in this (scripts/vite-i18n.ts, docs/decisions/0026), so nothing renders before its
 * words are there. Either failing fails the load, as a failed `import()` does.
 */
export async function withMessages<Module>(module: Promise<Module>, catalog: LazyCatalog): Promise<Module> {
  const locale = loadingLocale();
  const [loaded, { messages }] = await Promise.all([module, catalog[locale]()]);
  i18n.load(locale, messages);
  return loaded;
}

/** Makes the page's language the active one, with the shell's messages: before the app first renders. */
export async function startI18n(locale: Locale = pageLocale()): Promise<void> {
  await loadCatalog('main', locale);
  i18n.activate(locale, [INTL_LOCALE[locale]]);
}
