import crypto from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { isSuspendedMember, subscriptionStatusAt } from '../../shared/domain/entitlements';
import { can, isRole, type Role } from '../../shared/domain/roles';
import type { Database, DbOrTx } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { member, readinessVersions, session, subscriptions, user } from '../db/schema';
import { storedSubscriptionColumns, toStoredSubscription } from '../billing/subscription-store';

/**
 * The signed-in person and the business they work in (docs/decisions/0018): every user-data route scopes its
 * queries by `businessId` and checks `role`. `suspended`: a member other than the owner while the business is
 * not on Pro (team collaboration is Pro); they may read who owns the business and nothing else.
 */
export type SessionUser = {
  id: string;
  email: string;
  businessId: string;
  memberId: string;
  role: Role;
  suspended: boolean;
  /**
   * The business's readiness version (docs/decisions/0034), read with the session so that the events' reads
   * need no round trip of their own; absent when the lookup was reused from the cache (it may be older than the
   * request), null when the business has no version row yet.
   */
  readinessVersion?: number | null;
};

/**
 * A signed-in person who belongs to no business: they joined by invitation and have not created one, or the
 * last business they worked in removed them. Their account is still theirs: they may take their data, close
 * it, accept an invitation or create a business (docs/decisions/0018). Every business route refuses them.
 */
export type PersonWithoutBusiness = {
  id: string;
  email: string;
  businessId: null;
  memberId: null;
  role: null;
  suspended: false;
};

/** Whoever a valid session belongs to. */
export type SignedInPerson = SessionUser | PersonWithoutBusiness;

/**
 * The session, its user and the membership it works in: the session's active business when the user is still a
 * member of it, else the business they own, else their oldest membership. The business's subscription comes
 * along, so that a suspended member is known without a second query, and its readiness version, so that the
 * events' reads need none either. A common table expression named `signed_in`, so that a read may look the
 * session up in its own statement (`signedInSession`); its two ids are named apart.
 */
function signedInLookup(db: DbOrTx) {
  return db.$with('signed_in').as(
    db
      .select({
        userId: sql<string>`${user.id}`.as('user_id'),
        email: user.email,
        expiresAt: session.expiresAt,
        businessId: member.organizationId,
        memberId: sql<string | null>`${member.id}`.as('member_id'),
        role: member.role,
        ...storedSubscriptionColumns,
        readinessVersion: readinessVersions.version,
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(member, eq(member.userId, session.userId))
      .leftJoin(subscriptions, eq(subscriptions.businessId, member.organizationId))
      .leftJoin(readinessVersions, eq(readinessVersions.businessId, member.organizationId))
      .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql.placeholder('now'))))
      .orderBy(
        sql`${member.organizationId} is not distinct from ${session.activeOrganizationId} desc`,
        sql`${member.role} = 'owner' desc`,
        asc(member.createdAt),
      )
      .limit(1),
  );
}
type SignedIn = ReturnType<typeof signedInLookup>;

/** One row of the session lookup. */
export type SessionRow = {
  id: string;
  email: string;
  expiresAt: Date;
  businessId: string | null;
  memberId: string | null;
  role: string | null;
  tier: string | null;
  status: string | null;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean | null;
  readinessVersion: number | null;
};

/**
 * `signed_in`'s row as one JSON array, in `sessionRowOf`'s order: one column, decoded once. A statement that
 * carries it into each of its rows (`signedInSession`) then costs a string a row, not a dozen decoded values
 * (docs/decisions/0028).
 */
const sessionJson = (signedIn: SignedIn) =>
  sql<string>`json_build_array(${signedIn.userId}, ${signedIn.email}, ${signedIn.expiresAt}, ${signedIn.businessId}, ${signedIn.memberId}, ${signedIn.role}, ${signedIn.tier}, ${signedIn.status}, ${signedIn.trialEnd}, ${signedIn.currentPeriodEnd}, ${signedIn.cancelAtPeriodEnd}, ${signedIn.readinessVersion})::text`;

