import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/**
 * hono's compress, asked only when the client accepts a compressed answer. compress reads the finished
 * response's headers before it looks at Accept-Encoding, which turns the Node server's plain header record
 * into a fetch `Headers` on every answer: a third of a one-row read's middleware time in the profile
 * (docs/decisions/0028). `Vary: Accept-Encoding` is the request envelope's, on every answer either way.
 */
export function compressWhenAccepted(options: { threshold: number }): MiddlewareHandler {
  const compressing = compress(options);
  return (c, next) => (c.req.header('accept-encoding') ? compressing(c, next) : next());
}
