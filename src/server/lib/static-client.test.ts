import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { PRERENDER_MANIFEST } from '../../shared/routes';
import { organization, user } from '../db/schema';
import { mountClient } from './static-client';

const SHELL =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const LANDING =
  '<!doctype html><html><head><title>Landing</title></head><body><div id="root"><h1>All your permits</h1></div></body></html>';
const LANDING_ES =
  '<!doctype html><html lang="es"><head><title>Inicio</title></head><body><div id="root"><h1>Todos sus permisos</h1></div></body></html>';
const DASHBOARD_ES =
  '<!doctype html><html lang="es"><head><title>Panel</title></head><body><div id="root"><h1>Bienvenido</h1></div></body></html>';
const LANDING_SIGNED_IN =
  '<!doctype html><html><head><title>Landing</title></head><body><div id="root"><a href="/dashboard">Dashboard</a></div></body></html>';
const DASHBOARD =
  '<!doctype html><html><head><title>Dashboard</title></head><body><div id="root"><h1>Welcome</h1></div></body></html>';

const directories: string[] = [];
const apps: TestApp[] = [];

/** A page and the compressed copies the build writes beside it. */
function writePage(directory: string, fileName: string, html: string) {
  const file = path.join(directory, fileName);
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html));
}

/** A built client as `vite build` leaves it, with or without its prerendered pages. */
function writeClient(options: { prerendered: boolean; spanishLanding?: boolean }) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-client-'));
  directories.push(directory);
  writePage(directory, 'index.html', SHELL);
  if (options.prerendered) {
    writePage(directory, 'landing.html', LANDING);
    writePage(directory, 'dashboard.html', DASHBOARD);
    writePage(directory, 'landing-signed-in.html', LANDING_SIGNED_IN);
    const manifest: Record<string, unknown> = {
      '/': { fileName: 'landing.html', signedIn: false },
      '/ session': { fileName: 'landing-signed-in.html', signedIn: false },
      '/dashboard': { fileName: 'dashboard.html', signedIn: true },
    };
    if (options.spanishLanding) {
      writePage(directory, 'landing.es.html', LANDING_ES);
      manifest['/es es'] = { fileName: 'landing.es.html', signedIn: false, locale: 'es' };
      writePage(directory, 'dashboard.es.html', DASHBOARD_ES);
      manifest['/dashboard es'] = { fileName: 'dashboard.es.html', signedIn: true, locale: 'es' };
    }
    fs.writeFileSync(path.join(directory, PRERENDER_MANIFEST), JSON.stringify(manifest));
  }
  return directory;
}

async function appWithClient(options: { prerendered: boolean; spanishLanding?: boolean }) {
  const app = await createTestApp({ env: { CLIENT_DIST_DIR: writeClient(options) } });
  apps.push(app);
  return app;
}

let app: TestApp;
beforeAll(async () => {
  app = await appWithClient({ prerendered: true });
});
afterAll(async () => {
  await Promise.all(apps.map((each) => each.close()));
  for (const directory of directories) fs.rmSync(directory, { recursive: true, force: true });
});

