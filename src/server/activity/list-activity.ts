import { and, desc, eq, lt } from 'drizzle-orm';
import { ACTIVITY_PAGE_SIZE, type ActivityEvent, type ActivityAction } from '../../shared/contracts/activity';
import type { Database } from '../db/client';
import { activityEvents, permits } from '../db/schema';
import { AppError } from '../lib/errors';

/**
 * The business's activity log, newest first, a page at a time (`before`: the last id of the previous page);
 * with `permitId`, the history of one of the business's permits (docs/decisions/0018).
 */
export async function listActivity(options: {
  db: Database;
  businessId: string;
  permitId?: string;
  before?: number;
}) {
  if (options.permitId) {
    // Another business's permit is indistinguishable from a missing one.
    const [permit] = await options.db
      .select({ id: permits.id })
      .from(permits)
      .where(and(eq(permits.id, options.permitId), eq(permits.businessId, options.businessId)))
      .limit(1);
    if (!permit) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such permit.');
  }
  const rows = await options.db
    .select()
    .from(activityEvents)
    .where(
      and(
        eq(activityEvents.businessId, options.businessId),
        options.permitId ? eq(activityEvents.permitId, options.permitId) : undefined,
        options.before ? lt(activityEvents.id, options.before) : undefined,
      ),
    )
    .orderBy(desc(activityEvents.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  const events: ActivityEvent[] = page.map((row) => ({
    id: row.id,
    action: row.action as ActivityAction,
    actorEmail: row.actorEmail,
    permitId: row.permitId,
    subject: row.subject,
    vehicleName: row.vehicleName,
    changes: row.changes ?? [],
    createdAt: row.createdAt.toISOString(),
  }));
  return { events, nextBefore: rows.length > ACTIVITY_PAGE_SIZE ? page.at(-1)!.id : null };
}