type SessionJson = [
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  boolean | null,
  number | null,
];

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** The session row that `sessionJson` wrote. */
export function sessionRowOf(json: string): SessionRow {
  const [
    id,
    email,
    expiresAt,
    businessId,
    memberId,
    role,
    tier,
    status,
    trialEnd,
    periodEnd,
    cancels,
    version,
  ] = JSON.parse(json) as SessionJson;
  return {
    id,
    email,
    expiresAt: new Date(expiresAt),
    businessId,
    memberId,
    role,
    tier,
    status,
    trialEnd: dateOrNull(trialEnd),
    currentPeriodEnd: dateOrNull(periodEnd),
    cancelAtPeriodEnd: cancels,
    readinessVersion: version,
  };
}

const sessionQuery = preparedPerDatabase((db) => {
  const signedIn = signedInLookup(db);
  return db
    .with(signedIn)
    .select({ session: sessionJson(signedIn) })
    .from(signedIn)
    .prepare('find_session_member');
});

/**
 * For a read that looks the session up in its own statement (docs/decisions/0028): `with` puts the lookup in
 * the statement, under the placeholders `token` and `now`; `field` is a column that carries its row into each
 * of the statement's rows (a sub-select, which PostgreSQL runs once), for `sessionRowOf`; `businessId` is the
 * business it works in, for the statement's own conditions.
 */
export function signedInSession(db: DbOrTx) {
  const signedIn = signedInLookup(db);
  return {
    with: signedIn,
    field: sql<string>`(select ${sessionJson(signedIn)} from ${signedIn})`,
    businessId: sql<string>`(select ${signedIn.businessId} from ${signedIn})`,
  };
}

/** The business's subscription as the lookup found it, or none. */
function storedSubscriptionOf({ tier, status, trialEnd, currentPeriodEnd, cancelAtPeriodEnd }: SessionRow) {
  if (tier === null || status === null || cancelAtPeriodEnd === null) return undefined;
  return toStoredSubscription({ tier, status, trialEnd, currentPeriodEnd, cancelAtPeriodEnd });
}

type SignedToken = { signedValue: string; token: string; generation: number };

/** The cookie better-auth sets, with its `__Secure-` prefix in production. */
export const sessionCookieName = (isProduction: boolean) =>
  `${isProduction ? '__Secure-' : ''}better-auth.session_token`;

/**
 * The session check behind every user-data route (docs/decisions/0008). It reads better-auth's signed
 * session cookie (`token.base64(HMAC-SHA256(secret, token))`, URL-encoded), checks the signature with
 * node:crypto, and looks the session, its user and their membership up in one query. A business owner's read
 * may reuse a lookup of this process for up to `cacheSeconds`; a write, and every request of a manager or
 * crew member, looks the session up. Signing out, resetting a
 * password or closing the account through this process empties the cache at once.
 */
