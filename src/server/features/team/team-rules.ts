import { and, count, eq, gt } from 'drizzle-orm';
import { hasPro } from '../../../shared/domain/entitlements';
import { MEMBER_LIMIT } from '../../../shared/domain/plan-limits';
import { TEAM_MESSAGES } from '../../../shared/contracts/team';
import { getSubscriptionStatus } from '../../billing/get-subscription-status';
import type { DbOrTx } from '../../db/client';
import { invitation, member } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * Team collaboration is Pro (docs/product/plans.md#pro-features-and-gates): inviting, and accepting, need the
 * business to be on it.
 */
export async function assertBusinessHasPro(db: DbOrTx, businessId: string) {
  if (!hasPro(await getSubscriptionStatus({ db, businessId })))
    throw new AppError(403, 'PRO_REQUIRED', TEAM_MESSAGES.proRequired);
}

/** Members and pending invitations that have not expired: what the member limit counts. */
export async function countSeats(db: DbOrTx, businessId: string, now = new Date()) {
  const [members] = await db
    .select({ value: count() })
    .from(member)
    .where(eq(member.organizationId, businessId));
  const [pending] = await db
    .select({ value: count() })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, businessId),
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, now),
      ),
    );
  return { members: members?.value ?? 0, pending: pending?.value ?? 0 };
}

/** Another seat may be taken (an invitation sent, or one accepted that was not counted). */
export function assertSeatFree(taken: number) {
  if (taken >= MEMBER_LIMIT)
    throw new AppError(403, 'MEMBER_LIMIT_REACHED', TEAM_MESSAGES.memberLimit, { limit: MEMBER_LIMIT });
}
