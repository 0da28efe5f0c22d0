import { createMiddleware } from 'hono/factory';
import { errorBody } from '../lib/errors';
import type { Auth } from './create-auth';
import type { SessionUser } from './session-reader';

export type { SessionUser };
export type SessionVariables = { user: SessionUser };

const READS = new Set(['GET', 'HEAD']);

/**
 * Every user-data route sits behind this: the user id comes from the session, never from the request.
 * Reads may reuse this process's lookup of the session for up to a minute; every write looks it up
 * (auth/session-reader.ts, docs/decisions/0008).
 */
export function requireUser(auth: Auth) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    // A route mounted under both '/x' and '/x/*' meets this twice; the session is checked once.
    if (c.get('user')) return next();
    const owner = await auth.sessions.userOf(c.req.raw.headers, { fresh: !READS.has(c.req.method) });
    if (!owner) return c.json(errorBody('UNAUTHENTICATED', 'Please log in to continue'), 401);
    c.set('user', owner);
    await next();
  });
}
