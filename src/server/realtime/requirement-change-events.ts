import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseConnection } from '../db/client';
import { requirementChanges } from '../db/schema';
import type { Logger } from '../lib/logger';

/** The channel a fan-out notifies with the page change's id (features/requirement-monitor/fan-out.ts). */
export const REQUIREMENT_CHANGES_CHANNEL = 'requirement_changes';

/** What an open dashboard is told: a new change of its business, or to reload (events may have been lost). */
export type RequirementChangeEvent = { type: 'change'; id: string } | { type: 'refresh' };
type Send = (event: RequirementChangeEvent) => void;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Live requirement changes (docs/product/intelligence.md#live-updates, docs/decisions/0021). Each instance
 * listens once on the database (PostgreSQL's LISTEN, or PGlite's own), so a change found by any instance
 * reaches the dashboards open on every instance. A notification names a page change; the instance asks which
 * of the businesses it has open dashboards for got a change from it, and tells only those.
 */
export function createRequirementChangeEvents({
  connection,
  logger,
}: {
  connection: DatabaseConnection;
  logger: Logger;
}) {
  const subscribers = new Map<string, Set<Send>>();
  let listening: Promise<() => Promise<void>> | null = null;
  let closing!: () => void;
  const whenClosing = new Promise<void>((resolve) => (closing = resolve));

  const everyone = (event: RequirementChangeEvent) => {
    for (const sends of subscribers.values()) for (const send of sends) send(event);
  };

  async function onNotify(pageChangeId: string) {
    const businessIds = [...subscribers.keys()];
    if (businessIds.length === 0 || !UUID.test(pageChangeId)) return;
    try {
      const rows = await connection.db
        .select({ businessId: requirementChanges.businessId, id: requirementChanges.id })
        .from(requirementChanges)
        .where(
          and(
            eq(requirementChanges.pageChangeId, pageChangeId),
            inArray(requirementChanges.businessId, businessIds),
          ),
        );
      for (const row of rows)
        for (const send of subscribers.get(row.businessId) ?? []) send({ type: 'change', id: row.id });
    } catch (error) {
      logger.error({ err: error }, 'could not read the businesses of a requirement change');
    }
  }

  const listen = () =>
    (listening ??= connection
      .listen(
        REQUIREMENT_CHANGES_CHANNEL,
        (payload) => void onNotify(payload),
        () => everyone({ type: 'refresh' }),
      )
      .catch((error: unknown) => {
        listening = null;
        throw error;
      }));

  return {
    /** Sends the business's new changes to `send` until the answer is called. */
    async subscribe(businessId: string, send: Send) {
      await listen();
      let sends = subscribers.get(businessId);
      if (!sends) subscribers.set(businessId, (sends = new Set()));
      sends.add(send);
      return () => {
        sends.delete(send);
        if (sends.size === 0 && subscribers.get(businessId) === sends) subscribers.delete(businessId);
      };
    },
    /** Settles when the instance shuts down: open streams end, so that the server can close. */
    whenClosing,
    /** Open streams, for the benchmark and the tests. */
    subscriberCount: () => [...subscribers.values()].reduce((sum, sends) => sum + sends.size, 0),
    async close() {
      closing();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}

export type RequirementChangeEvents = ReturnType<typeof createRequirementChangeEvents>;
