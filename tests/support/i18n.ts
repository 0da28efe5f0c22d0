import { i18n, loadCatalog, type CatalogName } from '@client/lib/i18n';
import { INTL_LOCALE, type Locale } from '@shared/i18n/locales';

/**
 * Makes a component test speak `locale`, with the messages of the screens' catalogs it names loaded as the app
 * loads them (docs/decisions/0026). tests/support/i18n-setup.ts puts English back after each test.
 */
export async function speak(locale: Locale, ...catalogs: CatalogName[]) {
  for (const catalog of ['main', ...catalogs]) await loadCatalog(catalog, locale);
  i18n.activate(locale, [INTL_LOCALE[locale]]);
}
