import type { Catalog } from '../../catalog/catalog';
import type { CalendarDate } from '../../../shared/domain/calendar-dates';
import { labelledValues, type LabelledValue } from './labelled-values';
import { readAgency, readPermitName, type ReadAgency, type ReadPermitName } from './read-catalog';
import { readDates, repairDigits } from './read-dates';

/**
 * A permit's fields read from its text, by rules (docs/decisions/0035), whether the text came from a PDF's own
 * text or from OCR. A field the text does not state stays null: nothing is guessed.
 */

/**
 * A value and where the document states it: its label as written, the line (from 0) of the label, and the line
 * of the value when it is written under its label rather than beside it.
 */
export type Stated<T> = { value: T; label: string; line: number; valueLine?: number };

export type PermitFields = {
  number: Stated<string> | null;
  issueDate: Stated<CalendarDate> | null;
  /** When the document states more than one date that could be the expiry, the latest, and the others. */
  expiryDate: (Stated<CalendarDate> & { laterThan: Stated<CalendarDate>[] }) | null;
  /** In dollars. */
  fee: Stated<number> | null;
  agency: ReadAgency | null;
  permit: ReadPermitName | null;
};

export type ReadFieldsOptions = {
  catalog: Catalog;
  /** The business's state: catalog entries of other states are not considered. */
  state: string | null;
};

/** A licence number: letters, digits and the separators agencies use, with at least one digit. */
const NUMBER = /^(?:no\.?\s*)?([A-Z0-9](?:[A-Z0-9]|[-/.](?=[A-Z0-9])|\s-\s|\s(?=\d))*)/i;

function readNumber(value: string): string | null {
  const match = NUMBER.exec(value.trim());
  const number = match?.[1]?.replace(/\s*-\s*/g, '-').replace(/\s+/g, ' ');
  return number && /\d/.test(number) && number.length >= 3 && number.length <= 40 ? number : null;
}

/** '$1,250.00', '250', 'S 75.5O' (the OCR's S for a dollar sign): dollars; anything else is no amount. */
function readAmount(value: string): number | null {
  const match = /^(?:US)?[$S]?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?![\d,.]*\d)/.exec(
    repairDigits(value.trim()),
  );
  if (!match) return null;
  const amount = Number(`${match[1]!.replace(/,/g, '')}.${match[2] ?? '0'}`);
  return amount <= 1_000_000 ? amount : null;
}

const stated = <T>(found: LabelledValue, value: T): Stated<T> => ({
  value,
  label: found.label.trim(),
  line: found.line,
  ...(found.valueLine !== undefined && { valueLine: found.valueLine }),
});

/** The one value of its kind, or null when the document states two different ones. */
function single<T>(values: Stated<T>[]): Stated<T> | null {
  const distinct = new Set(values.map(({ value }) => value));
  return distinct.size === 1 ? values[0]! : null;
}

export function readFields(lines: readonly string[], { catalog, state }: ReadFieldsOptions): PermitFields {
  const values = labelledValues(lines);
  const numbers: Stated<string>[] = [];
  const issued: Stated<CalendarDate>[] = [];
  const effective: Stated<CalendarDate>[] = [];
  const expires: Stated<CalendarDate>[] = [];
  const paid: Stated<number>[] = [];
  const fees: Stated<number>[] = [];
  let agencyLabelled: string | null = null;

  for (const found of values) {
    if (found.kind === 'number') {
      const number = readNumber(found.value);
      if (number) numbers.push(stated(found, number));
    } else if (found.kind === 'paid' || found.kind === 'fee') {
      const amount = readAmount(found.value);
      if (amount !== null) (found.kind === 'paid' ? paid : fees).push(stated(found, amount));
    } else if (found.kind === 'agency') {
      agencyLabelled ??= found.value;
    } else if (found.kind !== 'other') {
      const dates = readDates(found.value);
      if (!dates) continue;
      if (found.kind === 'expires') expires.push(stated(found, dates.end ?? dates.start));
      else {
        (found.kind === 'issued' ? issued : effective).push(stated(found, dates.start));
        // 'Valid: 07/01/2026 – 06/30/2027': the range's end is an expiry the document states.
        if (dates.end) expires.push(stated(found, dates.end));
      }
    }
  }

  const agency = readAgency(lines, catalog, state, agencyLabelled);
  return {
    // Several numbers (a licence's and a health permit's): the first the document states.
    number: numbers[0] ?? null,
    issueDate: single(issued) ?? (issued.length === 0 ? single(effective) : null),
    expiryDate: latest(expires),
    fee: single(paid) ?? (paid.length === 0 ? single(fees) : null),
    agency,
    permit: readPermitName(lines, catalog, state, agency),
  };
}

/** The latest of the dates that could be the expiry, and the earlier ones it was chosen over. */
function latest(dates: Stated<CalendarDate>[]): PermitFields['expiryDate'] {
  if (dates.length === 0) return null;
  const chosen = dates.reduce((best, date) => (date.value > best.value ? date : best));
  return { ...chosen, laterThan: dates.filter(({ value }) => value < chosen.value) };
}
