import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { eventPermitInputSchema } from '../../../shared/contracts/events';
import { MAX_PROCESSING_DAYS, MIN_PROCESSING_DAYS } from '../../../shared/contracts/permit-limits';
import { recordActivity, type Actor } from '../../activity/record-activity';
import { assertCanAddPermit } from '../../billing/assert-can-add-permit';
import type { Catalog } from '../../catalog/catalog';
import type { CatalogEntry } from '../../catalog/catalog-schema';
import type { Database, DbOrTx } from '../../db/client';
import { permitCategories, permits } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { findBusinessEvent } from './event-rows';
import { eventPermitEntries } from './readiness';
import { lockBusiness } from './save-event';

/*
 * 'Add' on an event permit line (docs/product/events.md#event-permits): the catalog entry becomes a tracked
 * permit of the event in one tap, under the rules every new permit meets (the business's lock, the Free plan's
 * limit, the activity log), filled with only what the catalog states.
 */

/** The permit's columns from the entry: a fee is a cost only when it is one amount; the dates are the owner's. */
async function valuesOf(tx: DbOrTx, entry: CatalogEntry) {
  const where = entry.jurisdiction;
  const [category] = await tx
    .select({ id: permitCategories.id })
    .from(permitCategories)
    .where(eq(permitCategories.name, entry.category));
  const days = entry.processingDays?.maxDays;
  return {
    name: entry.name,
    cost: entry.cost && entry.cost.minUsd === entry.cost.maxUsd ? entry.cost.maxUsd : null,
    state: where.level === 'federal' ? null : where.state,
    stateCode: where.level === 'federal' ? null : where.state,
    county: where.level === 'county' || where.level === 'city' ? where.county : null,
    city: where.level === 'city' ? where.city : null,
    renewalLink: entry.renewalUrl,
    categoryId: category?.id ?? null,
    processingTimeDays:
      days !== undefined && days >= MIN_PROCESSING_DAYS && days <= MAX_PROCESSING_DAYS ? days : null,
    catalogEntryId: entry.id,
  };
}

/**
 * Adds the permit for the event and answers whether it did: a permit of the entry already tracked for the
 * event is kept as it is (a second tap adds nothing, nor counts against the plan).
 */
export async function addEventPermit(options: {
  db: Database;
  catalog: Catalog;
  actor: Actor;
  eventId: string;
  input: z.output<typeof eventPermitInputSchema>;
}): Promise<{ created: boolean }> {
  const { db, actor, eventId, input } = options;
  const { businessId } = actor;
  return db.transaction(async (tx) => {
    // The same lock as every new permit: two adds cannot both take the Free plan's last slot.
    await lockBusiness(tx, businessId);
    // Shared until the end: the event cannot be removed under the new permit.
    const event = await findBusinessEvent(tx, businessId, eventId, { lock: 'share' });
    const entry = eventPermitEntries(options.catalog, event).find(({ id }) => id === input.catalogEntryId);
    if (!entry) throw fieldError('catalogEntryId', /*i18n*/ 'No such event permit');
    const [tracked] = await tx
      .select({ id: permits.id })
      .from(permits)
      .where(
        and(
          eq(permits.businessId, businessId),
          eq(permits.eventId, eventId),
          eq(permits.catalogEntryId, entry.id),
        ),
      );
    if (tracked) return { created: false };
    await assertCanAddPermit({ db: tx, businessId });
    const values = await valuesOf(tx, entry);
    const [created] = await tx
      .insert(permits)
      .values({ ...values, renewalDate: input.renewalDate ?? null, businessId, eventId, status: 'active' })
      .returning({ id: permits.id });
    await recordActivity(tx, {
      businessId,
      actor,
      action: 'permit.created',
      permitId: created!.id,
      subject: values.name,
      changes: [{ field: 'event', before: null, after: event.name }],
    });
    return { created: true };
  });
}
