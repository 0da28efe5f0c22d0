import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { siteInfoSchema } from '../../../shared/contracts/site';
import { robotsTxt, sitemapXml } from './seo-files';

const siteRoute = createRoute({
  method: 'get',
  path: '/api/site',
  summary: 'Public facts the static pages show (support e-mail)',
  tags: ['site'],
  responses: {
    200: { description: 'Site information', content: { 'application/json': { schema: siteInfoSchema } } },
  },
});

export function siteRoutes({ supportEmail, appUrl }: { supportEmail: string; appUrl: string }) {
  const app = new OpenAPIHono();
  // Generated from APP_URL so that they name the operator's own domain.
  app.get('/robots.txt', (c) => c.text(robotsTxt(appUrl), 200, { 'Cache-Control': 'public, max-age=3600' }));
  app.get('/sitemap.xml', (c) =>
    c.body(sitemapXml(appUrl), 200, {
      'Content-Type': 'application/xml',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
  app.openapi(siteRoute, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ supportEmail }, 200);
  });
  return app;
}
