import { createMiddleware } from 'hono/factory';
import { can, type Permission } from '../../shared/domain/roles';
import { localizedErrorBody } from '../lib/errors';
import type { Auth } from './create-auth';
import type { SessionUser } from './session-reader';

export type { SessionUser };
export type SessionVariables = { user: SessionUser };

const READS = new Set(['GET', 'HEAD']);

export const FORBIDDEN_MESSAGE = /*i18n*/ 'Your role in this business does not allow this.';
export const SUSPENDED_MESSAGE =
  /*i18n*/ 'This business is on the Free plan, so only its owner has access. Ask the owner to upgrade to Pro.';

/**
 * Every user-data route sits behind this: the user, their business and their role come from the session,
 * never from the request (docs/product/engineering.md#contracts, docs/decisions/0018). Reads may reuse this
 * process's lookup of the session for up to a minute; every write looks it up (auth/session-reader.ts,
 * docs/decisions/0008). A suspended member (the business left Pro) reaches nothing behind it unless
 * `allowSuspended`.
 */
export function requireUser(auth: Auth, options: { allowSuspended?: boolean } = {}) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    // A route mounted under both '/x' and '/x/*' meets this twice; the session is checked once.
    let member = c.get('user');
    if (!member) {
      const found = await auth.sessions.userOf(c.req.raw.headers, { fresh: !READS.has(c.req.method) });
      if (!found)
        return c.json(localizedErrorBody(c, 'UNAUTHENTICATED', /*i18n*/ 'Please log in to continue'), 401);
      c.set('user', found);
      member = found;
    }
    if (member.suspended && !options.allowSuspended)
      return c.json(localizedErrorBody(c, 'BUSINESS_SUSPENDED', SUSPENDED_MESSAGE), 403);
    await next();
  });
}

/** After `requireUser`: answers 403 `FORBIDDEN` unless the member's role allows `permission` (shared/domain/roles.ts). */
export function requirePermission(permission: Permission) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    if (!can(c.get('user').role, permission))
      return c.json(localizedErrorBody(c, 'FORBIDDEN', FORBIDDEN_MESSAGE), 403);
    await next();
  });
}
