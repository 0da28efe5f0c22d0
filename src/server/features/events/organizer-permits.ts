import { and, eq } from 'drizzle-orm';
import type { Catalog } from '../../catalog/catalog';
import type { DbOrTx } from '../../db/client';
import { permits } from '../../db/schema';
import { readEvent } from './event-rows';

/**
 * The permits an event's organiser is shown (docs/product/events.md#the-organisers-packet): those added for the
 * event, each other permit its readiness lists as one that must be valid there, and the permit answering one of
 * the place's event permits, when it is valid on every day of the event and not marked 'Not needed'. Read when asked, so that a permit added or renewed since the link
 * was made shows at the next opening. Another business's event is a 404.
 */
export async function organizerPermitIds(options: {
  db: DbOrTx;
  catalog: Catalog;
  businessId: string;
  eventId: string;
}): Promise<string[]> {
  const { db, businessId } = options;
  const event = await readEvent(db, options.catalog, businessId, options.eventId);
  const own = await db
    .select({ id: permits.id })
    .from(permits)
    .where(and(eq(permits.businessId, businessId), eq(permits.eventId, event.id)));
  const ids = new Set(own.map((permit) => permit.id));
  for (const line of event.readiness.lines) {
    if (line.kind === 'permit' && line.validThroughEvent && line.notNeeded === null) ids.add(line.permitId);
    // The place's event permit the truck already holds, tracked before the event was: done by the permit alone.
    if (line.kind === 'event-permit' && line.permitId && line.done && line.notNeeded === null)
      ids.add(line.permitId);
  }
  return [...ids];
}
