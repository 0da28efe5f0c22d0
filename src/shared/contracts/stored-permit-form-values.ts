import type { Permit, PermitFormValues } from './permits';

/** A stored permit as the form's strings, for editing it. */
export function toPermitFormValues(permit: Permit): PermitFormValues {
  return {
    name: permit.name,
    issueDate: permit.issueDate ?? '',
    renewalDate: permit.renewalDate ?? '',
    cost: permit.cost === null ? '' : permit.cost.toFixed(2),
    city: permit.city ?? '',
    state: permit.state ?? '',
    county: permit.county ?? '',
    notes: permit.notes ?? '',
    permitNumber: permit.permitNumber ?? '',
    issuingAgency: permit.issuingAgency ?? '',
    renewalLink: permit.renewalLink ?? '',
    categoryId: permit.category ? String(permit.category.id) : '',
    processingTimeDays: permit.processingTimeDays === null ? '' : String(permit.processingTimeDays),
    vehicleId: permit.vehicle?.id ?? '',
  };
}
