import { and, eq } from 'drizzle-orm';
import { recordActivity, type Actor } from '../../activity/record-activity';
import type { Catalog } from '../../catalog/catalog';
import type { Database, DbOrTx } from '../../db/client';
import { eventLineMarks, permits } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { readinessLineKey } from '../../../shared/contracts/events';
import { findBusinessEvent, readEvent } from './event-rows';

const noSuchLine = () => new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such line');

/**
 * What the activity log calls a line: its permit's or catalog entry's name, or its key for the lines the log
 * has words for (shared/domain/activity-text.ts).
 */
async function lineName(db: DbOrTx, catalog: Catalog, businessId: string, lineKey: string) {
  const [kind, id] = lineKey.split(':');
  if (kind === 'catalog') return catalog.byId.get(id!)?.name ?? lineKey;
  if (kind !== 'permit') return lineKey;
  const [permit] = await db
    .select({ name: permits.name })
    .from(permits)
    .where(and(eq(permits.businessId, businessId), eq(permits.id, id!)));
  return permit?.name ?? lineKey;
}

/**
 * Marks a line 'Not needed' with the reason, or (reason null) takes the mark back
 * (docs/product/events.md#readiness); either goes in the activity log, a take-back only when there was a mark.
 */
export async function markLine(options: {
  db: Database;
  catalog: Catalog;
  actor: Actor;
  eventId: string;
  lineKey: string;
  reason: string | null;
}) {
  const { db, actor, eventId, lineKey, reason } = options;
  const { businessId } = actor;
  // Only a line the event's checklist has can be marked: a mark on any other key would wait unseen, and answer
  // a line that appears later (an organiser's deadline added afterwards) before the owner ever saw it.
  if (reason !== null) {
    const { readiness } = await readEvent(db, options.catalog, businessId, eventId);
    if (!readiness.lines.some((shown) => readinessLineKey(shown) === lineKey)) throw noSuchLine();
  }
  const line = await lineName(db, options.catalog, businessId, lineKey);
  await db.transaction(async (tx) => {
    // Held until the mark is written, so that an event removed meanwhile is a 404, not a broken reference.
    const event = await findBusinessEvent(tx, businessId, eventId, { lock: 'share' });
    const where = and(eq(eventLineMarks.eventId, eventId), eq(eventLineMarks.lineKey, lineKey));
    if (reason === null) {
      const taken = await tx.delete(eventLineMarks).where(where).returning({ reason: eventLineMarks.reason });
      if (taken.length > 0)
        await recordActivity(tx, {
          businessId,
          actor,
          action: 'event.line_unmarked',
          subject: event.name,
          changes: [{ field: 'line', before: null, after: line }],
        });
      return;
    }
    await tx
      .insert(eventLineMarks)
      .values({ eventId, businessId, lineKey, reason, markedBy: actor.id })
      .onConflictDoUpdate({
        target: [eventLineMarks.eventId, eventLineMarks.lineKey],
        set: { reason, markedBy: actor.id, markedAt: new Date() },
      });
    await recordActivity(tx, {
      businessId,
      actor,
      action: 'event.line_marked',
      subject: event.name,
      changes: [
        { field: 'line', before: null, after: line },
        { field: 'reason', before: null, after: reason },
      ],
    });
  });
}
