import { and, eq } from 'drizzle-orm';
import { recordActivity, type Actor } from '../../activity/record-activity';
import type { Database, Transaction } from '../../db/client';
import { events } from '../../db/schema';
import {
  deleteQueuedDocuments,
  queueDocumentDeletions,
} from '../../integrations/documents/document-deletions';
import { answerForStoreFailure } from '../../integrations/documents/document-errors';
import { documentFileName } from '../../lib/documents/document-file-name';
import { newDocumentKey } from '../../integrations/documents/document-keys';
import { receiveDocument } from '../../lib/documents/receive-document';
import type { DocumentStore } from '../../integrations/documents/types';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { findBusinessEvent } from './event-rows';

/*
 * The event's certificate of insurance (docs/product/events.md#certificate-of-insurance), kept as a permit's
 * document is (docs/product/permits.md#documents, docs/decisions/0015): a PDF or image of at most 10 MB,
 * checked by its content, streamed into the store under a new key, then taken by the event in one
 * transaction that queues the earlier file's removal.
 */

type CertificateOptions = {
  db: Database;
  documents: DocumentStore;
  logger: Logger;
  actor: Actor;
  eventId: string;
};

const NO_COLUMNS = {
  coiDocumentKey: null,
  coiDocumentName: null,
  coiDocumentType: null,
  coiDocumentSize: null,
};

/** The event's certificate as it stands, locked, so that an upload and a removal wait for each other. */
async function lockCertificate(tx: Transaction, businessId: string, eventId: string) {
  const where = and(eq(events.businessId, businessId), eq(events.id, eventId));
  const [current] = await tx
    .select({ name: events.name, key: events.coiDocumentKey, fileName: events.coiDocumentName })
    .from(events)
    .where(where)
    .for('update');
  return { where, current };
}

export async function uploadEventCertificate(
  options: CertificateOptions & { body: ReadableStream<Uint8Array> | null; contentType: string },
) {
  const { db, documents, actor, eventId } = options;
  const { businessId } = actor;
  await findBusinessEvent(db, businessId, eventId);
  const key = newDocumentKey(businessId, eventId);
  const stored = await receiveDocument({
    documents,
    key,
    body: options.body,
    contentType: options.contentType,
  });
  let queued: { ids: number[]; found: boolean };
  try {
    queued = await db.transaction(async (tx) => {
      const { where, current } = await lockCertificate(tx, businessId, eventId);
      // Removed while the file streamed in: the new file goes the way of the event's.
      if (!current) return { ids: await queueDocumentDeletions(tx, [{ key }]), found: false };
      await tx
        .update(events)
        .set({
          coiDocumentKey: key,
          coiDocumentName: stored.name,
          coiDocumentType: stored.type,
          coiDocumentSize: stored.size,
          updatedAt: new Date(),
        })
        .where(where);
      await recordActivity(tx, {
        businessId,
        actor,
        action: 'event.certificate_uploaded',
        subject: current.name,
        changes: [{ field: 'document', before: current.fileName, after: stored.name }],
      });
      return {
        ids: await queueDocumentDeletions(tx, current.key ? [{ key: current.key }] : []),
        found: true,
      };
    });
  } catch (error) {
    // Nothing references the new file; removing it now spares the orphan sweep the work.
    await documents.delete(key).catch(() => {});
    throw error;
  }
  await deleteQueuedDocuments({ ...options, ids: queued.ids });
  if (!queued.found) throw new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such event');
}

/** Every member may read it (crew show it at the gate); its bytes stream from the store. */
export async function downloadEventCertificate(options: {
  db: Database;
  documents: DocumentStore;
  businessId: string;
  eventId: string;
}) {
  const event = await findBusinessEvent(options.db, options.businessId, options.eventId);
  const none = () => new AppError(404, 'NOT_FOUND', /*i18n*/ 'This event has no certificate of insurance.');
  if (!event.coiDocumentKey) throw none();
  const stored = await options.documents.get(event.coiDocumentKey).catch((error: unknown) => {
    throw answerForStoreFailure(error);
  });
  if (!stored) throw none();
  return {
    body: stored.body,
    size: stored.size,
    name: documentFileName(event.coiDocumentName ?? '', event.coiDocumentType),
    type: event.coiDocumentType ?? 'application/octet-stream',
  };
}

/** Removes the certificate; the line is missing again. An event without one is unchanged. */
export async function deleteEventCertificate(options: CertificateOptions) {
  const { db, actor, eventId } = options;
  const { businessId } = actor;
  await findBusinessEvent(db, businessId, eventId);
  const ids = await db.transaction(async (tx) => {
    const { where, current } = await lockCertificate(tx, businessId, eventId);
    if (!current?.key) return [];
    await tx
      .update(events)
      .set({ ...NO_COLUMNS, updatedAt: new Date() })
      .where(where);
    await recordActivity(tx, {
      businessId,
      actor,
      action: 'event.certificate_removed',
      subject: current.name,
      changes: [{ field: 'document', before: current.fileName, after: null }],
    });
    return queueDocumentDeletions(tx, [{ key: current.key }]);
  });
  await deleteQueuedDocuments({ ...options, ids });
}
