import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { requirementChanges } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * Pending → verified (check) or dismissed (X), for this business only
 * (docs/product/intelligence.md#requirement-changes). Another business's change, or one already reviewed, is
 * not found.
 */
export async function reviewRequirementChange({
  db,
  businessId,
  userId,
  changeId,
  status,
}: {
  db: Database;
  businessId: string;
  userId: string;
  changeId: string;
  status: 'verified' | 'dismissed';
}) {
  const updated = await db
    .update(requirementChanges)
    .set({ status, reviewedBy: userId, reviewedAt: new Date() })
    .where(
      and(
        eq(requirementChanges.id, changeId),
        eq(requirementChanges.businessId, businessId),
        eq(requirementChanges.status, 'pending'),
      ),
    )
    .returning({ id: requirementChanges.id });
  if (updated.length === 0) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such requirement change');
}
