/*
 * The permit list's limits, without the schemas of permits.ts (which re-exports them): the dashboard's first
 * request needs the number before any screen does, and zod does not belong in the start-up JavaScript
 * (docs/decisions/0025).
 */

/**
 * Rows the dashboard shows before 'Show all': the list comes most urgent first, and a phone renders 20 rows
 * at once without a pause an owner would notice (docs/decisions/0009). The dashboard loads only these and
 * the total first, so a business with hundreds of permits opens as fast as one with ten (docs/decisions/0019).
 */
export const PERMITS_SHOWN_AT_FIRST = 20;

/**
 * A permit's processing time, in days (docs/product/permits.md#fields): the API's schema, the form's and the
 * form filled from a catalog entry read these. The database keeps any number (no check constraint).
 */
export const MIN_PROCESSING_DAYS = 1;
export const MAX_PROCESSING_DAYS = 730;
