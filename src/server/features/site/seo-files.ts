import { PUBLIC_PATHS } from '../../../shared/routes';

/** Pages worth indexing: every public screen except the one-off password reset page. */
const INDEXED_PATHS = PUBLIC_PATHS.filter((path) => path !== '/reset-password');

/** The landing page's address in each language, named to search engines as each other's alternates. */
const LANDING_ALTERNATES = [
  ['en', '/'],
  ['es', '/es'],
  ['x-default', '/'],
] as const;

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
 * Every indexed page; the landing page's two addresses each name the other with hreflang
 * (docs/decisions/0026), which search engines read from a sitemap as from the page itself.
 */
export function sitemapXml(appUrl: string) {
  const alternates = LANDING_ALTERNATES.map(
    ([language, path]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${appUrl}${path}"/>`,
  ).join('');
  const urls = INDEXED_PATHS.map((path) => {
    const landing = LANDING_ALTERNATES.some(([, landingPath]) => landingPath === path);
    return `  <url><loc>${appUrl}${path}</loc>${landing ? alternates : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
