import { LOCALES } from './i18n/locales';
import { localizedPath, type LOCALIZED_PATHS } from './i18n/localized-paths';

/**
 * Addresses that answer with another page: the Getting Started guide's help button links to /contact-us,
 * which the product gives as it is, and the contact page is /contact. The server redirects (301) and the app
 * goes on without asking it; each language's address goes to that language's page.
 */
const MOVED_PAGES: Record<string, (typeof LOCALIZED_PATHS)[number]> = { '/contact-us': '/contact' };

/** Where a moved address goes ('/contact-us' → '/contact', '/es/contact-us' → '/es/contact'), or null. */
export function movedPath(path: string): string | null {
  for (const [moved, page] of Object.entries(MOVED_PAGES))
    for (const locale of LOCALES)
      if (localizedPath(moved, locale) === path) return localizedPath(page, locale);
  return null;
}
