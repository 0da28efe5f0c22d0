import { LOCALES, type Locale } from './i18n/locales';
import { LOCALIZED_PATHS, localizedPath } from './i18n/localized-paths';

/**
 * Every path the client renders (docs/product/screens.md#routes). The server answers anything else with the
 * 404 page and status.
 */
export const PUBLIC_PATHS = [
  ...LOCALIZED_PATHS,
  '/auth',
  '/reset-password',
  '/email-test',
  // The localized pages in Spanish, at their own addresses (docs/decisions/0026).
  ...LOCALES.filter((locale) => locale !== 'en').flatMap((locale) =>
    LOCALIZED_PATHS.map((path) => localizedPath(path, locale)),
  ),
];

export const SIGNED_IN_PATHS = [
  '/dashboard',
  '/account',
  '/signup/pro/trial',
  '/onboarding',
  '/welcome',
  '/permit-setup',
  '/compliance-reports',
  '/alert-setup',
  '/team',
  // A business's trucks, trailers, carts and stands (docs/product/fleet.md).
  '/vehicles',
  // The festivals, markets and private events the business sells at (docs/product/events.md).
  '/events',
  // Where Google sends the member back after consent (docs/product/calendar.md#the-callback).
  '/calendar-callback',
  // The local test-mode billing pages (docs/product/screens.md#local-test-mode-billing-pages), served
  // whatever the provider: they say so when unused.
  '/billing/local/portal',
] as const;

/** Paths with one dynamic segment, e.g. a checkout session id. */
const SIGNED_IN_PATTERNS = [/^\/billing\/local\/checkout\/[A-Za-z0-9_-]{1,100}$/];

/**
 * Public paths with one dynamic segment: an invitation e-mail's link (docs/decisions/0018) and a share link
 * (docs/decisions/0024). Not in PUBLIC_PATHS, which the sitemap lists: the id is the secret.
 */
const PUBLIC_PATTERNS = [/^\/invitation\/[A-Za-z0-9_-]{1,100}$/, /^\/share\/[A-Za-z0-9_-]{1,100}$/];

/** A share link's public page (docs/decisions/0024); the server answers 404 for one not in force. */
export const SHARE_PAGE_PATTERN = /^\/share\/([A-Za-z0-9_-]{1,100})$/;

export const DEV_PATHS = ['/dev/outbox'] as const;

export { movedPath } from './moved-paths';

export function isClientPath(path: string, options: { devOutboxEnabled: boolean }): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const known: readonly string[] = [
    ...PUBLIC_PATHS,
    ...SIGNED_IN_PATHS,
    ...(options.devOutboxEnabled ? DEV_PATHS : []),
  ];
  return (
    known.includes(normalised) ||
    [...PUBLIC_PATTERNS, ...SIGNED_IN_PATTERNS].some((pattern) => pattern.test(normalised))
  );
}

/** The build's map from a prerendered path to its page (vite.config.ts), read by the server at start-up. */
export const PRERENDER_MANIFEST = 'prerendered.json';

/**
 * The map's key of a page: its path, and the language it is written in when not English
 * (docs/decisions/0026). `forSession`: the version of a public page for a visitor with a session (the landing
 * page's, whose header offers the dashboard), sent instead of the page itself to them.
 */
export const prerenderKey = (path: string, locale: Locale = 'en', options: { forSession?: boolean } = {}) =>
  `${locale === 'en' ? path : `${path} ${locale}`}${options.forSession ? ' session' : ''}`;

/**
 * One entry of that map. A signed-in page is sent only with a valid session cookie; a page is sent to a
 * visitor whose page language is its own (English when not said, docs/decisions/0026).
 */
export type PrerenderedPage = { fileName: string; signedIn: boolean; locale?: Locale };
