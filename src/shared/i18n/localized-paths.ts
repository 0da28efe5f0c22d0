import { LOCALES, type Locale } from './locales';

/**
 * The public pages with an address of their own in each language: English at the path, Spanish under /es
 * (docs/decisions/0026). Search engines index each, and the build prerenders each.
 */
export const LOCALIZED_PATHS = [
  '/',
  '/signup/pro',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/gdpr',
  '/contact',
  '/getting-started',
] as const;

/** A localized page's address in a language: '/privacy-policy' in Spanish is '/es/privacy-policy'. */
export function localizedPath(path: string, locale: Locale) {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * A localized page's addresses as hreflang alternates: each language's, and the English one as the default
 * for any other language. Search engines read them from the sitemap and the page's Link header.
 */
export function pageAlternates(page: string): [hreflang: string, path: string][] {
  return [
    ...LOCALES.map((locale): [string, string] => [locale, localizedPath(page, locale)]),
    ['x-default', page],
  ];
}

/** Where a link to a page goes in a language: the page's address there when it has one of its own. */
export function pathIn(path: string, locale: Locale) {
  return LOCALIZED_PATHS.some((page) => page === path) ? localizedPath(path, locale) : path;
}

/** The page and language a localized address names ('/es/gdpr' → '/gdpr' in Spanish), or null. */
export function localizedPage(path: string): { path: string; locale: Locale } | null {
  for (const locale of LOCALES) {
    const page = LOCALIZED_PATHS.find((candidate) => localizedPath(candidate, locale) === path);
    if (page) return { path: page, locale };
  }
  return null;
}
