import type { Context } from 'hono';
import { clientIp } from '../../lib/client-ip';
import { isLoopbackAddress } from '../../lib/loopback';

/** Headers a proxy adds to name the client it passes a request on for. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * The dev outbox holds every sign-in and reset link, so it answers this machine only
 * (docs/product/engineering.md#contracts), unless DEV_OUTBOX_PUBLIC: the socket's peer must be a loopback
 * address (never what X-Forwarded-For claims), and a request that a proxy on this machine passed on came from
 * elsewhere. A request without a socket (`app.request` in tests) counts as this machine, as in clientIp.
 */
export function mayOpenDevOutbox(c: Context, { publicAccess }: { publicAccess: boolean }): boolean {
  if (publicAccess) return true;
  if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return isLoopbackAddress(clientIp(c, false));
}
