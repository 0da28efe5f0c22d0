import { z } from 'zod';
import { addDaysTo, isCalendarDate, type CalendarDate } from '../domain/calendar-dates';
import { calendarDateSchema } from './calendar-date';

/** What 'Mark as renewed' says of the new date (docs/product/texts.md#dashboard). */
export const RENEWAL_DATE_MESSAGES = {
  label: /*i18n*/ 'The new renewal date',
  missing: /*i18n*/ 'Enter the new renewal date',
  notAfterCurrent: /*i18n*/ 'The new renewal date must be after the current one',
  inThePast: /*i18n*/ 'The new renewal date cannot be in the past',
} as const;

/** The earliest date 'Mark as renewed' takes: the day after the current one, and not before today. */
export const earliestNextRenewalDate = (current: CalendarDate | null, today: CalendarDate): CalendarDate =>
  current !== null && current >= today ? addDaysTo(current, 1) : today;

/**
 * The next renewal date of a permit whose renewal date is `current` (null when it has none): after the current
 * one and not in the past (docs/product/permits.md#marking-as-renewed). The dialog and the server both check
 * it; each passes the `today` it knows.
 */
export const nextRenewalDateSchema = ({
  current,
  today,
}: {
  current: CalendarDate | null;
  today: CalendarDate;
}) =>
  calendarDateSchema(RENEWAL_DATE_MESSAGES.label, RENEWAL_DATE_MESSAGES.missing)
    .refine(
      (date) => !isCalendarDate(date) || current === null || date > current,
      RENEWAL_DATE_MESSAGES.notAfterCurrent,
    )
    .refine((date) => !isCalendarDate(date) || date >= today, RENEWAL_DATE_MESSAGES.inThePast);

/** Mark as renewed's body (docs/decisions/0007): a date; the rule above needs the permit, so the use case checks it. */
export const renewPermitRequestSchema = z.strictObject({
  renewalDate: calendarDateSchema(RENEWAL_DATE_MESSAGES.label, RENEWAL_DATE_MESSAGES.missing),
});