describe('prerendered pages (docs/decisions/0009)', () => {
  it('answers / with the page the build rendered, revalidated on every visit', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(LANDING);
  });

  it('answers every other client route with the app shell', async () => {
    for (const pathname of ['/auth', '/dashboard', '/privacy-policy']) {
      const response = await app.request(pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toBe(SHELL);
    }
  });

  it('does not serve the page files under their own names, but for the app shell the service worker keeps', async () => {
    const shell = await app.request('/index.html');
    expect(shell.status).toBe(200);
    expect(await shell.text()).toBe(SHELL);
    const names = ['/landing.html', '/dashboard.html', '/landing.html.br', '/dashboard.html.gz'];
    for (const pathname of [...names, '/index.html.br', `/${PRERENDER_MANIFEST}`]) {
      const response = await app.request(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toBe(SHELL);
    }
  });

  it('sends the signed-in dashboard frame only with a valid session, and says it depends on the cookie', async () => {
    const owner = await createUser(app.db);
    const cookie = await app.signIn(owner.email, owner.password);
    const signedIn = await app.request('/dashboard', { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toBe(DASHBOARD);
    expect(signedIn.headers.get('vary')).toMatch(/\bCookie\b/);

    // Without a session, or with a forged one, the app shell: it sends the visitor to /auth.
    const visitors: Record<string, string>[] = [
      {},
      { cookie: 'better-auth.session_token=forged.c2lnbmF0dXJl' },
    ];
    for (const headers of visitors) {
      const anonymous = await app.request('/dashboard', { headers });
      expect(anonymous.status).toBe(200);
      expect(await anonymous.text()).toBe(SHELL);
      expect(anonymous.headers.get('vary')).toMatch(/\bCookie\b/);
    }
  });

  it("sends the landing page's version for a session to anyone signed in, in a business or in none", async () => {
    const owner = await createUser(app.db);
    const removed = await createUser(app.db);
    await app.db.delete(organization).where(eq(organization.id, removed.businessId));
    for (const person of [owner, removed]) {
      const cookie = await app.signIn(person.email, person.password);
      const signedIn = await app.request('/', { headers: { cookie } });
      expect(signedIn.status).toBe(200);
      expect(await signedIn.text()).toBe(LANDING_SIGNED_IN);
      expect(signedIn.headers.get('vary')).toMatch(/\bCookie\b/);
      expect(signedIn.headers.get('cache-control')).toBe('no-cache');
    }
    const visitors: Record<string, string>[] = [
      {},
      { cookie: 'better-auth.session_token=forged.c2lnbmF0dXJl' },
    ];
    for (const headers of visitors) {
      const anonymous = await app.request('/', { headers });
      expect(await anonymous.text()).toBe(LANDING);
    }
    expect((await app.request('/landing-signed-in.html')).status).toBe(404);
  });

  it('sends the compressed copy the build wrote, as the browser accepts it', async () => {
    const brotli = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(zlib.brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(LANDING);

    const gzip = await app.request('/auth', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.status).toBe(200);
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SHELL);

    const missing = await app.request('/no-such-screen', { headers: { 'accept-encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(zlib.brotliDecompressSync(Buffer.from(await missing.arrayBuffer())).toString()).toBe(SHELL);

    const plain = await app.request('/', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(LANDING);
  });

  // A check that hangs would hold the page for good: the test's own time limit catches that.
  it('sends the app shell for a signed-in page when the session check fails or hangs', async () => {
    const directory = writeClient({ prerendered: true });
    for (const hasSession of [
      () => Promise.reject(new Error('database unreachable')),
      () => new Promise<boolean>(() => {}),
    ]) {
      const bare = new Hono();
      mountClient(bare, { distDir: directory, devOutboxEnabled: false, hasSession });
      const response = await bare.request('/dashboard');
      expect(await response.text()).toBe(SHELL);
    }
  });

  it('answers / with the app shell when the build prerendered nothing', async () => {
    const plain = await appWithClient({ prerendered: false });
    const response = await plain.request('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SHELL);
  });
});

describe('a share link’s page', () => {
  it('is the app shell while the link is in force, and the 404 page once revoked or made up', async () => {
    const owner = await app.signedInOwner();
    const permit = (await (
      await app.request('/api/permits', {
        method: 'POST',
        cookie: owner.cookie,
        json: { name: 'Health Permit' },
      })
    ).json()) as { id: string };
    const link = (await (
      await app.request('/api/share-links', {
        method: 'POST',
        cookie: owner.cookie,
        json: { permitIds: [permit.id], expiresIn: '7d' },
      })
    ).json()) as { id: string; url: string };
    const pagePath = new URL(link.url).pathname;

    const page = await app.request(pagePath);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(SHELL);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');

    await app.request(`/api/share-links/${link.id}`, { method: 'DELETE', cookie: owner.cookie });
    const revoked = await app.request(pagePath);
    expect(revoked.status).toBe(404);
    expect(await revoked.text()).toBe(SHELL);
    expect((await app.request(`/share/${'y'.repeat(43)}`)).status).toBe(404);
  });
});

describe('the language of the page (docs/decisions/0026)', () => {
  const spanishShell = SHELL.replace('<html>', '<html lang="es">');

  it('is the browser’s on a first visit, and the chosen one once the cookie says so', async () => {
    const spanish = await app.request('/auth', { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } });
    expect(spanish.status).toBe(200);
    expect(await spanish.text()).toBe(spanishShell);
    expect(spanish.headers.get('vary')).toMatch(/\bAccept-Language\b/);
    expect(spanish.headers.get('vary')).toMatch(/\bCookie\b/);

    const chosen = await app.request('/auth', {
      headers: { 'accept-language': 'es', cookie: 'pp_lang=en' },
    });
    expect(await chosen.text()).toBe(SHELL);
    const chosenSpanish = await app.request('/alert-setup', { headers: { cookie: 'pp_lang=es' } });
    expect(await chosenSpanish.text()).toBe(spanishShell);
  });

  it('is English for a language we do not speak, or garbage, never an error', async () => {
    const visitors: Record<string, string>[] = [
      { 'accept-language': 'fr-FR,de;q=0.8' },
      { 'accept-language': ';;;q=abc,*' },
      { cookie: 'pp_lang=zz', 'accept-language': 'xx-YY' },
      {},
    ];
    for (const headers of visitors) {
      const response = await app.request('/auth', { headers });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL);
    }
  });

  it('sends a Spanish speaker the shell instead of an English prerendered screen, compressed as well', async () => {
    // Signing in sets the device's language to the account's.
    const owner = await createUser(app.db);
    await app.db.update(user).set({ locale: 'es' }).where(eq(user.id, owner.id));
    const cookie = await app.signIn(owner.email, owner.password);
    expect(cookie).toContain('pp_lang=es');
    const dashboard = await app.request('/dashboard', { headers: { cookie } });
    expect(await dashboard.text()).toBe(spanishShell);

    const compressed = await app.request('/team', {
      headers: { 'accept-language': 'es', 'accept-encoding': 'br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(
      spanishShell,
    );
  });

  it('sends the landing page at its address in each language, and a Spanish speaker to /es', async () => {
    const spanishApp = await appWithClient({ prerendered: true, spanishLanding: true });
    const spanish = await spanishApp.request('/es');
    expect(spanish.status).toBe(200);
    expect(await spanish.text()).toBe(LANDING_ES);
    // Whatever the visitor's language: the address says it.
    expect(await (await spanishApp.request('/es', { headers: { cookie: 'pp_lang=en' } })).text()).toBe(
      LANDING_ES,
    );

    const redirected = await spanishApp.request('/', { headers: { 'accept-language': 'es-MX' } });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/es');
    // One who chose English stays on /; so do search engines, which send no language.
    expect(
      await (
        await spanishApp.request('/', { headers: { 'accept-language': 'es', cookie: 'pp_lang=en' } })
      ).text(),
    ).toBe(LANDING);
    expect(await (await spanishApp.request('/')).text()).toBe(LANDING);
  });

  it('sends every public page at its Spanish address to a Spanish speaker, keeping the query', async () => {
    const spanishApp = await appWithClient({ prerendered: true, spanishLanding: true });
    const redirected = await spanishApp.request('/getting-started?from=mail', {
      headers: { 'accept-language': 'es' },
    });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/es/getting-started?from=mail');
    // There the page says Spanish whoever asks (the app renders it from the shell's <html lang>).
    for (const cookie of ['pp_lang=es', 'pp_lang=en']) {
      const page = await spanishApp.request('/es/getting-started', { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(spanishShell);
    }
    // The English address answers English to the rest; an unknown page under /es is no page.
    const english = await spanishApp.request('/getting-started');
    expect(english.status).toBe(200);
    // Each address names the page's others for search engines, as the sitemap does.
    const alternates =
      '<http://localhost:3000/getting-started>; rel="alternate"; hreflang="en", ' +
      '<http://localhost:3000/es/getting-started>; rel="alternate"; hreflang="es", ' +
      '<http://localhost:3000/getting-started>; rel="alternate"; hreflang="x-default"';
    expect(english.headers.get('link')).toBe(alternates);
    expect((await spanishApp.request('/es/getting-started')).headers.get('link')).toBe(alternates);
    expect((await spanishApp.request('/auth')).headers.get('link')).toBeNull();
    expect((await spanishApp.request('/es/dashboard')).status).toBe(404);
    expect((await spanishApp.request('/es/auth', { headers: { 'accept-language': 'es' } })).status).toBe(404);
  });

  it('answers a public page under a language code we do not speak with the page in English, never an error', async () => {
    const spanishApp = await appWithClient({ prerendered: true, spanishLanding: true });
    const location = async (path: string) => {
      const response = await spanishApp.request(path);
      expect(response.status, path).toBe(302);
      return response.headers.get('location');
    };
    expect(await location('/fr/gdpr')).toBe('/gdpr');
    expect(await location('/fr')).toBe('/');
    expect(await location('/zh-Hant-TW/contact?from=mail')).toBe('/contact?from=mail');
    expect(await location('/en/signup/pro')).toBe('/signup/pro');
    // A variant of one we speak is that one.
    expect(await location('/es-MX/privacy-policy')).toBe('/es/privacy-policy');
    // Anything else under such a prefix is no page.
    expect((await spanishApp.request('/fr/dashboard')).status).toBe(404);
    expect((await spanishApp.request('/dev/outbox/x')).status).toBe(404);
    // And a path that only looks like a code is no language.
    expect((await spanishApp.request('/no-such')).status).toBe(404);
    expect((await spanishApp.request('/xx/gdpr')).status).toBe(404);
  });

  it('sends the Spanish dashboard frame where the build wrote one, with a session only', async () => {
    const spanishApp = await appWithClient({ prerendered: true, spanishLanding: true });
    const owner = await createUser(spanishApp.db);
    await spanishApp.db.update(user).set({ locale: 'es' }).where(eq(user.id, owner.id));
    const cookie = await spanishApp.signIn(owner.email, owner.password);
    expect(await (await spanishApp.request('/dashboard', { headers: { cookie } })).text()).toBe(DASHBOARD_ES);
    const english = cookie.replace('pp_lang=es', 'pp_lang=en');
    expect(await (await spanishApp.request('/dashboard', { headers: { cookie: english } })).text()).toBe(
      DASHBOARD,
    );
    const signedOut = await spanishApp.request('/dashboard', { headers: { cookie: 'pp_lang=es' } });
    expect(await signedOut.text()).toBe(spanishShell);
  });

  it('keeps a language chosen with ?lang= and answers the same page without it', async () => {
    const spanishApp = await appWithClient({ prerendered: true, spanishLanding: true });
    const toSpanish = await spanishApp.request('/privacy-policy?lang=es&section=cookies');
    expect(toSpanish.status).toBe(302);
    expect(toSpanish.headers.get('location')).toBe('/es/privacy-policy?section=cookies');
    expect(toSpanish.headers.get('set-cookie')).toMatch(/^pp_lang=es;.*Path=\/.*HttpOnly/);
    const toEnglish = await spanishApp.request('/es/gdpr?lang=en');
    expect(toEnglish.headers.get('location')).toBe('/gdpr');
    // A page asked with a trailing slash goes to its one address.
    const slashed = await spanishApp.request('/es/gdpr/?from=mail');
    expect([slashed.status, slashed.headers.get('location')]).toEqual([301, '/es/gdpr?from=mail']);
    expect((await spanishApp.request('/gdpr//')).headers.get('location')).toBe('/gdpr');
    // A page at one address in every language stays where it is.
    expect((await spanishApp.request('/auth?lang=es')).headers.get('location')).toBe('/auth');

    const landing = await spanishApp.request('/es?lang=en');
    expect(landing.headers.get('location')).toBe('/');
    expect(landing.headers.get('set-cookie')).toMatch(/^pp_lang=en;/);
    expect((await spanishApp.request('/?lang=es')).headers.get('location')).toBe('/es');

    // Never to another site: a path that starts like a protocol-relative address stays on ours.
    for (const path of ['//evil.example/x?lang=es', '/%2F/evil.example?lang=es', '/\\evil.example?lang=es']) {
      const location = (await spanishApp.request(path)).headers.get('location');
      expect(location, path).toMatch(/^\/(?![/\\])/);
    }

    // A language we don't speak is English, never an error.
    const unknown = await spanishApp.request('/auth?lang=zz');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('set-cookie')).toMatch(/^pp_lang=en;/);
  });
});
