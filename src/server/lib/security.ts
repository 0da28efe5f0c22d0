import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { localizedErrorBody } from './errors';

/**
 * CSP and the other security headers every response carries, by Hono's `secureHeaders`; HSTS only where TLS
 * is certain. A header a handler set itself stays (a share page's `Referrer-Policy: no-referrer`). The request
 * envelope (lib/request-envelope.ts) runs it, so that it adds no middleware layer (docs/decisions/0008).
 */
export function securityHeaders({ isProduction }: { isProduction: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and sonner position elements with style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: isProduction ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    overwrite: false,
  });
}

/*
 * Hono's `csrf` middleware is not used for writes: it looks only at form and plain-text bodies (a JSON write
 * with another site's Origin passes), has no Referer to fall back on when a browser leaves Origin out, refuses
 * the cookie-less form posts of Twilio's webhook, and answers in plain text rather than the API's error
 * envelope.
 */

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
