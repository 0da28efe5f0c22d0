import type { Inspection, InspectionInput } from '@shared/contracts/inspections';
import type { InspectionResult } from '@shared/domain/inspection-results';

/** The inspection form as typed: every field a string ('' when left empty). */
export type InspectionFormValues = {
  scheduledOn: string;
  agency: string;
  notes: string;
  result: InspectionResult;
  reinspectionOn: string;
};

export const EMPTY_INSPECTION_FORM: InspectionFormValues = {
  scheduledOn: '',
  agency: '',
  notes: '',
  result: 'pending',
  reinspectionOn: '',
};

export const inspectionFormValues = (inspection: Inspection): InspectionFormValues => ({
  scheduledOn: inspection.scheduledOn,
  agency: inspection.agency ?? '',
  notes: inspection.notes ?? '',
  result: inspection.result,
  reinspectionOn: inspection.reinspectionOn ?? '',
});

const FIELDS = Object.keys(EMPTY_INSPECTION_FORM) as (keyof InspectionFormValues)[];

/** Whether a refusal's `field` is one the form shows, so that the refusal goes under it. */
export const isInspectionFormField = (field: string | undefined): field is keyof InspectionFormValues =>
  (FIELDS as (string | undefined)[]).includes(field);

/**
 * What the API takes; the server trims and checks the rest. A re-inspection date is sent only with a failure:
 * the field is hidden otherwise, and a date left in it must not be refused.
 */
export const inspectionInputOf = (values: InspectionFormValues): InspectionInput => ({
  ...values,
  reinspectionOn: values.result === 'failed' && values.reinspectionOn !== '' ? values.reinspectionOn : null,
});
