import { and, desc, eq } from 'drizzle-orm';
import type { Inspection, InspectionResult } from '../../../shared/contracts/inspections';
import type { DbOrTx } from '../../db/client';
import { permitInspections, permits, vehicles } from '../../db/schema';
import { vehicleArchived } from '../../lib/business-vehicles';
import { documentFileName } from '../../lib/documents/document-file-name';
import { AppError } from '../../lib/errors';

/* Reading a business's inspections and the permits they belong to (docs/product/events.md#inspections). */

export type InspectionRow = typeof permitInspections.$inferSelect;

export const inspectionNotFound = () => new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such inspection.');
const permitNotFound = () => new AppError(404, 'NOT_FOUND', /*i18n*/ 'No such permit.');

/** What an inspection's activity entry and write checks need of its permit. */
const permitFacts = {
  id: permits.id,
  name: permits.name,
  vehicleName: vehicles.name,
  vehicleArchivedAt: vehicles.archivedAt,
};
type PermitFacts = { id: string; name: string; vehicleName: string | null; vehicleArchivedAt: Date | null };

/**
 * A permit of the business, or the 404 of a missing one (another business's is no different). With `write`, a
 * permit of an archived vehicle refuses changes, as the permit itself does (docs/product/fleet.md#archiving).
 */
export async function findBusinessPermit(
  db: DbOrTx,
  businessId: string,
  permitId: string,
  { write = false } = {},
): Promise<PermitFacts> {
  const [row] = await db
    .select(permitFacts)
    .from(permits)
    .leftJoin(vehicles, eq(vehicles.id, permits.vehicleId))
    .where(and(eq(permits.id, permitId), eq(permits.businessId, businessId)))
    .limit(1);
  if (!row) throw permitNotFound();
  if (write && row.vehicleArchivedAt) throw vehicleArchived();
  return row;
}

/**
 * An inspection of the business with its permit, or a 404. `lock` holds the row until the transaction ends, so
 * that an edit, a report upload and a removal of the same inspection wait for each other.
 */
export async function findBusinessInspection(
  db: DbOrTx,
  businessId: string,
  inspectionId: string,
  { write = false, lock = false } = {},
): Promise<{ inspection: InspectionRow; permit: PermitFacts }> {
  const query = db
    .select({ inspection: permitInspections, permit: permitFacts })
    .from(permitInspections)
    .innerJoin(permits, eq(permits.id, permitInspections.permitId))
    .leftJoin(vehicles, eq(vehicles.id, permits.vehicleId))
    .where(and(eq(permitInspections.id, inspectionId), eq(permitInspections.businessId, businessId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: permitInspections }) : await query;
  if (!row) throw inspectionNotFound();
  if (write && row.permit.vehicleArchivedAt) throw vehicleArchived();
  return row;
}

export function toInspectionDto(row: InspectionRow): Inspection {
  return {
    id: row.id,
    permitId: row.permitId,
    scheduledOn: row.scheduledOn,
    agency: row.agency,
    notes: row.notes,
    result: row.result as InspectionResult,
    reinspectionOn: row.reinspectionOn,
    report:
      row.reportDocumentKey && row.reportDocumentName && row.reportDocumentType
        ? {
            name: documentFileName(row.reportDocumentName, row.reportDocumentType),
            type: row.reportDocumentType,
            size: row.reportDocumentSize ?? 0,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A permit's inspections, the latest date first. */
export async function listPermitInspections(db: DbOrTx, businessId: string, permitId: string) {
  await findBusinessPermit(db, businessId, permitId);
  const rows = await db
    .select()
    .from(permitInspections)
    .where(and(eq(permitInspections.permitId, permitId), eq(permitInspections.businessId, businessId)))
    .orderBy(desc(permitInspections.scheduledOn), desc(permitInspections.createdAt));
  return rows.map(toInspectionDto);
}
