import { addDaysTo, type CalendarDate } from './calendar-dates';

// The rules of docs/product/permits.md#renewal-urgency-and-buffer. A missing processing time is 30 days.
export const DEFAULT_PROCESSING_DAYS = 30;

export type Urgency = 'critical' | 'urgent' | 'upcoming' | 'normal';

const processingDaysOf = (processingDays: number | null | undefined) =>
  processingDays ?? DEFAULT_PROCESSING_DAYS;

/** The buffer: processing days plus half of them, rounded up. */
export function renewalBuffer(processingDays: number | null | undefined): number {
  return Math.ceil(processingDaysOf(processingDays) * 1.5);
}

/** The urgency, from the days left until the renewal date. */
export function renewalUrgency(daysLeft: number, processingDays: number | null | undefined): Urgency {
  const processing = processingDaysOf(processingDays);
  const buffer = renewalBuffer(processing);
  if (daysLeft <= processing) return 'critical';
  if (daysLeft <= buffer) return 'urgent';
  if (daysLeft <= buffer + 30) return 'upcoming';
  return 'normal';
}

/** The recommended start date is the renewal date minus the buffer. */
export function recommendedStartDate(
  renewalDate: CalendarDate,
  processingDays: number | null | undefined,
): CalendarDate {
  return addDaysTo(renewalDate, -renewalBuffer(processingDays));
}

/** 'Start renewal process now' when days left is at or below the buffer. */
export function shouldStartRenewalNow(daysLeft: number, processingDays: number | null | undefined): boolean {
  return daysLeft <= renewalBuffer(processingDays);
}
