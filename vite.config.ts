import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiCatalogs, linguiMacro } from './scripts/vite-i18n.ts';
import type * as PrerenderModule from './src/client/prerender.tsx';
import { PRERENDER_MANIFEST, prerenderKey, type PrerenderedPage } from './src/shared/routes.ts';

const root = path.dirname(new URL(import.meta.url).pathname);

/** The date the legal texts last changed: their last commit, else the files' modification time. */
function legalTextsUpdatedAt(): string {
  const folder = path.join(root, 'src/client/features/legal');
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', folder], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    if (date) return date;
  } catch {
    /* not a git checkout */
  }
  const times = fs.existsSync(folder)
    ? fs.readdirSync(folder).map((file) => fs.statSync(path.join(folder, file)).mtimeMs)
    : [Date.now()];
  return new Date(Math.max(...times)).toISOString().slice(0, 10);
}

/** Which build this is: PERMITPILOT_BUILD_ID, else the commit, named in every page for operators and tests. */
function buildId(): string {
  if (process.env.PERMITPILOT_BUILD_ID) return process.env.PERMITPILOT_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * Names the build in index.html, so that a new deploy changes the app shell, and with it the service worker
 * that precaches it: phones are then offered the new version (docs/decisions/0024).
 */
function buildIdMeta(): Plugin {
  const id = buildId();
  return {
    name: 'permitpilot-build-id',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'permitpilot-build', content: id }, injectTo: 'head' },
    ],
  };
}

/** Writes .br and .gz beside every text asset so the server sends them pre-compressed. */
function precompress(): Plugin {
  return {
    name: 'permitpilot-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(root, 'dist/client');
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|txt|xml)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const content = fs.readFileSync(file);
        if (content.length >= 1024) writeCompressed(file, content);
      }
    },
  };
}

/**
 * Puts the stylesheet into index.html instead of linking it: on a phone's slow connection a linked
 * stylesheet is one more round trip before anything is painted (Lighthouse, BENCHMARKS.md). It is 8 KB
 * gzipped; the CSP allows inline styles already (Radix positions elements with them).
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'permitpilot-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = context.bundle?.[fileName];
            if (!asset || asset.type !== 'asset') return tag;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

/** The .br and .gz the server sends when the browser accepts them. */
function writeCompressed(file: string, content: Buffer) {
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}

/**
 * Renders the static screens listed in src/client/prerender.tsx into HTML files beside index.html, after
 * the client is written (docs/decisions/0009). They load no JavaScript; the server answers their paths
 * with them.
 */
