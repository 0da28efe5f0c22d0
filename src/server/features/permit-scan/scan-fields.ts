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
export type Found = { fields: ScannedFields; category: { name: string; source: 'document' | 'ai' } | null };

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

/** What the local rules read, as form fields from the document. */
export function documentFields(read: PermitFields, i18n: I18n): Found {
  const fields: ScannedFields = {};
  put(fields, 'name', read.permit?.name, 'document');
  put(fields, 'catalogEntryId', read.permit?.entryId, 'document');
  put(fields, 'permitNumber', read.number?.value, 'document');
  put(fields, 'issuingAgency', read.agency?.name, 'document');
  put(fields, 'issueDate', read.issueDate?.value, 'document');
  const expiry = read.expiryDate;
  const note =
    expiry && expiry.laterThan.length > 0
      ? i18n._(EXPIRY_NOTE, { dates: otherDates(expiry.laterThan, i18n) })
      : null;
  put(fields, 'renewalDate', expiry?.value, 'document', note);
  put(fields, 'cost', read.fee?.value, 'document');
  const category = read.permit?.category;
  return { fields, category: category ? { name: category, source: 'document' } : null };
}

/** An expiry before the issue date is not a permit's: the AI's value of the two goes. */
export function dropImpossibleDates(fields: ScannedFields): void {
  const { issueDate, renewalDate } = fields;
  if (!issueDate || !renewalDate || renewalDate.value >= issueDate.value) return;
  if (renewalDate.source === 'ai') delete fields.renewalDate;
  else if (issueDate.source === 'ai') delete fields.issueDate;
}
