import { createMiddleware } from 'hono/factory';
import { errorBody } from '../lib/errors';
import type { Auth } from './create-auth';

export type SessionUser = { id: string; email: string };
export type SessionVariables = { user: SessionUser };

/** Every user-data route sits behind this: the user id comes from the session, never from the request. */
export function requireUser(auth: Auth) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) return c.json(errorBody('UNAUTHENTICATED', 'Please log in to continue'), 401);
    c.set('user', { id: result.user.id, email: result.user.email });
    await next();
  });
}
