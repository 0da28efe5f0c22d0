import { z } from 'zod';
import { isCalendarDate, isCalendarDateInRange } from '../domain/calendar-dates';
import { fillMessage } from '../i18n/fill-message';

/**
 * A 'yyyy-MM-dd' date within the range the app takes (shared/domain/calendar-dates.ts): the one date rule of
 * every permit date the API and the forms take. `invalidMessage` is what a missing or unreadable date says.
 */
export const calendarDateSchema = (
  label: string,
  invalidMessage = fillMessage(/*i18n*/ '{label} must be a valid date', { label }),
) =>
  z
    .string()
    .refine(isCalendarDate, invalidMessage)
    .refine(
      (value) => !isCalendarDate(value) || isCalendarDateInRange(value),
      fillMessage(/*i18n*/ '{label} is out of range', { label }),
    );
