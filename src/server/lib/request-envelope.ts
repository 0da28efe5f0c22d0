import crypto from 'node:crypto';
import { ServerResponse } from 'node:http';
import { Hono, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { loggablePath } from './loggable-path';
import type { Logger } from './logger';

/** An id a client or proxy sent is kept when it is short and plain; anything else is replaced. */
const ACCEPTABLE_REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * The headers `secure` gives every answer, read once from a probe answer: they are the same for every request
 * (no nonce), so on a Node server they are set on the response itself (see `requestEnvelope`).
 */
async function headersOf(secure: MiddlewareHandler): Promise<[string, string][]> {
  const probe = new Hono().use(secure).get('/', (c) => c.body(null, 204));
  return [...(await probe.request('/')).headers];
}

/** The Node response under @hono/node-server (its `env.outgoing`); absent when a test calls `app.request`. */
const nodeResponseOf = (env: unknown) => {
  const outgoing = (env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
};

/**
 * What every response gets, in one middleware rather than four: a request id (kept from `X-Request-Id` or
 * made up, and sent back), the security headers (`secure`, Hono's secureHeaders), `Vary: Accept-Encoding` and
 * one log line. One layer instead of four matters: better-auth's AsyncLocalStorage puts a hook on every promise
 * the process makes, and each middleware layer makes several (docs/decisions/0008).
 *
 * On the Node server these headers go on Node's response before the handler runs, and the answer's own headers
 * take precedence when it is written, so an answer with no header of its own is sent without a Headers object
 * (docs/decisions/0028). Through `app.request` (the tests) `secure` runs as Hono middleware, and the request id
 * and Vary are set before the handler and again on a response the handler made itself (better-auth, static
 * files). Vary is set before the handler for a reason of its own: compress would otherwise add it to the
 * finished response, which makes Hono rebuild every response as a stream.
 */
export function requestEnvelope({ secure, logger }: { secure: MiddlewareHandler; logger: Logger }) {
  let fixedHeaders: [string, string][] | undefined;
  return createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
    const started = performance.now();
    const sent = c.req.header('x-request-id');
    const requestId = sent && ACCEPTABLE_REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
    c.set('requestId', requestId);
    const outgoing = nodeResponseOf(c.env);
    if (outgoing) {
      // The answer's own headers take precedence when Node writes it, as `overwrite: false` has them. Read once,
      // by the first requests (the same list each time), and not awaited after.
      fixedHeaders ??= await headersOf(secure);
      for (const [name, value] of fixedHeaders) outgoing.setHeader(name, value);
      outgoing.setHeader('X-Request-Id', requestId);
      outgoing.setHeader('Vary', 'Accept-Encoding');
      // compress adds Vary to a finished answer that has none, rebuilding it as a stream.
      if (c.req.header('accept-encoding')) c.header('Vary', 'Accept-Encoding');
      await next();
    } else {
      c.header('X-Request-Id', requestId);
      c.header('Vary', 'Accept-Encoding');
      await secure(c, next);
      const response = c.res.headers;
      if (!response.has('X-Request-Id')) response.set('X-Request-Id', requestId);
      if (!response.has('Vary')) response.set('Vary', 'Accept-Encoding');
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
