import crypto from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { loggablePath } from './loggable-path';
import type { Logger } from './logger';

/** An id a client or proxy sent is kept when it is short and plain; anything else is replaced. */
const ACCEPTABLE_REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * What every response gets, in one middleware rather than four: a request id (kept from `X-Request-Id` or
 * made up, and sent back), the security headers, `Vary: Accept-Encoding` and one log line. One layer
 * instead of four matters: better-auth's AsyncLocalStorage puts a hook on every promise the process makes,
 * and each middleware layer makes several (docs/decisions/0008).
 *
 * The headers are set before the handler, so a handler's answer is built with them at once; a response a
 * handler made itself (better-auth, static files) gets them afterwards. Vary is set before the handler for
 * a reason of its own: compress would otherwise add it to the finished response, which makes Hono rebuild
 * every response as a stream.
 */
export function requestEnvelope({ headers, logger }: { headers: [string, string][]; logger: Logger }) {
  const all: [string, string][] = [...headers, ['Vary', 'Accept-Encoding']];
  const marker = all[0]![0];
  return createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
    const started = performance.now();
    const sent = c.req.header('x-request-id');
    const requestId = sent && ACCEPTABLE_REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    for (const [name, value] of all) c.header(name, value);
    await next();
    const response = c.res.headers;
    if (!response.has(marker)) {
      response.set('X-Request-Id', requestId);
      for (const [name, value] of all) if (!response.has(name)) response.set(name, value);
    }
    const status = c.res.status;
    logger[status >= 500 ? 'error' : 'info'](
      {
        requestId,
        method: c.req.method,
        path: loggablePath(c.req.path),
        status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
}