function prerenderStaticScreens(): Plugin {
  let outDir = path.join(root, 'dist/client');
  let mode = 'production';
  let bundle: Rollup.OutputBundle = {};
  return {
    name: 'permitpilot-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    async closeBundle() {
      const { createServer } = await import('vite');
      const server = await createServer({
        configFile: path.join(root, 'vite.config.ts'),
        // The same mode as the build, so any import.meta.env branch renders as the bundle will run it.
        mode,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const prerender = (await server.ssrLoadModule('/src/client/prerender.tsx')) as typeof PrerenderModule;
        const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const screens = [
          ...(await prerender.prerenderScreens('en')),
          ...(await prerender.prerenderScreens('es')),
        ];
        for (const screen of screens) {
          const preloads = screen.routeModule ? chunkFiles(bundle, screen.routeModule, template) : [];
          const file = path.join(outDir, screen.fileName);
          const html = Buffer.from(prerender.prerenderedPageHtml(template, screen, preloads));
          fs.writeFileSync(file, html);
          writeCompressed(file, html);
        }
        // The server's map from path to page (src/server/lib/static-client.ts).
        const manifest: Record<string, PrerenderedPage> = Object.fromEntries(
          screens.map((screen) => [
            prerenderKey(screen.path, screen.locale, { forSession: screen.forSession }),
            { fileName: screen.fileName, signedIn: screen.signedIn ?? false, locale: screen.locale },
          ]),
        );
        fs.writeFileSync(path.join(outDir, PRERENDER_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      } finally {
        await server.close();
      }
    },
  };
}

/** The chunk of a source module and every chunk it imports, as URLs, less those index.html loads already. */
function chunkFiles(bundle: Rollup.OutputBundle, sourceModule: string, indexHtml: string): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId === path.join(root, sourceModule));
  if (!start) throw new Error(`Prerendering: no chunk for ${sourceModule}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
      visit(imported);
  };
  visit(start.fileName);
  return [...files]
    .filter((fileName) => !indexHtml.includes(`/${fileName}"`))
    .map((fileName) => `/${fileName}`);
}

/**
 * The installable app (docs/decisions/0024): the web app manifest, and the service worker of
 * src/client/service-worker/sw.ts with the build's files precached. The app registers it itself
 * (app/app.tsx), in production only.
 */
const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/client/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      id: '/',
      name: 'PermitPilot',
      short_name: 'PermitPilot',
      description: 'Every permit and licence of your food truck, their renewals and documents, in one place.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#1d4ed8',
      background_color: '#ffffff',
      icons: [
        { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
        { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The app's files and the shell; the prerendered pages are asked of the server, as the session decides.
      globPatterns: ['assets/**/*.{js,css,svg}', 'index.html', '*.{svg,png,ico}'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  });

/** What the shared chunk may hold (see `codeSplitting` below). */
const SHARED_MODULES =
  /\/src\/(client|shared)\/|\/node_modules\/(@tanstack|lucide-react|class-variance-authority|clsx)\//;
// Every dialog of ours (ui/dialog, titled-dialog, dialog-footer, the screens' dialogs) and Radix's dialog stack.
const DIALOG_MODULES =
  /\/node_modules\/@radix-ui\/react-(dialog|alert-dialog|dismissable-layer|focus-scope|focus-guards|portal|presence)\/|\/src\/client\/[^?]*dialog[^/]*$/;

/**
 * Vite lists, with each dynamic import, every chunk the imported one needs, to fetch them in parallel. Those the
 * page has run already (the entry's, and the importing chunk's own static imports) are fetched already: leaving
 * them out of the lists takes 0.1–0.2 KB of file names off every screen's first load (docs/decisions/0026).
 */
function preloadsNotYetLoaded() {
  const staticImports = new Map<string, string[]>();
  let entry = '';
  const loadedWith = (file: string, loaded: Set<string>): Set<string> => {
    if (loaded.has(file)) return loaded;
    loaded.add(file);
    for (const imported of staticImports.get(file) ?? []) loadedWith(imported, loaded);
    return loaded;
  };
  const plugin: Plugin = {
    name: 'permitpilot-preloads-not-yet-loaded',
    apply: 'build',
    // Before Vite's own generateBundle writes the lists (resolveDependencies below).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        staticImports.clear();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          staticImports.set(output.fileName, output.imports);
          if (output.isEntry) entry = output.fileName;
        }
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = loadedWith(hostId, loadedWith(entry, new Set()));
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
const preloads = preloadsNotYetLoaded();

export default defineConfig({
  plugins: [
    preloads.plugin,
    linguiMacro(),
    linguiCatalogs(root),
    react(),
    tailwindcss(),
    inlineStylesheet(),
    buildIdMeta(),
    precompress(),
    prerenderStaticScreens(),
    installableApp(),
  ],
  resolve: {
    alias: {
      '@client': path.join(root, 'src/client'),
      '@shared': path.join(root, 'src/shared'),
      // React Router's package names only its development build, with the checks and warnings meant for a
      // developer; the production bundle takes its production build (docs/decisions/0025). `vite build` has
      // set NODE_ENV to production by the time this file is read.
      ...(process.env.NODE_ENV === 'production' && {
        'react-router': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
      }),
    },
  },
  define: {
    __LEGAL_UPDATED_AT__: JSON.stringify(legalTextsUpdatedAt()),
    // The year the prerendered pages' footers were written in, which the app says too until it has taken
    // them over (features/marketing/components/public-site-footer.tsx).
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser of es2022 preloads modules itself: no polyfill on every page (docs/decisions/0026).
    modulePreload: {
      polyfill: false,
      resolveDependencies: preloads.resolveDependencies,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small modules most screens share (the API client, queries, cards, the header…) ship as one
          // chunk instead of thirty of a few hundred bytes each: it compresses better and is one request
          // (docs/decisions/0026). React, React Router and the form library keep their own chunks.
          groups: [
            {
              name: 'shared',
              minShareCount: 16,
              // Radix and our dialog wrappers stay out: once enough screens had a dialog they crossed the count,
              // and the group took them with everything they import into the chunk every screen loads — 13 KB
              // more for /auth, which opens none. Rolldown splits them by the screens that use them instead.
              test: (id) => SHARED_MODULES.test(id) && !DIALOG_MODULES.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://localhost:${process.env.API_PORT ?? 3001}`,
      '/healthz': `http://localhost:${process.env.API_PORT ?? 3001}`,
      '/readyz': `http://localhost:${process.env.API_PORT ?? 3001}`,
    },
  },
});
