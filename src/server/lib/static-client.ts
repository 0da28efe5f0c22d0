import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context, Hono } from 'hono';
import { accepts } from 'hono/accepts';
import { setCookie } from 'hono/cookie';
import { serveStatic } from '@hono/node-server/serve-static';
import { DEFAULT_LOCALE, LOCALES, toLocale, type Locale } from '../../shared/i18n/locales';
import { localizedPage, localizedPath, pageAlternates } from '../../shared/i18n/localized-paths';
import {
  isClientPath,
  movedPath,
  PRERENDER_MANIFEST,
  prerenderKey,
  type PrerenderedPage,
} from '../../shared/routes';
import { LOCALE_COOKIE, localeCookieOptions, requestLocale } from '../i18n/i18n';

/** The language a path names itself (a public page's address in one, docs/decisions/0026), or null. */
const localeOfPath = (requestPath: string): Locale | null => localizedPage(requestPath)?.locale ?? null;

/** A path under what may be a language code (BCP 47 shaped: 'fr', 'es-MX', 'zh-Hant-TW'), and the rest. */
const LANGUAGE_PREFIXED = /^\/([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2})(\/.*)?$/;

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** Whether a code names a language `Intl` knows, with a script and region it knows ('no-such' does not). */
function isLanguageCode(code: string) {
  try {
    return LANGUAGE_NAMES.of(code) !== undefined;
  } catch {
    return false;
  }
}

/** Files a browser must check with the server each time it uses them. */
const ALWAYS_CHECKED = new Set(['/sw.js', '/manifest.webmanifest']);

/** How long a signed-in page waits for the session check before it sends the app shell instead. */
const SESSION_CHECK_TIMEOUT_MS = 1_000;

/** An HTML page with the compressed copies the build wrote beside it. */
type HtmlPage = {
  fileName: string;
  html: string;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
};

function readHtmlPage(distDir: string, fileName: string): HtmlPage {
  const file = path.join(distDir, fileName);
  const compressed = (suffix: string) =>
    fs.existsSync(`${file}${suffix}`) ? new Uint8Array(fs.readFileSync(`${file}${suffix}`)) : undefined;
  return { fileName, html: fs.readFileSync(file, 'utf8'), br: compressed('.br'), gzip: compressed('.gz') };
}

/**
 * The app shell in another language: the same page saying so in `<html lang>`, which the app reads to load
 * its messages (docs/decisions/0026). Compressed once, at start.
 */
function shellIn(shell: HtmlPage, locale: Locale): HtmlPage {
  if (locale === DEFAULT_LOCALE) return shell;
  const html = shell.html.replace(/<html\b[^>]*>/, `<html lang="${locale}">`);
  return {
    fileName: shell.fileName,
    html,
    br: new Uint8Array(zlib.brotliCompressSync(html)),
    gzip: new Uint8Array(zlib.gzipSync(html, { level: 9 })),
  };
}

