import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { isClientPath, PRERENDER_MANIFEST, type PrerenderedPage } from '../../shared/routes';

/** The pages the build prerendered (docs/decisions/0009), by the path they answer. */
function readPrerenderedPages(distDir: string) {
  const manifestFile = path.join(distDir, PRERENDER_MANIFEST);
  const pages = new Map<string, PrerenderedPage & { html: string }>();
  if (!fs.existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, PrerenderedPage>;
  for (const [pagePath, page] of Object.entries(manifest)) {
    pages.set(pagePath, { ...page, html: fs.readFileSync(path.join(distDir, page.fileName), 'utf8') });
  }
  return pages;
}

/**
 * Serves the built client (DESIGN §2): hashed assets cached for a year, pre-compressed .br/.gz
 * when the browser accepts them, a prerendered page where the build made one, and index.html for every
 * other client route (status 404 for unknown paths).
 */
export function mountClient(
  app: Hono,
  options: {
    distDir: string;
    devOutboxEnabled: boolean;
    /** Whether the request carries a valid session: a signed-in page is prerendered only for one. */
    hasSession: (headers: Headers) => Promise<boolean>;
  },
) {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const prerendered = readPrerenderedPages(options.distDir);
  // HTML pages are answered only at their paths, with the status and caching decided below.
  const pageFiles = new Set(['/index.html', ...[...prerendered.values()].map((page) => `/${page.fileName}`)]);

  app.use(
    '/assets/*',
    serveStatic({
      root: options.distDir,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: options.distDir,
      precompressed: true,
      rewriteRequestPath: (requestPath) =>
        requestPath === '/' || pageFiles.has(requestPath) ? '/__none__' : requestPath,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
    }),
  );
  /** A signed-in page's frame is the same for every owner; without a session the app sends them to /auth. */
  async function mayServe(page: PrerenderedPage, headers: Headers) {
    if (!page.signedIn) return true;
    try {
      return await options.hasSession(headers);
    } catch {
      return false; // The app shell checks the session again and shows what it finds.
    }
  }

  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    const page = prerendered.get(c.req.path);
    if (page?.signedIn) c.header('Vary', 'Cookie', { append: true });
    if (page && (await mayServe(page, c.req.raw.headers))) return c.html(page.html, 200);
    const known = isClientPath(c.req.path, { devOutboxEnabled: options.devOutboxEnabled });
    return c.html(indexHtml, known ? 200 : 404);
  });
  return true;
}
