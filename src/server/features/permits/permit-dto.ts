import type { Permit } from '../../../shared/contracts/permits';
import { permitCategories, permits, vehicles } from '../../db/schema';
import { documentFileName } from '../../lib/documents/document-file-name';
import { loadCatalog } from '../../catalog/catalog';
import { permitAgency } from '../../catalog/permit-agency';

export type PermitRow = typeof permits.$inferSelect;
export type CategoryRow = typeof permitCategories.$inferSelect;

/**
 * The columns every permit query selects: the permit, its category (docs/product/permits.md#fields) and its
 * vehicle's name (docs/product/fleet.md). Each query left-joins both.
 */
export const permitColumns = {
  permit: permits,
  category: permitCategories,
  vehicle: { id: vehicles.id, name: vehicles.name, archivedAt: vehicles.archivedAt },
};

export type PermitVehicleRow = { id: string; name: string; archivedAt: Date | null };

export function toPermitDto({
  permit,
  category,
  vehicle,
}: {
  permit: PermitRow;
  category: CategoryRow | null;
  vehicle: PermitVehicleRow | null;
}): Permit {
  return {
    id: permit.id,
    name: permit.name,
    issueDate: permit.issueDate,
    renewalDate: permit.renewalDate,
    cost: permit.cost,
    city: permit.city,
    state: permit.state,
    stateCode: permit.stateCode,
    county: permit.county,
    notes: permit.notes,
    renewalLink: permit.renewalLink,
    permitNumber: permit.permitNumber,
    issuingAgency: permit.issuingAgency,
    agency: permitAgency(permit, loadCatalog()),
    status: permit.status as Permit['status'],
    processingTimeDays: permit.processingTimeDays,
    category: category ? { id: category.id, name: category.name, description: category.description } : null,
    catalogEntryId: permit.catalogEntryId,
    vehicle: vehicle ? { id: vehicle.id, name: vehicle.name, archived: vehicle.archivedAt !== null } : null,
    document:
      permit.documentKey && permit.documentName && permit.documentType
        ? {
            name: documentFileName(permit.documentName, permit.documentType),
            type: permit.documentType,
            size: permit.documentSize ?? 0,
          }
        : null,
    createdAt: permit.createdAt.toISOString(),
    updatedAt: permit.updatedAt.toISOString(),
  };
}
