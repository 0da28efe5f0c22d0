import { PUBLIC_PATHS } from '../../../shared/routes';

/** Pages worth indexing: every public screen except the one-off password reset page. */
const INDEXED_PATHS = PUBLIC_PATHS.filter((path) => path !== '/reset-password');

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

export function sitemapXml(appUrl: string) {
  const urls = INDEXED_PATHS.map((path) => `  <url><loc>${appUrl}${path === '/' ? '/' : path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
