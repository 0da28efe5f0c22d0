import * as chrono from 'chrono-node';
import { isCalendarDateInRange, type CalendarDate } from '../../../shared/domain/calendar-dates';

/**
 * A date written after a label, read by chrono (docs/decisions/0035): numbers in the US month/day order,
 * months written out in English or Spanish, two-digit years. Only a whole date is taken (a day, a month and a
 * year stated), and only one that begins the value: 'one year after 01/02/2026' states no expiry.
 */

/**
 * The OCR's usual slips inside numbers: a letter O for a zero, an l or I for a one, spaces around a slash, a
 * space inside a numeric date's month or day ('10/1 7/2025'), a semicolon for the comma before a year.
 */
export function repairDigits(text: string): string {
  return text
    .replace(/(?<=[\d/.,-])[Oo]|[Oo](?=[\d/])/g, '0')
    .replace(/(?<=\d)[lI|](?=[\d/.-])|(?<=[\d/-])[lI|](?=\d)/g, '1')
    .replace(/(?<=\d)\s*([/.-])\s*(?=\d)/g, '$1')
    .replace(
      /(?<=(?:^|[^\d/])\d\d?\/)(\d) (\d)(?=\/\d{2,4}\b)|(?<=(?:^|[^\d/])\d) (\d)(?=\/\d\d?\/\d{2,4}\b)/g,
      '$1$2$3',
    )
    .replace(/(?<=\d);(?=\s*\d{4}\b)/g, ',');
}

// chrono fills what a text leaves out from this day; a date we take must state all three parts itself, so
// the day chosen changes nothing and no clock is read.
const REFERENCE = new Date(2000, 0, 1);

/** How far into a value a date may begin: room for 'on ' or 'el '. */
const LEADING = 4;

type Parsed = chrono.ParsedComponents;

const whole = (parts: Parsed | null | undefined): CalendarDate | null => {
  if (!parts || !parts.isCertain('year') || !parts.isCertain('month') || !parts.isCertain('day')) return null;
  const [year, month, day] = (['year', 'month', 'day'] as const).map((part) => parts.get(part)!);
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDateInRange(date) ? date : null;
};

export type ReadDates = { start: CalendarDate; end: CalendarDate | null };

/** The whole date a text begins with, and where its text ends. */
function firstDate(text: string): { date: CalendarDate; end: CalendarDate | null; rest: string } | null {
  // English first, so that 03/04/2027 is March 4th whatever the document's language.
  for (const parser of [chrono.en.strict, chrono.es.strict]) {
    const [result] = parser.parse(text, REFERENCE);
    if (!result || result.index > LEADING) continue;
    const date = whole(result.start);
    if (date) return { date, end: whole(result.end), rest: text.slice(result.index + result.text.length) };
  }
  return null;
}

/** 'From:' before a range, and the words or dash between its dates, which chrono does not always take. */
const FROM = /^\s*(?:from|desde|del?)(?![\p{L}])\s*:?\s*/iu;
const UNTIL = /^\s*(?:[-–—]|(?:to|through|thru|until|till|al|hasta|a)(?![\p{L}]))\s*:?\s*/iu;

/** The date (or the range of dates, 'from – to') a labelled value begins with, or null. */
export function readDates(value: string): ReadDates | null {
  const found = firstDate(repairDigits(value).replace(FROM, ''));
  if (!found) return null;
  if (found.end) return { start: found.date, end: found.end };
  const until = UNTIL.exec(found.rest);
  const end = until ? firstDate(found.rest.slice(until[0].length)) : null;
  return { start: found.date, end: end && end.date >= found.date ? end.date : null };
}
