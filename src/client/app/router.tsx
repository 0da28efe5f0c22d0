import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { sessionQuery } from '@client/features/auth/api/get-session';
import { businessProfileQuery } from '@client/features/business-profile/api/get-business-profile';
import { firstPermitsQuery } from '@client/features/permits/api/list-permits';
import { vehiclesQuery } from '@client/lib/vehicles-query';
import { activeBusiness, businessesQuery } from '@client/features/team/api/list-businesses';
import { loadCatalog, pageLocale, type CatalogName } from '@client/lib/i18n';
import { queryClient } from '@client/lib/query-client';
import { siteInfoQuery } from '@client/lib/site-info';
import { DEFAULT_LOCALE, LOCALES } from '@shared/i18n/locales';
import { localizedPath, type LOCALIZED_PATHS } from '@shared/i18n/localized-paths';
import { isHydrating } from './hydration';
import { RequireSession } from './require-session';
import { RouteError } from './route-error';

type Prefetch = (client: QueryClient) => Promise<unknown>;

/**
 * A loader that starts a screen's requests while its code is still loading, instead of once it has
 * rendered (docs/decisions/0009). It does not wait for them: the screen shows its own loading state.
 * A prerendered screen asks once React has taken it over: data that came earlier would not match its HTML.
 */
function prefetch(...requests: Prefetch[]) {
  return () => {
    if (isHydrating()) return null;
    // A request that fails here is made again by the screen, which shows the failure.
    for (const request of requests) request(queryClient).catch(() => undefined);
    return null;
  };
}

/**
 * A screen's lazy module (docs/product/engineering.md#stack), loaded together with its messages in the page's
 * language (docs/decisions/0026): the screen never renders before its words are there.
 */
function screen<Module>(catalog: CatalogName, load: () => Promise<Module>) {
  return async () => {
    const [module] = await Promise.all([load(), loadCatalog(catalog)]);
    return module;
  };
}

const session: Prefetch = (client) => client.prefetchQuery(sessionQuery);

/**
 * The signed-in screens' checks (app/require-session.tsx): the session, then the business it works in, which
 * only a signed-in visitor may ask for.
 */
const sessionAndBusiness: Prefetch = async (client) => {
  await client.prefetchQuery(sessionQuery);
  if (client.getQueryData(sessionQuery.queryKey)) await client.prefetchQuery(businessesQuery);
};

/**
 * Only for a signed-in visitor: anyone else is on the way to /auth, and would only collect 401s. Nor for a
 * member of a suspended business, or a person in none, who would only collect 403s (docs/decisions/0018).
 */
const whenSignedIn =
  (...requests: Prefetch[]): Prefetch =>
  async (client) => {
    if (!(await client.ensureQueryData(sessionQuery))) return;
    const active = activeBusiness(await client.fetchQuery(businessesQuery));
    if (!active || active.suspended) return;
    await Promise.all(requests.map((request) => request(client)));
  };

const dashboardData = whenSignedIn(
  (client) => client.prefetchQuery(firstPermitsQuery),
  // The list waits for the vehicles: crew start on theirs (docs/product/fleet.md#the-dashboard).
  (client) => client.prefetchQuery(vehiclesQuery),
  (client) => client.prefetchQuery(businessProfileQuery),
  (client) => client.prefetchQuery(siteInfoQuery),
  // Its module is the signed-in screens', not the start-up bundle's, which /auth and the public pages load too.
  async (client) => {
    const { subscriptionQuery } = await import('@client/features/billing/api/get-subscription-status');
    return client.prefetchQuery(subscriptionQuery);
  },
  // The member's role decides which controls the list shows (docs/decisions/0018).
  async (client) => {
    const { entitlementsQuery } = await import('@client/features/billing/api/get-entitlements');
    return client.prefetchQuery(entitlementsQuery);
  },
);

const vehicles: Prefetch = async (client) => {
  return client.prefetchQuery(vehiclesQuery);
};

// /team shows the vehicles each member works on (docs/product/fleet.md#teams).
const teamData = whenSignedIn(async (client) => {
  const { teamQuery } = await import('@client/features/team/api/get-team');
  return client.prefetchQuery(teamQuery);
}, vehicles);

const vehiclesData = whenSignedIn(vehicles);

/** The public pages with an address in each language: every one of LOCALIZED_PATHS, which the type checks. */
const localizedScreens = {
  '/': screen('landing', () => import('@client/routes/landing')),
  '/signup/pro': screen('signup-pro', () => import('@client/routes/signup-pro')),
  '/privacy-policy': screen('privacy-policy', () => import('@client/routes/privacy-policy')),
  '/terms-of-service': screen('terms-of-service', () => import('@client/routes/terms-of-service')),
  '/cookie-policy': screen('cookie-policy', () => import('@client/routes/cookie-policy')),
  '/gdpr': screen('gdpr', () => import('@client/routes/gdpr')),
  '/contact': screen('contact', () => import('@client/routes/contact')),
  '/getting-started': screen('getting-started', () => import('@client/routes/getting-started')),
} satisfies Record<(typeof LOCALIZED_PATHS)[number], unknown>;

