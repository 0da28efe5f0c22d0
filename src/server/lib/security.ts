import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { errorBody } from './errors';

/** CSP and the other security headers on every response; HSTS only where TLS is certain. */
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
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: isProduction ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for state-changing API calls: a browser always sends Origin (or
 * Sec-Fetch-Site) on them, and only our own origin may change anything.
 */
export function sameOriginOnly({ appOrigin }: { appOrigin: string }) {
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const foreign = origin ? origin !== appOrigin : fetchSite === 'cross-site';
    if (foreign)
      return c.json(errorBody('FORBIDDEN_ORIGIN', 'Requests from other sites are not allowed.'), 403);
    return next();
  });
}
