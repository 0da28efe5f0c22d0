import { createMiddleware } from 'hono/factory';
import { errorBody } from './errors';

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
