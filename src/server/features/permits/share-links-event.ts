import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema';
import { AppError } from '../../lib/errors';

/* The event of an organiser's share link (docs/product/events.md#the-organisers-packet), by name. */

export type LinkEvent = { id: string; name: string };

/** The events of the business's event links, by id. */
export async function linkEvents(db: DbOrTx, businessId: string, links: { eventId: string | null }[]) {
  const ids = [...new Set(links.flatMap((link) => (link.eventId ? [link.eventId] : [])))];
  if (ids.length === 0) return new Map<string, LinkEvent>();
  const rows = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(eq(events.businessId, businessId), inArray(events.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The event of an organiser's link; another business's event is indistinguishable from a missing one. */
export async function findLinkEvent(tx: DbOrTx, businessId: string, eventId: string): Promise<LinkEvent> {
  const [event] = await tx
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(eq(events.businessId, businessId), eq(events.id, eventId)));
  if (!event) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such event');
  return event;
}
