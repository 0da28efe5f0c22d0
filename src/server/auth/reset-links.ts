import { and, eq, like, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { verification } from '../db/schema';
import { hashSecret } from '../lib/secret-hash';

/** better-auth 1.7 names a reset link's row `reset-password:<token>` (api/routes/password). */
const RESET_IDENTIFIER_PREFIX = 'reset-password:';
/**
 * What we store instead: a SHA-256 of that identifier under a prefix of its own. Its own prefix, because
 * better-auth also looks a token up unhashed (for rows stored before hashing), and a stored hash must not
 * read as `reset-password:<token>`, or anyone reading the table could use the hash as a link.
 */
const HASHED_PREFIX = 'reset-password-sha256:';

async function hashResetIdentifier(identifier: string): Promise<string> {
  return HASHED_PREFIX + hashSecret(identifier, 'base64url');
}

/**
 * better-auth's `verification.storeIdentifier`: reset links are kept only as hashes, so that a copy of the
 * database resets no password. Other identifiers stay as they are.
 */
export const resetLinkStorage = {
  default: 'plain' as const,
  overrides: { [RESET_IDENTIFIER_PREFIX]: { hash: hashResetIdentifier } },
};

/** The stored identifier of the reset link with this token. */
export const storedResetIdentifier = (token: string) =>
  hashResetIdentifier(`${RESET_IDENTIFIER_PREFIX}${token}`);

/**
 * Voids the owner's reset links, all of them or all but the one with `keepToken`: only the newest link mailed
 * works, and none once the password is reset (the forgot-password flow,
 * docs/product/screens.md#password-reset).
 */
export async function voidResetLinks(options: { db: Database; userId: string; keepToken?: string }) {
  const { db, userId, keepToken } = options;
  const isResetLink = or(
    like(verification.identifier, `${HASHED_PREFIX}%`),
    like(verification.identifier, `${RESET_IDENTIFIER_PREFIX}%`),
  );
  const kept = keepToken ? ne(verification.identifier, await storedResetIdentifier(keepToken)) : undefined;
  await db.delete(verification).where(and(eq(verification.value, userId), isResetLink, kept));
}

/** Removes one reset link (one that was never mailed). */
export async function deleteResetLink(options: { db: Database; token: string }) {
  const identifier = await storedResetIdentifier(options.token);
  await options.db.delete(verification).where(eq(verification.identifier, identifier));
}
