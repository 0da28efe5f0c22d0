/*
 * An inspection's result (docs/product/events.md#inspections), without zod: the activity log's words and the
 * screens read it, and zod does not belong in their first JavaScript (docs/decisions/0025).
 */

export const INSPECTION_RESULTS = ['pending', 'passed', 'failed'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

/** How the screens, the CSV and the packet name each result. Marked for translation (docs/decisions/0026). */
export const INSPECTION_RESULT_LABELS: Record<InspectionResult, string> = {
  pending: /*i18n*/ 'Pending',
  passed: /*i18n*/ 'Passed',
  failed: /*i18n*/ 'Failed',
};

export const isInspectionResult = (value: unknown): value is InspectionResult =>
  (INSPECTION_RESULTS as readonly unknown[]).includes(value);
