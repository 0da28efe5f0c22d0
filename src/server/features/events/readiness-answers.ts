import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { SessionUser } from '../../auth/session-reader';
import type { Catalog } from '../../catalog/catalog';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { readinessVersions } from '../../db/schema';
import { listEvents, readEvent, readReadinessContext, type ReadinessContext } from './event-rows';

/*
 * The events' reads, kept per business while nothing they read has changed (docs/decisions/0034): each request
 * has the business's readiness version (one row, kept by the database's triggers, migration 0022), read with the
 * session where it can, and answers what this instance computed at that same version, or computes it again.
 * Every write commits its version with it, so the next read on any instance sees the change. Only for reads
 * outside a transaction: inside one, the version moves at its commit, not at its writes.
 */

const readinessVersionQuery = preparedPerDatabase((db) =>
  db
    .select({ version: readinessVersions.version })
    .from(readinessVersions)
    .where(eq(readinessVersions.businessId, sql.placeholder('businessId')))
    .prepare('select_readiness_version'),
);

type Stamp = { version: number; catalog: Catalog };
/** Whose business is read, with the version their session lookup read, if it did (auth/session-reader.ts). */
type Member = Pick<SessionUser, 'businessId' | 'readinessVersion'>;
type Kept<T> = Stamp & { value: Promise<T> };

const current = (kept: Stamp | undefined, stamp: Stamp) =>
  kept !== undefined && kept.version === stamp.version && kept.catalog === stamp.catalog;

/**
 * What `cache` keeps under `key` at `stamp`, else `compute`'s, kept: computed once however many requests ask at
 * once (a change sends the whole team's next reads here together), weighed once computed, dropped if it fails.
 */
function keptAt<T>(
  cache: LRUCache<string, Kept<T>>,
  key: string,
  stamp: Stamp,
  compute: () => Promise<T>,
  weigh: (value: T) => number,
): Promise<T> {
  const kept = cache.get(key);
  if (current(kept, stamp)) return kept!.value;
  const entry: Kept<T> = { ...stamp, value: compute() };
  cache.set(key, entry);
  entry.value.then(
    (value) => {
      if (cache.peek(key) === entry) cache.set(key, { ...entry }, { size: weigh(value) });
    },
    () => {
      if (cache.peek(key) === entry) cache.delete(key);
    },
  );
  return entry.value;
}

/** An answer as the bytes of its JSON. */
type Json = Uint8Array<ArrayBuffer>;
const encoder = new TextEncoder();
const jsonOf = (value: unknown): Json => encoder.encode(JSON.stringify(value));

/** A permit as kept weighs about as much as 200 bytes of an answer. */
const PERMIT_WEIGHT = 200;

export function createReadinessAnswers({
  db,
  maxBytes = 48 * 1024 * 1024,
}: {
  db: Database;
  /** The bound of what is kept, in bytes of answers; the businesses' permits count against it too. */
  maxBytes?: number;
}) {
  // Weighed 1 while being computed.
  const contexts = new LRUCache<string, Kept<ReadinessContext>>({
    maxSize: maxBytes / 2,
    sizeCalculation: () => 1,
  });
  const answers = new LRUCache<string, Kept<Json>>({ maxSize: maxBytes / 2, sizeCalculation: () => 1 });

  /**
   * The business's version: the one the member's session lookup read with it, else read now. Null when the
   * business has no row yet: then it is added, and nothing kept this time.
   */
  async function stampOf(member: Member, catalog: Catalog): Promise<Stamp | null> {
    const { businessId } = member;
    const version =
      member.readinessVersion !== undefined
        ? member.readinessVersion
        : ((await readinessVersionQuery(db).execute({ businessId }))[0]?.version ?? null);
    if (version !== null) return { version, catalog };
    await db.insert(readinessVersions).values({ businessId }).onConflictDoNothing();
    return null;
  }

  /**
   * The answer kept under `key` at the business's current version, else `compute`'s, kept. As the bytes sent:
   * the same buffer goes out to every request, with nothing encoded again (84 KB for the list).
   */
  async function answer(
    member: Member,
    key: string,
    catalog: Catalog,
    compute: (context: ReadinessContext | undefined) => Promise<unknown>,
  ): Promise<Json> {
    const { businessId } = member;
    const stamp = await stampOf(member, catalog);
    if (!stamp) return jsonOf(await compute(undefined));
    const context = () =>
      keptAt(
        contexts,
        businessId,
        stamp,
        () => readReadinessContext(db, catalog, businessId),
        (kept) => 1 + kept.permits.length * PERMIT_WEIGHT,
      );
    return keptAt(
      answers,
      key,
      stamp,
      async () => jsonOf(await compute(await context())),
      (body) => body.byteLength,
    );
  }

  return {
    /** GET /api/events/{id} as JSON; another business's event is a 404. */
    event: (catalog: Catalog, member: Member, eventId: string) =>
      answer(member, `event:${member.businessId}:${eventId}`, catalog, (context) =>
        readEvent(db, catalog, member.businessId, eventId, context),
      ),
    /** GET /api/events as JSON, for the day `today` (which events are past). */
    list: (catalog: Catalog, member: Member, today: string) =>
      answer(member, `list:${member.businessId}:${today}`, catalog, (context) =>
        listEvents(db, catalog, member.businessId, today, context),
      ),
  };
}