export function createSessionReader(options: {
  db: Database;
  secret: string;
  cookieName: string;
  cacheSeconds: number;
  maxEntries?: number;
}) {
  const { db, secret, cookieName } = options;
  const maxEntries = options.maxEntries ?? 10_000;
  const cache = new Map<string, { user: SessionUser; until: number }>();
  // Signed values whose signature checked out, with their token. The secret does not change while the process
  // runs, so a signature once checked stays good; a manager's or crew member's every request looks the session
  // up (below) but need not compute the HMAC again (docs/decisions/0028). A forged value is never in it.
  const verifiedTokens = new LRUCache<string, string>({ max: maxEntries });
  // A lookup that raced with forgetAll() must not put the ended session back.
  let generation = 0;

  /** The cookie's value, `token.signature`, as the browser sent it. */
  function signedValueFrom(cookieHeader: string | null): string | null {
    if (!cookieHeader) return null;
    for (const part of cookieHeader.split(';')) {
      const equals = part.indexOf('=');
      if (equals < 0 || part.slice(0, equals).trim() !== cookieName) continue;
      try {
        return decodeURIComponent(part.slice(equals + 1).trim());
      } catch {
        return null;
      }
    }
    return null;
  }

  /** The session token, when the signature is ours. */
  function verifiedToken(signedValue: string): string | null {
    const dot = signedValue.lastIndexOf('.');
    if (dot < 1) return null;
    const token = signedValue.slice(0, dot);
    const signature = Buffer.from(signedValue.slice(dot + 1));
    const expected = Buffer.from(crypto.createHmac('sha256', secret).update(token).digest('base64'));
    return signature.length === expected.length && crypto.timingSafeEqual(signature, expected) ? token : null;
  }

  /** verifiedToken, remembered for the values that pass. */
  function tokenOf(signedValue: string): string | null {
    const known = verifiedTokens.get(signedValue);
    if (known !== undefined) return known;
    const token = verifiedToken(signedValue);
    if (token) verifiedTokens.set(signedValue, token);
    return token;
  }

  async function lookUp(token: string) {
    const [row] = await sessionQuery(db).execute({ token, now: new Date() });
    return row && sessionRowOf(row.session);
  }

  /**
   * What the cookie says before any query: the person this process's cache keeps for it (`kept`, unless `fresh`),
   * else its checked token to look up with and the cache's generation then (`signed`); null without a valid one.
   * The cookie is read once, whichever it is.
   */
  function sessionOf(
    headers: Headers,
    { fresh }: { fresh: boolean },
  ): { kept: SessionUser } | { signed: SignedToken } | null {
    const signedValue = signedValueFrom(headers.get('cookie'));
    if (!signedValue) return null;
    // The cache is keyed by the whole signed value, so only a value whose signature was checked is in it.
    if (!fresh) {
      const hit = cache.get(signedValue);
      if (hit && hit.until > Date.now()) return { kept: hit.user };
    }
    const token = tokenOf(signedValue);
    return token ? { signed: { signedValue, token, generation } } : null;
  }

  /** The person a looked-up session row names; an owner's is kept for the reads that follow. */
  function personFrom(signed: SignedToken, row: SessionRow | undefined): SignedInPerson | null {
    cache.delete(signed.signedValue);
    if (!row) return null;
    // A person in no business is still signed in; the routes that need a business refuse them.
    if (!row.businessId || !row.memberId || !isRole(row.role))
      return {
        id: row.id,
        email: row.email,
        businessId: null,
        memberId: null,
        role: null,
        suspended: false,
      };
    const suspended = isSuspendedMember(
      row.role,
      subscriptionStatusAt(storedSubscriptionOf(row), new Date()),
    );
    const owner: SessionUser = {
      id: row.id,
      email: row.email,
      businessId: row.businessId,
      memberId: row.memberId,
      role: row.role,
      suspended,
    };
    // Only an owner's lookup is reused: an owner is never removed or suspended, so a member's removal,
    // new role or suspension counts from their very next request, on every instance (docs/decisions/0018).
    if (signed.generation === generation && can(owner.role, 'ownBusiness')) {
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      const until = Math.min(row.expiresAt.getTime(), Date.now() + options.cacheSeconds * 1000);
      cache.set(signed.signedValue, { user: owner, until });
    }
    return { ...owner, readinessVersion: row.readinessVersion };
  }

  return {
    /** The signed-in person, in a business or in none, or null. `fresh` skips the cache (every write). */
    async userOf(headers: Headers, { fresh }: { fresh: boolean }): Promise<SignedInPerson | null> {
      const found = sessionOf(headers, { fresh });
      if (!found) return null;
      if ('kept' in found) return found.kept;
      return personFrom(found.signed, await lookUp(found.signed.token));
    },
    /**
     * For a read that looks the session up in its own statement (`signedInSession`): `sessionOf` gives the kept
     * person or the token to look up with, and `personFrom` takes the row the statement found, which the cache
     * treats as `userOf`'s own lookup.
     */
    sessionOf,
    personFrom,
    /**
     * After anything that ends sessions or changes what a session may reach: sign-out, password reset, closing
     * the account, a member removed or given another role, a business switched or its plan changed.
     */
    forgetAll() {
      generation++;
      cache.clear();
      verifiedTokens.clear();
    },
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
