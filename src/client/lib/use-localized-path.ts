import { useLingui } from '@lingui/react';
import { toLocale } from '@shared/i18n/locales';
import { pathIn } from '@shared/i18n/localized-paths';

/**
 * Links to the public pages go to their address in the page's language, '/es/gdpr' on a Spanish page
 * (docs/decisions/0026), so a reader and a search engine stay in one language.
 */
export function useLocalizedPath() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (path: string) => pathIn(path, locale);
}
