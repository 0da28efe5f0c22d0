import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseConnection } from '../db/client';
import { requirementChanges } from '../db/schema';
import type { Logger } from '../lib/logger';
import { DEFAULT_STREAM_LIMITS } from './stream-limits';

/** The channel a fan-out notifies with the page change's id (features/requirement-monitor/fan-out.ts). */
export const REQUIREMENT_CHANGES_CHANNEL = 'requirement_changes';
/**
 * The channel a change of who may reach a business notifies with the business's id: a member removed, leaving
 * or given another role, ownership transferred, the plan changed (activity/record-activity.ts).
 */
export const BUSINESS_ACCESS_CHANNEL = 'business_access';

/** What an open dashboard is told: a new change of its business, or to reload (events may have been lost). */
export type RequirementChangeEvent = { type: 'change'; id: string } | { type: 'refresh' };
/** An open stream: sent the business's events, and told to check its member again when access changed. */
type Subscriber = { send: (event: RequirementChangeEvent) => void; recheck: () => void };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Live requirement changes (docs/product/intelligence.md#live-updates,
 * docs/decisions/0021). Each instance listens once
 * on the database (PostgreSQL's LISTEN, or PGlite's own), so a change found by any instance reaches the
 * dashboards open on every instance. A notification names a page change; the instance asks which of the
 * businesses it has open dashboards for got a change from it, and tells only those. A change of a business's
 * access makes each of its streams check its member again (docs/decisions/0014).
 */
export function createRequirementChangeEvents({
  connection,
  logger,
  limits = DEFAULT_STREAM_LIMITS,
}: {
  connection: DatabaseConnection;
  logger: Logger;
  limits?: { perMember: number; total: number };
}) {
  const subscribers = new Map<string, Set<Subscriber>>();
  const streamsOfMember = new Map<string, number>();
  let streams = 0;
  let listening: Promise<() => Promise<void>> | null = null;
  let closing!: () => void;
  const whenClosing = new Promise<void>((resolve) => (closing = resolve));

  const everyone = (event: RequirementChangeEvent) => {
    for (const sends of subscribers.values()) for (const subscriber of sends) subscriber.send(event);
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
        for (const subscriber of subscribers.get(row.businessId) ?? [])
          subscriber.send({ type: 'change', id: row.id });
    } catch (error) {
      logger.error({ err: error }, 'could not read the businesses of a requirement change');
    }
  }

  const onAccessChanged = (businessId: string) => {
    for (const subscriber of subscribers.get(businessId) ?? []) subscriber.recheck();
  };

  const listenTo = async () => {
    const stops = [
      await connection.listen(
        REQUIREMENT_CHANGES_CHANNEL,
        (payload) => void onNotify(payload),
        () => everyone({ type: 'refresh' }),
      ),
    ];
    try {
      // Notifications lost while the connection was down: every stream checks its member again.
      const recheckAll = () => {
        for (const businessId of subscribers.keys()) onAccessChanged(businessId);
      };
      stops.push(await connection.listen(BUSINESS_ACCESS_CHANNEL, onAccessChanged, recheckAll));
    } catch (error) {
      await stops[0]!();
      throw error;
    }
    return async () => {
      for (const stop of stops) await stop();
    };
  };
  const listen = () =>
    (listening ??= listenTo().catch((error: unknown) => {
      listening = null;
      throw error;
    }));

  return {
    /**
     * Takes one of the instance's and the member's open streams, or says which limit is reached. The stream
     * gives it back with `release` when it ends.
     */
    admit(memberId: string): { release: () => void } | 'member-limit' | 'instance-limit' {
      const ofMember = streamsOfMember.get(memberId) ?? 0;
      if (ofMember >= limits.perMember) return 'member-limit';
      if (streams >= limits.total) return 'instance-limit';
      streams += 1;
      streamsOfMember.set(memberId, ofMember + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          streams -= 1;
          const left = (streamsOfMember.get(memberId) ?? 1) - 1;
          if (left > 0) streamsOfMember.set(memberId, left);
          else streamsOfMember.delete(memberId);
        },
      };
    },
    /** Sends the business's new changes to `subscriber` until the answer is called. */
    async subscribe(businessId: string, subscriber: Subscriber) {
      await listen();
      let sends = subscribers.get(businessId);
      if (!sends) subscribers.set(businessId, (sends = new Set()));
      sends.add(subscriber);
      return () => {
        sends.delete(subscriber);
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