// One lazy chunk per screen (docs/product/engineering.md#stack): each module exports `Component`.
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner className="min-h-dvh" />,
    children: [
      // The public pages, at their address in each language (docs/decisions/0026). A link to a page's
      // English address, followed on a page in another language, goes on to that language's.
      ...LOCALES.flatMap((locale) =>
        Object.entries(localizedScreens).map(([path, lazy]) => ({
          path: localizedPath(path, locale),
          lazy,
          ...(locale === DEFAULT_LOCALE && {
            loader: ({ request }: { request: Request }) =>
              pageLocale() === DEFAULT_LOCALE
                ? null
                : redirect(`${localizedPath(path, pageLocale())}${new URL(request.url).search}`),
          }),
        })),
      ),
      { path: '/auth', lazy: screen('auth', () => import('@client/routes/auth')) },
      {
        path: '/reset-password',
        lazy: screen('reset-password', () => import('@client/routes/reset-password')),
      },
      { path: '/email-test', lazy: screen('email-test', () => import('@client/routes/email-test')) },
      { path: '/dev/outbox', lazy: screen('dev-outbox', () => import('@client/routes/dev-outbox')) },
      // An invitation e-mail's link (docs/decisions/0018): public, as the invitee may have no account yet.
      {
        path: '/invitation/:id',
        loader: ({ params }) =>
          prefetch(session, async (client) => {
            const { invitationQuery } = await import('@client/features/team/api/get-invitation');
            return client.prefetchQuery(invitationQuery(params.id ?? ''));
          })(),
        lazy: screen('invitation', () => import('@client/routes/invitation')),
      },
      // A share link's public page (docs/decisions/0024): read-only, for whoever holds the link.
      {
        path: '/share/:token',
        lazy: screen('shared-permits', () => import('@client/routes/shared-permits')),
      },
      // The screen itself says 'Please log in to continue' to a visitor without a session
      // (docs/product/calendar.md#the-callback).
      {
        path: '/calendar-callback',
        lazy: screen('calendar-callback', () => import('@client/routes/calendar-callback')),
      },
      {
        // Anonymous visitors go to /auth (docs/product/screens.md#access).
        element: <RequireSession />,
        loader: prefetch(sessionAndBusiness),
        children: [
          {
            path: '/dashboard',
            loader: prefetch(dashboardData),
            lazy: screen('dashboard', () => import('@client/routes/dashboard')),
          },
          { path: '/account', lazy: screen('account', () => import('@client/routes/account')) },
          { path: '/onboarding', lazy: screen('onboarding', () => import('@client/routes/onboarding')) },
          // Not a route the first description named; it follows onboarding (docs/product/screens.md#welcome).
          { path: '/welcome', lazy: screen('welcome', () => import('@client/routes/welcome')) },
          {
            path: '/permit-setup',
            lazy: screen('permit-setup', () => import('@client/routes/permit-setup')),
          },
          {
            path: '/compliance-reports',
            lazy: screen('compliance-reports', () => import('@client/routes/compliance-reports')),
          },
          { path: '/alert-setup', lazy: screen('alert-setup', () => import('@client/routes/alert-setup')) },
          {
            path: '/team',
            loader: prefetch(teamData),
            lazy: screen('team', () => import('@client/routes/team')),
          },
          {
            path: '/vehicles',
            loader: prefetch(vehiclesData),
            lazy: screen('vehicles', () => import('@client/routes/vehicles')),
          },
          { path: '/events', lazy: screen('events', () => import('@client/routes/events')) },
          // Trial and checkout need a session (docs/product/screens.md#start-your-pro-trial).
          {
            path: '/signup/pro/trial',
            lazy: screen('signup-pro-trial', () => import('@client/routes/signup-pro-trial')),
          },
          // The local test-mode billing pages, standing in for Stripe's
          // (docs/product/screens.md#local-test-mode-billing-pages).
          {
            path: '/billing/local/checkout/:sessionId',
            lazy: screen('billing-local-checkout', () => import('@client/routes/billing-local-checkout')),
          },
          {
            path: '/billing/local/portal',
            lazy: screen('billing-local-portal', () => import('@client/routes/billing-local-portal')),
          },
        ],
      },
      // Its loader sends an address that answers with another page there (shared/moved-paths.ts).
      { path: '*', lazy: screen('not-found', () => import('@client/routes/not-found')) },
    ],
  },
]);
