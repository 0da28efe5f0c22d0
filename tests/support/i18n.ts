import { i18n, loadCatalog, type CatalogName } from '@client/lib/i18n';
import { INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { catalogMessages } from './i18n-instances';

/**
 * Makes a component test speak `locale` (docs/decisions/0026): the screens' catalogs it names, as the app
 * loads them, and every other message of the language, as the dialogs and other modules loaded when asked
 * bring theirs (scripts/vite-i18n.ts). tests/support/i18n-setup.ts puts English back after each test.
 */
export async function speak(locale: Locale, ...catalogs: CatalogName[]) {
  i18n.load(locale, await catalogMessages(locale));
  for (const catalog of ['main', ...catalogs]) await loadCatalog(catalog, locale);
  i18n.activate(locale, [INTL_LOCALE[locale]]);
}
