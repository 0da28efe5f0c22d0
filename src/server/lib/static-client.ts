import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { isClientPath } from '../../shared/routes';

/**
 * Serves the built client (DESIGN §2): hashed assets cached for a year, pre-compressed .br/.gz
 * when the browser accepts them, and index.html for every client route (status 404 for unknown paths).
 */
export function mountClient(app: Hono, options: { distDir: string; devOutboxEnabled: boolean }) {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');

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
      // index.html itself must never be served from a file lookup: the route below decides its status.
      rewriteRequestPath: (requestPath) =>
        requestPath === '/' || requestPath === '/index.html' ? '/__none__' : requestPath,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
    }),
  );
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    const known = isClientPath(c.req.path, { devOutboxEnabled: options.devOutboxEnabled });
    return c.html(indexHtml, known ? 200 : 404);
  });
  return true;
}
