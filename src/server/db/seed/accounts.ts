import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Role } from '../../../shared/domain/roles';
import type { Database } from '../client';
import { account, member, organization, user } from '../schema';

/*
 * Accounts written straight into the database, for the demo seed and the tests' factories
 * (docs/product/engineering.md#habit-10-one-factories-module): what signing up and accepting an invitation
 * leave behind, without the e-mails.
 */

/**
 * A person who can sign in with e-mail and password (confirmed unless `verified: false`), with the business of
 * their own that every account has (docs/decisions/0018), named after the e-mail.
 */
export async function insertAccount(
  db: Database,
  options: {
    email: string;
    password: string;
    verified?: boolean;
    name?: string;
    /** `password` hashed already (better-auth's scrypt takes a core's tenth of a second a hash). */
    passwordHash?: string;
  },
) {
  const email = options.email.toLowerCase();
  const { password } = options;
  const id: string = crypto.randomUUID();
  await db
    .insert(user)
    .values({ id, email, name: options.name ?? '', emailVerified: options.verified ?? true });
  await db.insert(account).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: options.passwordHash ?? (await hashPassword(password)),
  });
  const businessId: string = crypto.randomUUID();
  await db.insert(organization).values({ id: businessId, name: email, slug: businessId });
  const memberId = await insertMember(db, { businessId, userId: id, role: 'owner' });
  return { id, email, password, businessId, memberId };
}

/** Makes `userId` a member of the business with `role`, as accepting an invitation does. Answers the member id. */
export async function insertMember(
  db: Database,
  options: { businessId: string; userId: string; role: Role },
) {
  const memberId: string = crypto.randomUUID();
  await db.insert(member).values({ id: memberId, organizationId: options.businessId, ...options });
  return memberId;
}
