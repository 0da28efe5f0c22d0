import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@tests/support/chromium';
import { kib, root, type Row } from './support';

/** The JavaScript half of the web benchmark: every script a phone loads per route, in each language. */

const LANDING_JS_TARGET = 100 * 1024;
/** Every other screen's first load, signed in or not (docs/decisions/0024, 0025). */
const SCREEN_JS_TARGET = 150 * 1024;

/** The routes whose JavaScript we weigh; the signed-in ones with the owner's session. */
const ROUTES = [
  { path: '/', signedIn: false },
  { path: '/auth', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/permit-setup', signedIn: true },
  { path: '/compliance-reports', signedIn: true },
  { path: '/alert-setup', signedIn: true },
  { path: '/account', signedIn: true },
];

/**
 * Each screen in each language (docs/decisions/0026): Spanish is asked for with the language cookie, as a
 * visitor who chose it or an account that keeps it sends; the landing page is at its own address.
 */
export type Language = 'en' | 'es';
export const LANGUAGES: Language[] = ['en', 'es'];
export const IN_SPANISH = ' in Spanish';
export const pathIn = (path: string, language: Language) =>
  language === 'es' && path === '/' ? '/es' : path;
/** The bench owner's account speaks `language`: a signed-in page follows the account's. */
export async function setAccountLanguage(appUrl: string, cookie: string, language: Language) {
  const response = await fetch(`${appUrl}/api/account/language`, {
    method: 'PUT',
    headers: { cookie, origin: appUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ locale: language }),
  });
  if (!response.ok) throw new Error(`Setting the language failed: ${response.status}`);
}

export const cookieIn = (cookie: string, language: Language) =>
  [cookie.replace(/(^|;\s*)pp_lang=[^;]*/g, ''), `pp_lang=${language}`].filter(Boolean).join('; ');

/** Every script a phone loads for the route, gzipped at level 9 as the build ships it. */
async function javaScriptPerRoute(url: string, cookie: string, language: Language) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const sizes = new Map<string, { files: number; gzip: number }>();
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
      // The production cookie is __Secure-: sent as a header, as Lighthouse sends it, on plain http.
      await context.setExtraHTTPHeaders({
        cookie: cookieIn(route.signedIn ? cookie : '', language),
      });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
      });
      await page.goto(`${url}${pathIn(route.path, language)}`, { waitUntil: 'networkidle' });
      let gzip = 0;
      for (const script of scripts) {
        const file = fs.readFileSync(path.join(root, 'dist/client', script));
        gzip += zlib.gzipSync(file, { level: 9 }).length;
      }
      sizes.set(route.path, { files: scripts.size, gzip });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

/** One row per route and language: its scripts' weight against the first-load target. */
export async function javaScriptRows(url: string, appUrl: string, cookie: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const language of LANGUAGES) {
    console.log(`  JavaScript per route (${language})…`);
    await setAccountLanguage(appUrl, cookie, language);
    const sizes = await javaScriptPerRoute(url, cookie, language);
    for (const [route, size] of sizes) {
      const landing = route === '/';
      rows.push({
        measure: `JavaScript for ${pathIn(route, language)}${language === 'es' ? IN_SPANISH : ''} (gzipped, ${size.files} files)`,
        value: kib(size.gzip),
        ...(landing
          ? { target: '≤ 100 KB', met: size.gzip <= LANDING_JS_TARGET }
          : { target: '≤ 150 KB', met: size.gzip <= SCREEN_JS_TARGET }),
      });
    }
  }
  return rows;
}