/** The pages the build prerendered (docs/decisions/0009), by the path they answer. */
function readPrerenderedPages(distDir: string) {
  const manifestFile = path.join(distDir, PRERENDER_MANIFEST);
  const pages = new Map<string, HtmlPage & PrerenderedPage>();
  if (!fs.existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, PrerenderedPage>;
  for (const [pagePath, page] of Object.entries(manifest)) {
    pages.set(pagePath, { ...page, ...readHtmlPage(distDir, page.fileName) });
  }
  return pages;
}

/** The page as the build compressed it when the browser takes that, so no request compresses it again. */
function sendHtml(c: Context, page: HtmlPage, status: 200 | 404) {
  const copies = { br: page.br, gzip: page.gzip };
  // Brotli before gzip whenever the browser takes both; an encoding it rates q=0 is refused.
  const encoding = accepts(c, {
    header: 'Accept-Encoding',
    supports: (['br', 'gzip'] as const).filter((name) => copies[name]),
    default: 'identity',
    match: (accepted, { supports, default: identity }) =>
      supports.find((name) => accepted.some((entry) => entry.type.toLowerCase() === name && entry.q > 0)) ??
      identity,
  });
  const body = encoding === 'br' || encoding === 'gzip' ? copies[encoding] : undefined;
  if (!body) return c.html(page.html, status);
  c.header('Content-Encoding', encoding);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(body, status);
}

/**
 * Serves the built client (docs/decisions/0009): hashed assets cached for a year, pre-compressed .br/.gz when
 * the browser accepts them, a prerendered page where the build made one, and index.html for every other
 * client route (status 404 for unknown paths).
 */
export function mountClient(
  app: Hono,
  options: {
    distDir: string;
    /**
     * Whether /dev/outbox is a page, for this request: the outbox answers this machine only
     * (docs/product/engineering.md#contracts).
     */
    devOutboxEnabled: boolean | ((c: Context) => boolean);
    /** Whether the request carries a valid session: a signed-in page is prerendered only for one. */
    hasSession: (headers: Headers) => Promise<boolean>;
    /**
     * Whether the request carries a valid session at all, whatever business it works in: such a visitor gets
     * a public page's version for a session (the landing page's, offering the dashboard). `hasSession` if not
     * given.
     */
    isSignedIn?: (headers: Headers) => Promise<boolean>;
    /**
     * The status and headers of a page whose existence the server decides (a share link in force), or null
     * when the path is no such page.
     */
    dynamicPage?: (path: string) => Promise<{ exists: boolean; headers: Record<string, string> } | null>;
    /** Cookies only over HTTPS (production). */
    secureCookies?: boolean;
    /** The app's public address (APP_URL), which a page's alternates in other languages are named on. */
    appUrl?: string;
  },
) {
  if (!fs.existsSync(path.join(options.distDir, 'index.html'))) return false;
  const englishShell = readHtmlPage(options.distDir, 'index.html');
  const shells = new Map(LOCALES.map((locale) => [locale, shellIn(englishShell, locale)]));
  const pageLocale = (c: Context) => localeOfPath(c.req.path) ?? requestLocale(c);
  const shellFor = (c: Context) => shells.get(pageLocale(c)) ?? englishShell;
  const prerendered = readPrerenderedPages(options.distDir);
  // HTML pages (and their compressed copies) are answered only at their paths, with the status, caching
  // and session check decided below; the build's map of them is no public file either.
  const pageNames = [englishShell.fileName, ...[...prerendered.values()].map((page) => page.fileName)];
  const hidden = (requestPath: string) =>
    requestPath === '/' ||
    requestPath === `/${PRERENDER_MANIFEST}` ||
    pageNames.some((name) => requestPath === `/${name}` || requestPath.startsWith(`/${name}.`));

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
      rewriteRequestPath: (requestPath) => (hidden(requestPath) ? '/__none__' : requestPath),
      // The service worker and the manifest are checked at every visit, so a deploy reaches phones on their
      // next visit (docs/decisions/0024); everything else may be kept for an hour.
      onFound: (_path, c) =>
        c.header('Cache-Control', ALWAYS_CHECKED.has(c.req.path) ? 'no-cache' : 'public, max-age=3600'),
    }),
  );

  /** A session check that fails or takes too long counts as none: the page without a session is sent. */
  async function checkWithin(check: (headers: Headers) => Promise<boolean>, headers: Headers) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), SESSION_CHECK_TIMEOUT_MS);
    });
    try {
      return await Promise.race([check(headers), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A signed-in page's frame is the same for every owner; without a session the app sends them to /auth.
   * A session check that fails or takes too long sends the app shell, which checks again itself.
   */
  async function mayServe(page: PrerenderedPage, headers: Headers) {
    return !page.signedIn || checkWithin(options.hasSession, headers);
  }

  /**
   * A public page's version for a visitor with a session, when the build made one and the request has one
   * (docs/decisions/0025: the landing page stays free of JavaScript, so the server decides). A request
   * without a session cookie costs no lookup (auth/session-reader.ts).
   */
  async function versionForSession(key: string, headers: Headers) {
    const page = prerendered.get(key);
    if (!page) return undefined;
    return (await checkWithin(options.isSignedIn ?? options.hasSession, headers)) ? page : undefined;
  }

  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    // The page speaks the visitor's language, chosen by their cookie or their browser (docs/decisions/0026).
    c.header('Vary', 'Cookie, Accept-Language', { append: true });
    // A language chosen with a plain link (`?lang=es`, on pages without JavaScript): kept, and the same page
    // answered without the parameter. A code we don't speak is English.
    const asked = c.req.query('lang');
    if (asked !== undefined) {
      const locale = toLocale(asked);
      setCookie(c, LOCALE_COOKIE, locale, localeCookieOptions(options.secureCookies ?? false));
      const url = new URL(c.req.url);
      url.searchParams.delete('lang');
      const page = localizedPage(url.pathname);
      // Slashes or backslashes at the start would make the address another site's ('//evil.example').
      const samePage = url.pathname.replace(/^[/\\]+/, '/');
      return c.redirect(`${page ? localizedPath(page.path, locale) : samePage}${url.search}`, 302);
    }
    const query = new URL(c.req.url).search;
    // A public page asked with a trailing slash: its one address, so that it is answered and indexed once.
    const trimmed = c.req.path.replace(/\/+$/, '') || '/';
    if (trimmed !== c.req.path && localizedPage(trimmed)) return c.redirect(`${trimmed}${query}`, 301);
    const moved = movedPath(trimmed);
    if (moved) return c.redirect(`${moved}${query}`, 301);
    // A public page's English address sends a visitor who reads another language to that language's.
    // Search engines send no language, and one who chose English stays.
    const page = localizedPage(c.req.path);
    if (page?.locale === DEFAULT_LOCALE && requestLocale(c) !== DEFAULT_LOCALE)
      return c.redirect(`${localizedPath(page.path, requestLocale(c))}${query}`, 302);
    // A public page asked under a language code of its own ('/fr/gdpr', '/es-MX/gdpr') is the page at the
    // address of the language we speak nearest it, English for one we don't: never an error.
    const coded = page ? null : LANGUAGE_PREFIXED.exec(c.req.path);
    const codedPage = coded && isLanguageCode(coded[1]!) ? localizedPage(coded[2] ?? '/') : null;
    if (coded && codedPage?.locale === DEFAULT_LOCALE)
      return c.redirect(`${localizedPath(codedPage.path, toLocale(coded[1]))}${query}`, 302);
    // A page at an address in each language names the others, as the sitemap does (docs/decisions/0026).
    if (page && options.appUrl)
      c.header(
        'Link',
        pageAlternates(page.path)
          .map(([language, path]) => `<${options.appUrl}${path}>; rel="alternate"; hreflang="${language}"`)
          .join(', '),
      );
    const shell = shellFor(c);
    // The service worker keeps the app shell under its file name (docs/decisions/0024).
    if (c.req.path === `/${shell.fileName}`) return sendHtml(c, shell, 200);
    // Each page in the language it is written in; a visitor in a language without one gets the shell, which
    // renders the same screen in theirs.
    const forSession = await versionForSession(
      prerenderKey(c.req.path, pageLocale(c), { forSession: true }),
      c.req.raw.headers,
    );
    if (forSession) return sendHtml(c, forSession, 200);
    const prerenderedPage = prerendered.get(prerenderKey(c.req.path, pageLocale(c)));
    if (prerenderedPage && (await mayServe(prerenderedPage, c.req.raw.headers)))
      return sendHtml(c, prerenderedPage, 200);
    const dynamic = await options.dynamicPage?.(c.req.path);
    if (dynamic) {
      for (const [name, value] of Object.entries(dynamic.headers)) c.header(name, value);
      return sendHtml(c, shell, dynamic.exists ? 200 : 404);
    }
    const devOutboxEnabled =
      typeof options.devOutboxEnabled === 'function' ? options.devOutboxEnabled(c) : options.devOutboxEnabled;
    const known = isClientPath(c.req.path, { devOutboxEnabled });
    return sendHtml(c, shell, known ? 200 : 404);
  });
  return true;
}
