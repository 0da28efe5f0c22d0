import * as chrono from 'chrono-node';
import { isCalendarDateInRange, type CalendarDate } from '../../shared/domain/calendar-dates';

/*
 * A date as a person types it in a spreadsheet's cell (docs/product/permits.md#importing-a-spreadsheet), read by
 * chrono (docs/decisions/0035): 03/14/2027, 2027-03-14, March 14, 2027, 14 de marzo de 2027, two-digit years.
 * The whole cell must be one whole date (a day, a month and a year stated): 'next Friday' or '03/14 call
 * first' is no date.
 */

// chrono fills what a text leaves out from this day; a date we take states all three parts itself, so the
// day chosen changes nothing and no clock is read.
const REFERENCE = new Date(2000, 0, 1);

const MONTH_FIRST = chrono.en.strict;
// The strict English parser with numbers read day first (chrono's en.GB is its casual one).
const DAY_FIRST = new chrono.en.Chrono(chrono.en.configuration.createConfiguration(true, true));

function wholeDate(parser: chrono.Chrono, text: string): CalendarDate | null {
  const [result] = parser.parse(text, REFERENCE);
  if (!result || result.index !== 0 || result.text.length !== text.length || result.end) return null;
  const parts = result.start;
  if (!parts.isCertain('year') || !parts.isCertain('month') || !parts.isCertain('day')) return null;
  const [year, month, day] = (['year', 'month', 'day'] as const).map((part) => parts.get(part)!);
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDateInRange(date) ? date : null;
}

/**
 * The calendar date a cell holds, or null. Numbers are month first (US) unless `dayFirst`; a date that can
 * only be read one way (14/03/2027) is read that way either way. Months written out in English or Spanish.
 */
export function readTypedDate(value: string, { dayFirst }: { dayFirst: boolean }): CalendarDate | null {
  const text = value.trim().replace(/\s+/g, ' ').replace(/\.$/, '');
  if (text === '') return null;
  return wholeDate(dayFirst ? DAY_FIRST : MONTH_FIRST, text) ?? wholeDate(chrono.es.strict, text);
}

const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}$/;

/**
 * Whether the dates typed read best day first: some can only be read so (14/03/2027) and none only month first
 * (03/14/2027). A file of dates that fit both ways keeps the US order.
 */
export function looksDayFirst(values: Iterable<string>): boolean {
  let dayFirst = false;
  for (const value of values) {
    const match = NUMERIC_DATE.exec(value.trim());
    if (!match) continue;
    const [first, second] = [Number(match[1]), Number(match[2])];
    if (second > 12 && first <= 12) return false;
    if (first > 12 && second <= 12) dayFirst = true;
  }
  return dayFirst;
}
