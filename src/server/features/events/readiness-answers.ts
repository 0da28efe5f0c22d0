import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { readinessVersions } from '../../db/schema';
import { listEvents, readEvent, readReadinessContext, type ReadinessContext } from './event-rows';

/*
 * The events' reads, kept per business while nothing they read has changed (docs/decisions/0034): each request
 * reads the business's readiness version (one row, kept by the database's triggers, migration 0022) and answers
 * what this instance computed at that same version, or computes it again. Every write commits its version with
 * it, so the next read on any instance sees the change. Only for reads outside a transaction: inside one, the
 * version moves at its commit, not at its writes.
 */

const readinessVersionQuery = preparedPerDatabase((db) =>
  db
    .select({ version: readinessVersions.version })
    .from(readinessVersions)
    .where(eq(readinessVersions.businessId, sql.placeholder('businessId')))
    .prepare('select_readiness_version'),
);

type Stamp = { version: number; catalog: Catalog };
type KeptContext = Stamp & { context: Promise<ReadinessContext> };
type KeptAnswer = Stamp & { body: string };

const current = (kept: Stamp | undefined, stamp: Stamp) =>
  kept !== undefined && kept.version === stamp.version && kept.catalog === stamp.catalog;

/** A permit as kept weighs about as much as 200 characters of an answer. */
const PERMIT_WEIGHT = 200;

export function createReadinessAnswers({
  db,
  maxChars = 48 * 1024 * 1024,
}: {
  db: Database;
  /** The bound of the answers kept, in characters; the businesses' permits count against it too. */
  maxChars?: number;
}) {
  const contexts = new LRUCache<string, KeptContext>({ maxSize: maxChars / 2, sizeCalculation: () => 1 });
  const answers = new LRUCache<string, KeptAnswer>({
    maxSize: maxChars / 2,
    sizeCalculation: (kept) => kept.body.length,
  });

  /** The business's version, or null when it has no row yet: then it is added, and nothing kept this time. */
  async function stampOf(businessId: string, catalog: Catalog): Promise<Stamp | null> {
    const [row] = await readinessVersionQuery(db).execute({ businessId });
    if (row) return { version: row.version, catalog };
    await db.insert(readinessVersions).values({ businessId }).onConflictDoNothing();
    return null;
  }

  /** The business's permits and states at `stamp`, read once however many requests ask at once. */
  function contextAt(businessId: string, stamp: Stamp): Promise<ReadinessContext> {
    const kept = contexts.get(businessId);
    if (current(kept, stamp)) return kept!.context;
    const entry: KeptContext = { ...stamp, context: readReadinessContext(db, stamp.catalog, businessId) };
    contexts.set(businessId, entry);
    entry.context.then(
      (context) => {
        if (contexts.get(businessId) === entry)
          contexts.set(businessId, { ...entry }, { size: 1 + context.permits.length * PERMIT_WEIGHT });
      },
      () => {
        if (contexts.get(businessId) === entry) contexts.delete(businessId);
      },
    );
    return entry.context;
  }

  /** The answer kept under `key` at the business's current version, else `compute`'s, kept. */
  async function answer(
    businessId: string,
    key: string,
    catalog: Catalog,
    compute: (context: ReadinessContext | undefined) => Promise<unknown>,
  ): Promise<string> {
    const stamp = await stampOf(businessId, catalog);
    if (!stamp) return JSON.stringify(await compute(undefined));
    const kept = answers.get(key);
    if (current(kept, stamp)) return kept!.body;
    const body = JSON.stringify(await compute(await contextAt(businessId, stamp)));
    answers.set(key, { ...stamp, body });
    return body;
  }

  return {
    /** GET /api/events/{id} as JSON text; another business's event is a 404. */
    event: (catalog: Catalog, businessId: string, eventId: string) =>
      answer(businessId, `event:${businessId}:${eventId}`, catalog, (context) =>
        readEvent(db, catalog, businessId, eventId, context),
      ),
    /** GET /api/events as JSON text, for the day `today` (which events are past). */
    list: (catalog: Catalog, businessId: string, today: string) =>
      answer(businessId, `list:${businessId}:${today}`, catalog, (context) =>
        listEvents(db, catalog, businessId, today, context),
      ),
  };
}

export type ReadinessAnswers = ReturnType<typeof createReadinessAnswers>;
