import type { I18n } from '@lingui/core';
import type { PermitScan, ScannedFieldName } from '../../../shared/contracts/permit-scan';
import { permitInputSchema } from '../../../shared/contracts/permits';
import type { CalendarDate } from '../../../shared/domain/calendar-dates';
import type { PermitFields, Stated } from './read-fields';

/**
 * The permit form's fields a scan found (docs/product/scanning.md#the-fields), each with its source. The
 * catalog's category is carried by its name until the route looks its id up.
 */

export type ScannedFields = PermitScan['fields'];
export type Found = {
  fields: ScannedFields;
  category: { name: string; source: 'document' | 'ai' } | null;
  /**
   * The fields whose print the OCR was unsure of, each with the note it carries if the AI provider reads
   * another value there (docs/product/scanning.md#with-an-ai-provider).
   */
  unclear: Partial<Record<ScannedFieldName, string>>;
};

/**
 * The OCR's confidence (0–100, of the value's least certain word) under which a value's print is unclear.
 * Chosen on the scan corpus (tests/support/permit-corpus/): of the 138 values its clean scans and damaged
 * photos read right, the least sure was read at 85 (most at 90–96); a value blurred past the corpus's damage
 * read right at 73, and wrong ('06/30/2077' for 06/30/2027) at 57. 80 asks the AI about the latter only.
 */
export const UNCLEAR_BELOW = 80;

const UNCLEAR_NOTE = /*i18n*/ 'The print was unclear here; it read {value}.';

const EXPIRY_NOTE =
  /*i18n*/ 'The latest of the dates that could be the expiry. The document also states {dates}.';

/** A value the permit form would refuse (too long, a date out of range, a negative fee) is left out. */
export function fitsTheForm(name: ScannedFieldName, value: unknown): boolean {
  return permitInputSchema.shape[name].safeParse(value).success;
}

/** Sets a field when its value fits the form; answers whether it did. */
export function put<Name extends ScannedFieldName>(
  fields: ScannedFields,
  name: Name,
  value: NonNullable<ScannedFields[Name]>['value'] | null | undefined,
  source: 'document' | 'ai',
  note: string | null = null,
): boolean {
  if (value === null || value === undefined || !fitsTheForm(name, value)) return false;
  (fields as Record<string, unknown>)[name] = { value, source, note };
  return true;
}

const dayOf = (date: CalendarDate, i18n: I18n) =>
  i18n.date(new Date(`${date}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });

/** The dates an expiry won over, as the document labels them: 'Valid through: Jun 30, 2027'. */
const otherDates = (dates: Stated<CalendarDate>[], i18n: I18n) =>
  dates.map((date) => `${date.label}: ${dayOf(date.value, i18n)}`).join('; ');

/**
 * What the local rules read, as form fields from the document; `confidences` are the OCR's, line by line (100
 * for a PDF's own text).
 */
export function documentFields(read: PermitFields, i18n: I18n, confidences: readonly number[]): Found {
  const fields: ScannedFields = {};
  const unclear: Found['unclear'] = {};
  const isUnclear = (stated: Stated<unknown> | null) =>
    stated !== null && (confidences[stated.valueLine ?? stated.line] ?? 100) < UNCLEAR_BELOW;
  const putStated = <Name extends ScannedFieldName, T>(
    name: Name,
    stated: Stated<T> | null,
    value: NonNullable<ScannedFields[Name]>['value'] | undefined,
    shown: string | null | undefined,
    note: string | null = null,
  ) => {
    if (put(fields, name, value, 'document', note) && isUnclear(stated))
      unclear[name] = i18n._(UNCLEAR_NOTE, { value: shown });
  };
  put(fields, 'name', read.permit?.name, 'document');
  put(fields, 'catalogEntryId', read.permit?.entryId, 'document');
  putStated('permitNumber', read.number, read.number?.value, read.number?.value);
  put(fields, 'issuingAgency', read.agency?.name, 'document');
  const issued = read.issueDate;
  putStated('issueDate', issued, issued?.value, issued && dayOf(issued.value, i18n));
  const expiry = read.expiryDate;
  const note =
    expiry && expiry.laterThan.length > 0
      ? i18n._(EXPIRY_NOTE, { dates: otherDates(expiry.laterThan, i18n) })
      : null;
  putStated('renewalDate', expiry, expiry?.value, expiry && dayOf(expiry.value, i18n), note);
  const fee = read.fee;
  putStated('cost', fee, fee?.value, fee && i18n.number(fee.value, { style: 'currency', currency: 'USD' }));
  const category = read.permit?.category;
  return { fields, category: category ? { name: category, source: 'document' } : null, unclear };
}

/** An expiry before the issue date is not a permit's: the AI's value of the two goes. */
export function dropImpossibleDates(fields: ScannedFields): void {
  const { issueDate, renewalDate } = fields;
  if (!issueDate || !renewalDate || renewalDate.value >= issueDate.value) return;
  if (renewalDate.source === 'ai') delete fields.renewalDate;
  else if (issueDate.source === 'ai') delete fields.issueDate;
}
