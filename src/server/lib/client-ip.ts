import type { Context } from 'hono';

/**
 * The client's address: the socket's peer, or with TRUST_PROXY the first address of
 * X-Forwarded-For (only a proxy we run in front of the app may set it).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? '127.0.0.1';
}
