import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
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

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineStylesheet(), precompress()],
  resolve: {
    alias: {
      '@client': path.join(root, 'src/client'),
      '@shared': path.join(root, 'src/shared'),
    },
  },
  define: {
    __LEGAL_UPDATED_AT__: JSON.stringify(legalTextsUpdatedAt()),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
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
