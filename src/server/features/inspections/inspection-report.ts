import { eq } from 'drizzle-orm';
import { recordActivity, type Actor } from '../../activity/record-activity';
import type { Database } from '../../db/client';
import { permitInspections } from '../../db/schema';
import {
  deleteQueuedDocuments,
  queueDocumentDeletions,
} from '../../integrations/documents/document-deletions';
import { answerForStoreFailure } from '../../integrations/documents/document-errors';
import { newInspectionReportKey } from '../../integrations/documents/document-keys';
import type { DocumentStore } from '../../integrations/documents/types';
import { documentFileName } from '../../lib/documents/document-file-name';
import { receiveDocument } from '../../lib/documents/receive-document';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { findBusinessInspection, toInspectionDto } from './inspection-rows';

/*
 * The inspector's report (docs/product/events.md#inspections), kept as a permit's document is
 * (docs/decisions/0015): the same checks and store, a key of its own shape, a new key per upload, and the
 * row and the removal of the replaced file committed together.
 */

type ReportOptions = {
  db: Database;
  documents: DocumentStore;
  logger: Logger;
  actor: Actor;
  inspectionId: string;
};

const NO_REPORT = {
  reportDocumentKey: null,
  reportDocumentName: null,
  reportDocumentType: null,
  reportDocumentSize: null,
};

export async function uploadInspectionReport(
  options: ReportOptions & { body: ReadableStream<Uint8Array> | null; contentType: string },
) {
  const { db, documents, actor, inspectionId } = options;
  const { businessId } = actor;
  await findBusinessInspection(db, businessId, inspectionId, { write: true });
  const key = newInspectionReportKey(businessId, inspectionId);
  const received = await receiveDocument({ ...options, key });
  let outcome: { ids: number[]; row: typeof permitInspections.$inferSelect };
  try {
    outcome = await db.transaction(async (tx) => {
      // Removed while the file streamed in: the 404, and the new object goes (below).
      const { inspection, permit } = await findBusinessInspection(tx, businessId, inspectionId, {
        write: true,
        lock: true,
      });
      const [row] = await tx
        .update(permitInspections)
        .set({
          reportDocumentKey: key,
          reportDocumentName: received.name,
          reportDocumentType: received.type,
          reportDocumentSize: received.size,
        })
        .where(eq(permitInspections.id, inspection.id))
        .returning();
      await recordActivity(tx, {
        businessId,
        actor,
        action: 'inspection.report_uploaded',
        permitId: permit.id,
        subject: permit.name,
        vehicleName: permit.vehicleName,
        changes: [{ field: 'report', before: inspection.reportDocumentName, after: received.name }],
      });
      const replaced = inspection.reportDocumentKey;
      return { ids: await queueDocumentDeletions(tx, replaced ? [{ key: replaced }] : []), row: row! };
    });
  } catch (error) {
    // Nothing references the new object; removing it now spares the orphan sweep the work.
    await documents.delete(key).catch(() => {});
    throw error;
  }
  await deleteQueuedDocuments({ db, documents, logger: options.logger, ids: outcome.ids });
  return toInspectionDto(outcome.row);
}

/** The report's bytes as the client reads them, through the app whichever store holds them. */
export async function downloadInspectionReport(options: {
  db: Database;
  documents: DocumentStore;
  businessId: string;
  inspectionId: string;
}) {
  const { inspection } = await findBusinessInspection(options.db, options.businessId, options.inspectionId);
  const noReport = () => new AppError(404, 'NOT_FOUND', /*i18n*/ 'This inspection has no report.');
  if (!inspection.reportDocumentKey) throw noReport();
  const stored = await options.documents.get(inspection.reportDocumentKey).catch((error: unknown) => {
    throw answerForStoreFailure(error);
  });
  if (!stored) throw noReport();
  return {
    body: stored.body,
    size: stored.size,
    name: documentFileName(inspection.reportDocumentName ?? '', inspection.reportDocumentType),
    type: inspection.reportDocumentType ?? 'application/octet-stream',
  };
}

/** Lets go of the report and queues its removal; an inspection without one is unchanged. */
export async function deleteInspectionReport(options: ReportOptions) {
  const { db, actor, inspectionId } = options;
  const outcome = await db.transaction(async (tx) => {
    const { inspection, permit } = await findBusinessInspection(tx, actor.businessId, inspectionId, {
      write: true,
      lock: true,
    });
    if (!inspection.reportDocumentKey) return { ids: [], row: inspection };
    const [row] = await tx
      .update(permitInspections)
      .set(NO_REPORT)
      .where(eq(permitInspections.id, inspection.id))
      .returning();
    await recordActivity(tx, {
      businessId: actor.businessId,
      actor,
      action: 'inspection.report_removed',
      permitId: permit.id,
      subject: permit.name,
      vehicleName: permit.vehicleName,
      changes: [{ field: 'report', before: inspection.reportDocumentName, after: null }],
    });
    return { ids: await queueDocumentDeletions(tx, [{ key: inspection.reportDocumentKey }]), row: row! };
  });
  await deleteQueuedDocuments({ ...options, ids: outcome.ids });
  return toInspectionDto(outcome.row);
}
