import { createMiddleware } from 'hono/factory';
import { localizedErrorBody } from './errors';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix and sonner position elements with style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * CSP and the other security headers every response carries; HSTS only where TLS is certain. Worked out
 * once at start-up: the request envelope (lib/request-envelope.ts) sets them on every response.
 */
export function securityHeaderList({ isProduction }: { isProduction: boolean }): [string, string][] {
  return [
    ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(isProduction
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values that involve no other site: our own pages, or the user typing the address. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : 'null');

/**
 * Whether a write comes from our own pages: `true` or `false` when a header says so, `undefined`
 * when none does. Browsers send Origin on every write; where one leaves it out (an old browser, a privacy
 * extension) Referer and Sec-Fetch-Site still tell, and any of them naming another site refuses the write.
 */
function fromOwnPages(headers: { origin?: string; referer?: string; fetchSite?: string }, appOrigin: string) {
  if (headers.origin) return headers.origin === appOrigin;
  if (headers.referer && originOf(headers.referer) !== appOrigin) return false;
  if (headers.fetchSite && !OWN_FETCH_SITES.has(headers.fetchSite)) return false;
  return headers.referer || headers.fetchSite ? true : undefined;
}

/**
 * Cross-site request forgery guard for state-changing API calls: only our own origin may change anything.
 * A write that carries cookies (and so maybe a session) must show where it comes from, as better-auth
 * demands too; one without cookies (Stripe's and Twilio's webhooks, one-click unsubscribe) has no session
 * to abuse.
 */
export function sameOriginOnly({ appOrigin }: { appOrigin: string }) {
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const own = fromOwnPages(
      {
        origin: c.req.header('origin'),
        referer: c.req.header('referer'),
        fetchSite: c.req.header('sec-fetch-site'),
      },
      appOrigin,
    );
    if (own === false || (own === undefined && c.req.header('cookie')))
      return c.json(
        localizedErrorBody(c, 'FORBIDDEN_ORIGIN', /*i18n*/ 'Requests from other sites are not allowed.'),
        403,
      );
    return next();
  });
}
