import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { can, type Action } from '../../shared/domain/roles';
import { localizedErrorBody } from '../lib/errors';
import type { Auth } from './create-auth';
import type { SessionRow, SessionUser, SignedInPerson } from './session-reader';

export type { SessionUser, SignedInPerson };
/** `person`: whoever is signed in; `user`: the same person in the business they work in. */
export type SessionVariables = { user: SessionUser; person: SignedInPerson };

const READS = new Set(['GET', 'HEAD']);

export const FORBIDDEN_MESSAGE = /*i18n*/ 'Your role in this business does not allow this.';
export const NO_BUSINESS_MESSAGE =
  /*i18n*/ 'You belong to no business. Create one, or accept an invitation to join one.';
export const SUSPENDED_MESSAGE =
  /*i18n*/ 'This business is on the Free plan, so only its owner has access. Ask the owner to upgrade to Pro.';

type SessionContext = Context<{ Variables: SessionVariables }>;

/** The signed-in person, or null. A route mounted under both '/x' and '/x/*' checks the session once. */
async function personOf(auth: Auth, c: SessionContext, fresh = false): Promise<SignedInPerson | null> {
  const known = c.get('person');
  if (known) return known;
  const found = await auth.sessions.userOf(c.req.raw.headers, { fresh: fresh || !READS.has(c.req.method) });
  if (found) c.set('person', found);
  return found;
}

const notSignedIn = (c: SessionContext) =>
  c.json(localizedErrorBody(c, 'UNAUTHENTICATED', /*i18n*/ 'Please log in to continue'), 401);

/**
 * The routes of a person's own account: their data, closing it, accepting an invitation, their businesses
 * and creating one. They work for a person in no business too (docs/decisions/0018). Sets `person` only.
 */
export function requirePerson(auth: Auth) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    if (!(await personOf(auth, c))) return notSignedIn(c);
    await next();
  });
}

/**
 * Every user-data route sits behind this: the user, their business and their role come from the session,
 * never from the request (docs/product/engineering.md#contracts, docs/decisions/0018). Reads may reuse this process's lookup of the
 * session for up to a minute; every write looks it up (auth/session-reader.ts, docs/decisions/0008).
 * A person in no business is refused with 403 `NO_BUSINESS`; a suspended member (the business left Pro)
 * reaches nothing behind it unless `allowSuspended`. `fresh` looks the session up for reads too: the events'
 * reads take the business's readiness version from it (docs/decisions/0034).
 */
export function requireUser(auth: Auth, options: { allowSuspended?: boolean; fresh?: boolean } = {}) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const member = await personOf(auth, c, options.fresh);
    if (!member) return notSignedIn(c);
    if (member.businessId === null)
      return c.json(localizedErrorBody(c, 'NO_BUSINESS', NO_BUSINESS_MESSAGE), 403);
    c.set('user', member);
    if (member.suspended && !options.allowSuspended)
      return c.json(localizedErrorBody(c, 'BUSINESS_SUSPENDED', SUSPENDED_MESSAGE), 403);
    await next();
  });
}

/**
 * For a read that looks the session up in its own statement (`signedInSession`, docs/decisions/0028), before
 * `requireUser`: when this process keeps no lookup of the request's session, runs `read` with its checked
 * token, and answers the read's value when the session row it found passes `requireUser`'s checks (a member of
 * a business, not suspended). Otherwise undefined, and `requireUser` answers as ever, from the row found when
 * there is one: a member's refusal counts from their very next request, as with every lookup.
 */
export async function readSignedIn<Value>(
  auth: Auth,
  c: SessionContext,
  read: (token: string) => Promise<{ session: SessionRow; value: Value } | undefined>,
): Promise<Value | undefined> {
  if (c.get('person')) return undefined;
  const session = auth.sessions.sessionOf(c.req.raw.headers, { fresh: false });
  if (!session) return undefined;
  if ('kept' in session) {
    // requireUser then takes it from here, as it would have from the cache.
    c.set('person', session.kept);
    return undefined;
  }
  const { signed } = session;
  const found = await read(signed.token);
  if (!found) return undefined;
  const person = auth.sessions.personFrom(signed, found.session);
  if (!person) return undefined;
  c.set('person', person);
  if (person.businessId === null || person.suspended) return undefined;
  c.set('user', person);
  return found.value;
}

/** After `requireUser`: answers 403 `FORBIDDEN` unless the member's role allows `action` (shared/domain/roles.ts). */
export function requirePermission(action: Action) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    if (!can(c.get('user').role, action))
      return c.json(localizedErrorBody(c, 'FORBIDDEN', FORBIDDEN_MESSAGE), 403);
    await next();
  });
}
