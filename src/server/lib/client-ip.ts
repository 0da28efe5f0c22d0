import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address: the socket's peer, or with TRUST_PROXY the first address of
 * X-Forwarded-For (only a proxy we run in front of the app may set it). A request handed to the app
 * without a socket (`app.request` in tests) counts as 127.0.0.1.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const bindings = c.env as { incoming?: unknown; server?: unknown } | undefined;
  if (!bindings?.incoming && !bindings?.server) return '127.0.0.1';
  return getConnInfo(c).remote.address ?? '127.0.0.1';
}
