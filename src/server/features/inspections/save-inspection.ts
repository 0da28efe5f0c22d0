import { eq } from 'drizzle-orm';
import type { inspectionInputSchema } from '../../../shared/contracts/inspections';
import type { z } from 'zod';
import { changedFields, recordActivity, type Actor } from '../../activity/record-activity';
import type { Database } from '../../db/client';
import { permitInspections } from '../../db/schema';
import {
  deleteQueuedDocuments,
  queueDocumentDeletions,
} from '../../integrations/documents/document-deletions';
import type { DocumentStore } from '../../integrations/documents/types';
import type { Logger } from '../../lib/logger';
import { findBusinessInspection, findBusinessPermit, toInspectionDto } from './inspection-rows';

/*
 * Adding, editing and removing a permit's inspection (docs/product/events.md#inspections): each change and its
 * activity entry commit together; the permit's name and vehicle name the entry, as a permit's own do.
 */

type Input = z.output<typeof inspectionInputSchema>;

/** The fields an edit may change, as the activity log names them. */
const FIELDS = ['scheduledOn', 'agency', 'notes', 'result', 'reinspectionOn'] as const;

const valuesOf = (input: Input) => ({
  scheduledOn: input.scheduledOn,
  agency: input.agency ?? null,
  notes: input.notes ?? null,
  result: input.result,
  // Only a failure is inspected again (the input schema refuses a date on any other result).
  reinspectionOn: input.result === 'failed' ? (input.reinspectionOn ?? null) : null,
});

export async function createInspection(options: {
  db: Database;
  actor: Actor;
  permitId: string;
  input: Input;
}) {
  const { db, actor, permitId } = options;
  const values = valuesOf(options.input);
  const row = await db.transaction(async (tx) => {
    const permit = await findBusinessPermit(tx, actor.businessId, permitId, { write: true });
    const [added] = await tx
      .insert(permitInspections)
      .values({ businessId: actor.businessId, permitId, createdBy: actor.id, ...values })
      .returning();
    await recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'inspection.added',
      permitId,
      subject: permit.name,
      vehicleName: permit.vehicleName,
      changes: FIELDS.filter((field) => values[field] !== null).map((field) => ({
        field,
        before: null,
        after: values[field],
      })),
    });
    return added!;
  });
  return toInspectionDto(row);
}

export async function updateInspection(options: {
  db: Database;
  actor: Actor;
  inspectionId: string;
  input: Input;
}) {
  const { db, actor, inspectionId } = options;
  const values = valuesOf(options.input);
  const row = await db.transaction(async (tx) => {
    const { inspection, permit } = await findBusinessInspection(tx, actor.businessId, inspectionId, {
      write: true,
      lock: true,
    });
    const changes = changedFields(inspection, values, FIELDS);
    const [updated] = await tx
      .update(permitInspections)
      .set(values)
      .where(eq(permitInspections.id, inspection.id))
      .returning();
    if (changes.length > 0)
      await recordActivity(tx, {
        businessId: actor.businessId,
        actor,
        action: 'inspection.updated',
        permitId: permit.id,
        subject: permit.name,
        vehicleName: permit.vehicleName,
        changes,
      });
    return updated!;
  });
  return toInspectionDto(row);
}

/** Removes the inspection, and queues its report's removal from the store in the same transaction. */
export async function deleteInspection(options: {
  db: Database;
  documents: DocumentStore;
  logger: Logger;
  actor: Actor;
  inspectionId: string;
}) {
  const { db, actor, inspectionId } = options;
  const ids = await db.transaction(async (tx) => {
    const { inspection, permit } = await findBusinessInspection(tx, actor.businessId, inspectionId, {
      write: true,
      lock: true,
    });
    await tx.delete(permitInspections).where(eq(permitInspections.id, inspection.id));
    await recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'inspection.deleted',
      permitId: permit.id,
      subject: permit.name,
      vehicleName: permit.vehicleName,
      changes: [{ field: 'scheduledOn', before: inspection.scheduledOn, after: null }],
    });
    const key = inspection.reportDocumentKey;
    return queueDocumentDeletions(tx, key ? [{ key }] : []);
  });
  await deleteQueuedDocuments({ db, documents: options.documents, logger: options.logger, ids });
}
