import type { DeadlineDto } from '@shared/contracts/deadlines';
import type { Permit } from '@shared/contracts/permits';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { daysUntilRenewal } from '@shared/domain/permit-status';
import { recommendedStartDate } from '@shared/domain/renewal-urgency';

/**
 * A permit with a renewal date, and when its renewal should start
 * (docs/product/permits.md#renewal-urgency-and-buffer).
 */
export type ScheduledRenewal = {
  permit: Permit;
  renewalDate: CalendarDate;
  startDate: CalendarDate;
  daysLeft: number;
};

/**
 * How the calendar names a permit: with its vehicle, 'Health Permit — Truck 2', as reminders and calendar
 * events name it; a permit of the whole business by its own name (docs/product/fleet.md#reminders-and-calendars).
 */
export const calendarName = (permit: Pick<Permit, 'name' | 'vehicle'>) =>
  permit.vehicle ? `${permit.name} — ${permit.vehicle.name}` : permit.name;

/** The permits that have a renewal date, soonest first; permits without one have nothing to show. */
export function scheduleRenewals(permits: readonly Permit[], today: CalendarDate): ScheduledRenewal[] {
  return permits
    .filter((permit): permit is Permit & { renewalDate: string } => permit.renewalDate !== null)
    .map((permit) => ({
      permit,
      renewalDate: permit.renewalDate,
      startDate: recommendedStartDate(permit.renewalDate, permit.processingTimeDays),
      daysLeft: daysUntilRenewal(permit, today)!,
    }))
    .sort((a, b) => a.daysLeft - b.daysLeft || a.permit.name.localeCompare(b.permit.name));
}

/** What happens on one day: renewals due, and renewals that should start. */
export function scheduleOn(schedule: readonly ScheduledRenewal[], date: CalendarDate) {
  return {
    renewing: schedule.filter((entry) => entry.renewalDate === date),
    starting: schedule.filter((entry) => entry.startDate === date),
  };
}

/** The deadlines that are no renewal on one day (docs/product/events.md#deadlines). */
export const deadlinesOn = (deadlines: readonly DeadlineDto[], date: CalendarDate) =>
  deadlines.filter((deadline) => deadline.date === date);

export type MonthOfRenewals = { month: string; renewals: ScheduledRenewal[]; deadlines: DeadlineDto[] };

/**
 * 12 months from the current one, each with its renewals and its deadlines by day
 * (docs/product/calendar.md#yearly-overview).
 */
export function yearOfRenewals(
  schedule: readonly ScheduledRenewal[],
  today: CalendarDate,
  deadlines: readonly DeadlineDto[] = [],
): MonthOfRenewals[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, offset) => {
    const index = month - 1 + offset;
    const key = `${year + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return {
      month: key,
      renewals: schedule.filter((entry) => entry.renewalDate.startsWith(`${key}-`)),
      deadlines: deadlines.filter((deadline) => deadline.date.startsWith(`${key}-`)),
    };
  });
}

// Calendar recommendations are limited to 3 (docs/product/calendar.md#recommendations).
export const RECOMMENDATION_COUNT = 3;

/** The most urgent permits, fewest days left first (docs/product/calendar.md#recommendations). */
export const mostUrgentRenewals = (schedule: readonly ScheduledRenewal[]) =>
  schedule.slice(0, RECOMMENDATION_COUNT);
