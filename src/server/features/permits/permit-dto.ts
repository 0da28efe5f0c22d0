import type { Permit } from '../../../shared/contracts/permits';
import { permitCategories, permits } from '../../db/schema';
import { documentFileName } from './document-file-name';

export type PermitRow = typeof permits.$inferSelect;
export type CategoryRow = typeof permitCategories.$inferSelect;

/** The columns every permit query selects: the permit and its category (docs/product/permits.md#fields). */
export const permitColumns = { permit: permits, category: permitCategories };

export function toPermitDto({
  permit,
  category,
}: {
  permit: PermitRow;
  category: CategoryRow | null;
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
    status: permit.status as Permit['status'],
    processingTimeDays: permit.processingTimeDays,
    category: category ? { id: category.id, name: category.name, description: category.description } : null,
    catalogEntryId: permit.catalogEntryId,
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
