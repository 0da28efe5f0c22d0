import { localizedPage, pageAlternates } from '../../../shared/i18n/localized-paths';
import { PUBLIC_PATHS } from '../../../shared/routes';

/** Pages worth indexing: every public screen except the one-off password reset page. */
const INDEXED_PATHS = PUBLIC_PATHS.filter((path) => path !== '/reset-password');

function alternates(appUrl: string, page: string) {
  return pageAlternates(page)
    .map(([language, path]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${appUrl}${path}"/>`)
    .join('');
}

export function robotsTxt(appUrl: string) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /account',
    'Disallow: /dev/',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Every indexed page; each address of a localized page lists its alternates (docs/decisions/0026), which
 * search engines read from a sitemap as from the page itself.
 */
export function sitemapXml(appUrl: string) {
  const urls = INDEXED_PATHS.map((path) => {
    const page = localizedPage(path);
    return `  <url><loc>${appUrl}${path}</loc>${page ? alternates(appUrl, page.path) : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
