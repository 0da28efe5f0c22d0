import { describe, expect, it } from 'vitest';
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

describe('prerenderScreens', () => {
  const screens = prerenderScreens();
  const screen = (path: string) => screens.find((each) => each.path === path)!;

  it('renders the landing page and the sign-in screen, nothing else', () => {
    expect(
      screens.map(({ path, fileName, title, routeModule }) => ({ path, fileName, title, routeModule })),
    ).toEqual([
      {
        path: '/',
        fileName: 'landing.html',
        title: 'Permit and licence tracking for food trucks · PermitPilot',
        routeModule: undefined,
      },
      {
        path: '/auth',
        fileName: 'auth.html',
        title: 'Sign in · PermitPilot',
        routeModule: 'src/client/routes/auth.tsx',
      },
    ]);
  });

  it('renders the landing page with every section, link and plan (spec §2 Landing page)', () => {
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
});

describe('prerenderedPageHtml', () => {
  const screen = {
    path: '/',
    fileName: 'landing.html',
    title: 'A & B · PermitPilot',
    markup: '<h1>Costs $19</h1>',
  };

  it('puts the markup and title into the shell and leaves out every script', () => {
    const html = prerenderedPageHtml(TEMPLATE, screen);
    expect(html).toContain('<div id="root"><h1>Costs $19</h1></div>');
    expect(html).toContain('<title>A &amp; B · PermitPilot</title>');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toMatch(/<script|modulepreload/);
  });

  it('keeps the start-up script of a screen the app takes over, and preloads its chunks', () => {
    const html = prerenderedPageHtml(TEMPLATE, { ...screen, routeModule: 'src/client/routes/auth.tsx' }, [
      '/assets/auth-Ef56.js',
    ]);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Ab12.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-Cd34.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/auth-Ef56.js">');
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
