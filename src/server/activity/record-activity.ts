import { sql } from 'drizzle-orm';
import type { ActivityAction, ActivityChange } from '../../shared/contracts/activity';
import type { DbOrTx } from '../db/client';
import { activityEvents } from '../db/schema';
import { BUSINESS_ACCESS_CHANNEL } from '../realtime/requirement-change-events';

/** What changes who may reach the business, and in which role: its open event streams check again at once. */
const ACCESS_CHANGES = new Set<ActivityAction>([
  'member.removed',
  'member.left',
  'member.role_changed',
  'ownership.transferred',
  'plan.changed',
]);

/** Who acts, and in which business: the session's member (auth/session-reader.ts), or the system. */
export type Actor = { id: string; email: string; businessId: string };

/**
 * Adds one entry to the business's activity log (docs/decisions/0018). Called with the transaction handle of
 * the change it records, so that the change and its record commit or fail together. A change of access also
 * notifies every instance, on commit (realtime/requirement-change-events.ts).
 */
export async function recordActivity(
  tx: DbOrTx,
  entry: {
    businessId: string;
    actor: { id: string; email: string } | null;
    action: ActivityAction;
    permitId?: string | null;
    subject?: string | null;
    /** The vehicle the permit belongs to, by name (docs/product/fleet.md#teams). */
    vehicleName?: string | null;
    changes?: ActivityChange[];
  },
) {
  await tx.insert(activityEvents).values({
    businessId: entry.businessId,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    permitId: entry.permitId ?? null,
    subject: entry.subject ?? null,
    vehicleName: entry.vehicleName ?? null,
    changes: entry.changes && entry.changes.length > 0 ? entry.changes : null,
  });
  if (ACCESS_CHANGES.has(entry.action))
    await tx.execute(sql`select pg_notify(${BUSINESS_ACCESS_CHANNEL}, ${entry.businessId})`);
}

/** The fields whose value differs between `before` and `after`, each with both values. */
export function changedFields<Row extends Record<string, unknown>>(
  before: Row,
  after: Partial<Row>,
  fields: readonly (keyof Row & string)[],
): ActivityChange[] {
  const changes: ActivityChange[] = [];
  for (const field of fields) {
    if (!(field in after)) continue;
    const from = normalise(before[field]);
    const to = normalise(after[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, before: from, after: to });
  }
  return changes;
}

const normalise = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
