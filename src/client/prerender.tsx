import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AUTH_TITLE_MESSAGE } from '@client/features/auth/auth-messages';
import { LANDING_TITLE, LandingPage } from '@client/features/marketing/landing-page';
import { i18n, loadCatalog, type CatalogName } from '@client/lib/i18n';
import { documentTitle } from '@client/lib/use-document-title';
import { INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { localizedPath, type LOCALIZED_PATHS } from '@shared/i18n/localized-paths';
import { Component as AuthScreen } from '@client/routes/auth';
import * as contact from '@client/routes/contact';
import * as cookiePolicy from '@client/routes/cookie-policy';
import { Component as DashboardScreen } from '@client/routes/dashboard';
import * as gdpr from '@client/routes/gdpr';
import * as gettingStarted from '@client/routes/getting-started';
import * as privacyPolicy from '@client/routes/privacy-policy';
import * as signupPro from '@client/routes/signup-pro';
import * as termsOfService from '@client/routes/terms-of-service';

export type PrerenderedScreen = {
  /** The path the server answers with this page. */
  path: string;
  /** Its file in the client build. */
  fileName: string;
  title: string;
  /** The markup that goes into #root. */
  markup: string;
  /**
   * The screen's route module when the app takes the page over (hydrates it); the build preloads its
   * chunks. Without one the page loads no JavaScript at all.
   */
  routeModule?: string;
  /** Sent only to a visitor with a valid session; it shows the screen's frame, never an owner's data. */
  signedIn?: boolean;
  /**
   * The version of a public page that a visitor with a session gets instead of it (the server checks the
   * cookie); everyone else gets the page itself.
   */
  forSession?: boolean;
  /** The language it is written in (docs/decisions/0026). */
  locale: Locale;
};

/** A screen as it first renders, outside the browser: no session known yet, nothing fetched. */
function render(path: string, screen: ReactNode) {
  const queryClient = new QueryClient();
  return renderToString(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={path}>{screen}</StaticRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/**
 * The other public pages with an address in each language: every one of LOCALIZED_PATHS but the landing page,
 * which the type checks. Search engines index each, and the app takes each over to show a signed-in visitor
 * their way to the dashboard.
 */
const PUBLIC_PAGES = {
  '/signup/pro': { name: 'signup-pro', route: signupPro },
  '/privacy-policy': { name: 'privacy-policy', route: privacyPolicy },
  '/terms-of-service': { name: 'terms-of-service', route: termsOfService },
  '/cookie-policy': { name: 'cookie-policy', route: cookiePolicy },
  '/gdpr': { name: 'gdpr', route: gdpr },
  '/contact': { name: 'contact', route: contact },
  '/getting-started': { name: 'getting-started', route: gettingStarted },
} satisfies Record<
  Exclude<(typeof LOCALIZED_PATHS)[number], '/'>,
  { name: CatalogName; route: { Component: () => ReactNode; title: MessageDescriptor } }
>;

/** The catalogs of the prerendered screens: the shell's and each screen's (docs/decisions/0026). */
const CATALOGS: CatalogName[] = [
  'main',
  'landing',
  'auth',
  'dashboard',
  ...Object.values(PUBLIC_PAGES).map(({ name }) => name),
];

/** Makes `locale` the language the screens render in, with their messages loaded. */
async function speak(locale: Locale) {
  for (const catalog of CATALOGS) await loadCatalog(catalog, locale);
  i18n.activate(locale, [INTL_LOCALE[locale]]);
}

/**
 * The screens the build renders to HTML (docs/decisions/0009): a first visit is where a phone on a slow
 * connection waits longest, and these are the first screens a visitor sees.
 */
export async function prerenderScreens(locale: Locale = 'en'): Promise<PrerenderedScreen[]> {
  await speak(locale);
  // The public pages have an address of their own in each language; the app's screens answer the visitor's.
  const landingPath = localizedPath('/', locale);
  const suffix = locale === 'en' ? '' : `.${locale}`;
  return [
    {
      // Static: plain links and anchors, so it needs no JavaScript.
      path: landingPath,
      fileName: `landing${suffix}.html`,
      title: documentTitle(LANDING_TITLE),
      markup: render(landingPath, <LandingPage />),
      locale,
    },
    {
      // The same for a visitor with a session: its header offers the dashboard. Still no JavaScript.
      path: landingPath,
      fileName: `landing-signed-in${suffix}.html`,
      title: documentTitle(LANDING_TITLE),
      markup: render(landingPath, <LandingPage signedIn />),
      forSession: true,
      locale,
    },
    {
      // The form shows at once; the app hydrates it, then sends a signed-in visitor on to /dashboard.
      path: '/auth',
      fileName: `auth${suffix}.html`,
      title: documentTitle(AUTH_TITLE_MESSAGE),
      markup: render('/auth', <AuthScreen />),
      routeModule: 'src/client/routes/auth.tsx',
      locale,
    },
    {
      // The header, title and action cards show at once; the owner's permits load into it.
      path: '/dashboard',
      fileName: `dashboard${suffix}.html`,
      title: documentTitle(msg`Dashboard`),
      markup: render('/dashboard', <DashboardScreen />),
      routeModule: 'src/client/routes/dashboard.tsx',
      signedIn: true,
      locale,
    },
    ...Object.entries(PUBLIC_PAGES).map(([path, { name, route }]) => ({
      path: localizedPath(path, locale),
      fileName: `${name}${suffix}.html`,
      title: documentTitle(route.title),
      markup: render(localizedPath(path, locale), <route.Component />),
      routeModule: `src/client/routes/${name}.tsx`,
      locale,
    })),
  ];
}

/**
 * The built index.html with a prerendered screen in #root and its title. A screen the app takes over keeps
 * the start-up script and gets `preloads` (its own chunks) beside it; any other loses every script.
 * Throws when the template has changed shape, so a build never ships the empty shell by mistake.
 */
export function prerenderedPageHtml(template: string, screen: PrerenderedScreen, preloads: string[] = []) {
  const replace = (html: string, pattern: RegExp, what: string, replacement: string) => {
    if (!html.match(pattern)) throw new Error(`Prerendering ${screen.path}: index.html has no ${what}`);
    // A function, so a "$" in the markup is never read as a replacement pattern.
    return html.replace(pattern, () => replacement);
  };
  let html = template;
  if (screen.routeModule) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- markup, not words
    const tags = preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
    html = replace(html, /<\/script>/, 'module script', ['</script>', ...tags].join('\n    '));
    // The page is already painted from its HTML; the scripts only make it interactive. Saying so keeps
    // a browser (and Lighthouse's model of one) from treating them as blocking the first paint.
    html = html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  } else {
    html = replace(html, /<script\b[^>]*>[\s\S]*?<\/script>\s*/g, 'module script', '');
    html = html.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  }
  html = replace(html, /<html\b[^>]*>/, 'html element', `<html lang="${screen.locale}">`);
  html = replace(html, /<title>[^<]*<\/title>/, 'title', `<title>${escapeHtml(screen.title)}</title>`);
  return replace(html, /<div id="root"><\/div>/, 'empty #root', `<div id="root">${screen.markup}</div>`);
}

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
