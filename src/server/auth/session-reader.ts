import crypto from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session, user } from '../db/schema';

export type SessionUser = { id: string; email: string };

/** The cookie better-auth sets, with its `__Secure-` prefix in production. */
export const sessionCookieName = (isProduction: boolean) =>
  `${isProduction ? '__Secure-' : ''}better-auth.session_token`;

/**
 * The session check behind every user-data route (docs/decisions/0008). It reads better-auth's signed
 * session cookie (`token.base64(HMAC-SHA256(secret, token))`, URL-encoded), checks the signature with
 * node:crypto, and looks the session and its owner up in one query. A read may reuse a lookup of this
 * process for up to `cacheSeconds`; a write always looks the session up. Signing out, resetting a
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
  // A lookup that raced with forgetAll() must not put the ended session back.
  let generation = 0;

  function tokenFrom(cookieHeader: string | null): string | null {
    if (!cookieHeader) return null;
    for (const part of cookieHeader.split(';')) {
      const equals = part.indexOf('=');
      if (equals < 0 || part.slice(0, equals).trim() !== cookieName) continue;
      let value: string;
      try {
        value = decodeURIComponent(part.slice(equals + 1).trim());
      } catch {
        return null;
      }
      const dot = value.lastIndexOf('.');
      if (dot < 1) return null;
      const token = value.slice(0, dot);
      const signature = Buffer.from(value.slice(dot + 1));
      const expected = Buffer.from(crypto.createHmac('sha256', secret).update(token).digest('base64'));
      return signature.length === expected.length && crypto.timingSafeEqual(signature, expected)
        ? token
        : null;
    }
    return null;
  }

  async function lookUp(token: string) {
    const [row] = await db
      .select({ id: user.id, email: user.email, expiresAt: session.expiresAt })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(and(eq(session.token, token), gt(session.expiresAt, new Date())))
      .limit(1);
    return row;
  }

  return {
    /** The signed-in owner, or null. `fresh` skips the cache (every write). */
    async userOf(headers: Headers, { fresh }: { fresh: boolean }): Promise<SessionUser | null> {
      const token = tokenFrom(headers.get('cookie'));
      if (!token) return null;
      if (!fresh) {
        const hit = cache.get(token);
        if (hit && hit.until > Date.now()) return hit.user;
      }
      const started = generation;
      const row = await lookUp(token);
      cache.delete(token);
      if (!row) return null;
      const owner = { id: row.id, email: row.email };
      if (started === generation) {
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
        const until = Math.min(row.expiresAt.getTime(), Date.now() + options.cacheSeconds * 1000);
        cache.set(token, { user: owner, until });
      }
      return owner;
    },
    /** After anything that ends sessions: sign-out, password reset, closing the account. */
    forgetAll() {
      generation++;
      cache.clear();
    },
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
