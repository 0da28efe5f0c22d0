import type { PermitFormValues, PermitInput } from './permits';

/*
 * From the permit form's strings to the API's values, without the form's schema: /permit-setup converts on
 * save, and its schema loads only when the form first validates (docs/decisions/0025); the way back, for
 * editing, is stored-permit-form-values.ts, so that a save's code does not load with the screen. The types come
 * from permits.ts, which does not import this module back.
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
