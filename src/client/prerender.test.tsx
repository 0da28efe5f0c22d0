import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prerenderedPageHtml, prerenderScreens } from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>PermitPilot — permit and licence tracking for food trucks</title>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-Cd34.js">
    <style>body{margin:0}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// The build defines it (vite.config.ts): the day the legal texts last changed.
vi.stubGlobal('__LEGAL_UPDATED_AT__', '2026-06-03');

describe('prerenderScreens', () => {
  let screens: Awaited<ReturnType<typeof prerenderScreens>> = [];
  beforeAll(async () => {
    screens = await prerenderScreens();
  });
  const screen = (path: string) => screens.find((each) => each.path === path && !each.forSession)!;

  it('renders the landing page, the sign-in screen, the dashboard frame and the public pages, nothing else', () => {
    const summary = screens.map(({ path, fileName, title, routeModule, signedIn, forSession }) => ({
      path,
      fileName,
      title,
      routeModule,
      signedIn,
      ...(forSession && { forSession }),
    }));
    expect(summary).toEqual([
      {
        path: '/',
        fileName: 'landing.html',
        title: 'Permit and licence tracking for food trucks · PermitPilot',
        routeModule: undefined,
        signedIn: undefined,
      },
      {
        path: '/',
        fileName: 'landing-signed-in.html',
        title: 'Permit and licence tracking for food trucks · PermitPilot',
        routeModule: undefined,
        signedIn: undefined,
        forSession: true,
      },
      {
        path: '/auth',
        fileName: 'auth.html',
        title: 'Sign in · PermitPilot',
        routeModule: 'src/client/routes/auth.tsx',
        signedIn: undefined,
      },
      {
        path: '/dashboard',
        fileName: 'dashboard.html',
        title: 'Dashboard · PermitPilot',
        routeModule: 'src/client/routes/dashboard.tsx',
        signedIn: true,
      },
      ...[
        ['/signup/pro', 'signup-pro', 'Pro Plan Required'],
        ['/privacy-policy', 'privacy-policy', 'Privacy Policy'],
        ['/terms-of-service', 'terms-of-service', 'Terms of Service'],
        ['/cookie-policy', 'cookie-policy', 'Cookie Policy'],
        ['/gdpr', 'gdpr', 'GDPR Compliance'],
        ['/contact', 'contact', 'Contact Us'],
        ['/getting-started', 'getting-started', 'Getting Started Guide'],
      ].map(([path, name, title]) => ({
        path,
        fileName: `${name}.html`,
        title: `${title} · PermitPilot`,
        routeModule: `src/client/routes/${name}.tsx`,
        signedIn: undefined,
      })),
    ]);
  });

  it('renders a public page whole for a visitor without a session, linking the English pages', () => {
    const { markup } = screen('/privacy-policy');
    expect(markup).toContain('<h1');
    expect(markup).toContain('Privacy Policy');
    expect(markup).toContain('Sign In');
    expect(markup).toContain('href="/terms-of-service"');
    // The language link goes to the Spanish address, keeping the choice; no other link leaves English.
    expect(markup).toContain('href="/es/privacy-policy?lang=es"');
    expect(markup.match(/href="\/es/g)).toHaveLength(1);
  });

  it('holds no id made by useId: those follow the component tree, and the browser renders a different one', () => {
    // The build renders a screen inside StaticRouter, the browser inside RouterProvider; React in
    // production neither reports nor repairs a mismatched attribute, so it must not arise.
    for (const { path, markup } of screens) expect(markup, path).not.toMatch(/_R_[0-9A-Za-z]*_/);
  });

  it("renders the landing page's version for a session with Dashboard instead of Sign In and Get Started", () => {
    const signedIn = screens.find((each) => each.path === '/' && each.forSession)!;
    const header = /<header[\s\S]*?<\/header>/.exec(signedIn.markup)![0];
    expect(header).toContain('href="/dashboard"');
    expect(header).toContain('Dashboard');
    expect(header).not.toContain('Sign In');
    expect(header).not.toContain('Get Started');
    const anonymousHeader = /<header[\s\S]*?<\/header>/.exec(screen('/').markup)![0];
    expect(anonymousHeader).toContain('Sign In');
    expect(anonymousHeader).not.toContain('href="/dashboard"');
  });

  it('renders the landing page with every section, link and plan', () => {
    const landing = screen('/');
    const markup = landing.markup;
    for (const anchor of ['#features', '#pricing', '#testimonials'])
      expect(markup).toContain(`href="${anchor}"`);
    for (const id of ['features', 'pricing', 'testimonials']) expect(markup).toContain(`id="${id}"`);
    for (const label of ['Sign In', 'Get Started', 'Try it Free', 'Create Free Account', 'Most Popular']) {
      expect(markup).toContain(label);
    }
    for (const href of [
      '/auth',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
      '/gdpr',
    ]) {
      expect(markup).toContain(`href="${href}"`);
    }
  });

  it('renders the sign-in form as a first visit sees it, its buttons waiting for the app', () => {
    const { markup } = screen('/auth');
    for (const text of [
      'Back to Home',
      'Sign in to keep your permits on track',
      'Terms of Service',
      'Privacy Policy',
    ]) {
      expect(markup).toContain(text);
    }
    expect(markup).toMatch(/<input[^>]*id="email"/);
    expect(markup).toMatch(/<input[^>]*id="password"/);
    expect(markup).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Sign In<\/button>/);
    // The query string is not known to the build: the confirmation notices wait for the app.
    expect(markup).not.toContain('role="alert"');
  });

  it("renders the dashboard frame with no owner's data and no plan named", () => {
    const { markup } = screen('/dashboard');
    for (const text of [
      'Welcome to Your Dashboard',
      'Getting Started Guide',
      'Add Another Permit',
      'View Calendar',
    ]) {
      expect(markup).toContain(text);
    }
    expect(markup).toContain('Loading permits...');
    expect(markup).not.toMatch(/Free Plan|Pro \(Trial\)|Your Permits/);
  });
});

describe('the screens in Spanish (docs/decisions/0026)', () => {
  it('are the landing page at /es, still without JavaScript, the sign-in and dashboard screens and the public pages under /es', async () => {
    const spanish = await prerenderScreens('es');
    expect(
      spanish.map(({ path, fileName, locale, routeModule }) => ({ path, fileName, locale, routeModule })),
    ).toEqual([
      { path: '/es', fileName: 'landing.es.html', locale: 'es', routeModule: undefined },
      { path: '/es', fileName: 'landing-signed-in.es.html', locale: 'es', routeModule: undefined },
      { path: '/auth', fileName: 'auth.es.html', locale: 'es', routeModule: 'src/client/routes/auth.tsx' },
      {
        path: '/dashboard',
        fileName: 'dashboard.es.html',
        locale: 'es',
        routeModule: 'src/client/routes/dashboard.tsx',
      },
      ...[
        'signup-pro',
        'privacy-policy',
        'terms-of-service',
        'cookie-policy',
        'gdpr',
        'contact',
        'getting-started',
      ].map((name) => ({
        path: `/es/${name.replace('signup-pro', 'signup/pro')}`,
        fileName: `${name}.es.html`,
        locale: 'es',
        routeModule: `src/client/routes/${name}.tsx`,
      })),
    ]);
    const signedInHeader = /<header[\s\S]*?<\/header>/.exec(
      spanish.find(({ forSession }) => forSession)!.markup,
    )![0];
    expect(signedInHeader).toContain('Panel');
    expect(signedInHeader).not.toContain('Iniciar sesión');
    const gdpr = spanish.find(({ path }) => path === '/es/gdpr')!;
    expect(gdpr.title).toBe('Cumplimiento del RGPD · PermitPilot');
    // Its links stay in Spanish; the language link goes to the English address.
    expect(gdpr.markup).toContain('href="/es/privacy-policy"');
    expect(gdpr.markup).toContain('href="/es"');
    expect(gdpr.markup).toContain('href="/gdpr?lang=en"');
    expect(gdpr.markup).toContain('la versión en inglés');
    const landing = spanish.find(({ path, forSession }) => path === '/es' && !forSession);
    const auth = spanish.find(({ path }) => path === '/auth');
    expect(landing!.title).toBe('Control de permisos y licencias para food trucks · PermitPilot');
    expect(landing!.markup).toContain('lang="en"');
    expect(landing!.markup).not.toContain('Get Started');
    expect(auth!.title).toBe('Iniciar sesión · PermitPilot');
    expect(auth!.markup).not.toMatch(/_R_[0-9A-Za-z]*_/);
  });
});

describe('prerenderedPageHtml', () => {
  const screen = {
    path: '/',
    fileName: 'landing.html',
    title: 'A & B · PermitPilot',
    markup: '<h1>Costs $19</h1>',
    locale: 'en' as const,
  };

  it('puts the markup and title into the shell and leaves out every script', () => {
    const html = prerenderedPageHtml(TEMPLATE, screen);
    expect(html).toContain('<div id="root"><h1>Costs $19</h1></div>');
    expect(html).toContain('<title>A &amp; B · PermitPilot</title>');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toContain('<html lang="en">');
  });

  it('says the language the page is written in', () => {
    const html = prerenderedPageHtml(TEMPLATE, { ...screen, path: '/es', locale: 'es' });
    expect(html).toContain('<html lang="es">');
    expect(html).not.toContain('<html lang="en">');
  });

  it('keeps the start-up script of a screen the app takes over, and preloads its chunks', () => {
    const html = prerenderedPageHtml(TEMPLATE, { ...screen, routeModule: 'src/client/routes/auth.tsx' }, [
      '/assets/auth-Ef56.js',
    ]);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-Ab12.js"></script>',
    );
    for (const chunk of ['jsx-runtime-Cd34', 'auth-Ef56']) {
      expect(html).toContain(
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${chunk}.js">`,
      );
    }
    expect(html).toContain('<div id="root"><h1>Costs $19</h1></div>');
  });

  it('refuses a shell it does not recognise rather than ship an empty page', () => {
    expect(() =>
      prerenderedPageHtml(TEMPLATE.replace('<div id="root"></div>', '<main></main>'), screen),
    ).toThrow('index.html has no empty #root');
    expect(() => prerenderedPageHtml(TEMPLATE.replace(/<title>.*<\/title>/, ''), screen)).toThrow(
      'index.html has no title',
    );
  });
});
