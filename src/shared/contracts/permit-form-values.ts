import type { Permit, PermitFormValues, PermitInput } from './permits';

/*
 * Between the permit form's strings and the API's values, without the form's schema: /permit-setup converts
 * on load and on save, and its schema loads only when the form first validates (docs/decisions/0025). The
 * types come from permits.ts, which does not import this module back.
 */

/** A valid form's API body: the cost as a number (docs/product/permits.md#the-permit-form). */
export function toPermitInput(form: PermitFormValues): PermitInput {
  return {
    name: form.name.trim(),
    issueDate: form.issueDate,
    renewalDate: form.renewalDate,
    cost: Number(form.cost.trim().replace(/^\$/, '').replaceAll(',', '')),
    city: form.city,
    state: form.state,
    county: form.county,
    notes: form.notes,
    permitNumber: form.permitNumber,
    issuingAgency: form.issuingAgency,
    renewalLink: form.renewalLink.trim(),
    categoryId: form.categoryId ? Number(form.categoryId) : null,
    processingTimeDays: form.processingTimeDays.trim() ? Number(form.processingTimeDays) : null,
    // '' is the whole business (docs/product/fleet.md#permits-on-vehicles).
    vehicleId: form.vehicleId || null,
  };
}

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
