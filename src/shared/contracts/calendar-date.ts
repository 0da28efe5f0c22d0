import { z } from 'zod';
import { isCalendarDate, isCalendarDateInRange } from '../domain/calendar-dates';

/**
 * A 'yyyy-MM-dd' date within the range the app takes (shared/domain/calendar-dates.ts): the one date rule of
 * every permit date the API and the forms take. `invalidMessage` is what a missing or unreadable date says.
 */
export const calendarDateSchema = (label: string, invalidMessage = `${label} must be a valid date`) =>
  z
    .string()
    .refine(isCalendarDate, invalidMessage)
    .refine((value) => !isCalendarDate(value) || isCalendarDateInRange(value), `${label} is out of range`);
