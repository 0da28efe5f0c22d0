import { useState } from 'react';
import { calendarDateOf, localDateOf, type CalendarDate } from '@shared/domain/calendar-dates';
import type { DeadlineDto } from '@shared/contracts/deadlines';
import { deadlinesOn, scheduleOn, type ScheduledRenewal } from '../renewal-schedule';
import { CalendarLegend } from './calendar-legend';
import { DateDetails } from './date-details';
import { RenewalDayPicker } from './renewal-day-picker';

/**
 * The month with highlighted days, a legend, and the selected day's details
 * (docs/product/calendar.md#monthly-view), the deadlines that are no renewal marked apart.
 */
export function MonthlyView({
  schedule,
  deadlines = [],
  today,
}: {
  schedule: readonly ScheduledRenewal[];
  /** The deadlines that are no renewal (docs/product/events.md#deadlines). */
  deadlines?: readonly DeadlineDto[];
  today: CalendarDate;
}) {
  const [selected, setSelected] = useState<CalendarDate>(today);
  const [month, setMonth] = useState(() => localDateOf(today));
  const day = scheduleOn(schedule, selected);
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-3">
        <RenewalDayPicker
          today={localDateOf(today)}
          selected={localDateOf(selected)}
          onSelect={(date) => setSelected(calendarDateOf(date))}
          month={month}
          onMonthChange={setMonth}
          renewalDays={schedule.map((entry) => localDateOf(entry.renewalDate))}
          startDays={schedule.map((entry) => localDateOf(entry.startDate))}
          deadlineDays={deadlines.map((deadline) => localDateOf(deadline.date))}
        />
        <CalendarLegend />
      </div>
      <DateDetails
        date={selected}
        renewing={day.renewing}
        starting={day.starting}
        deadlines={deadlinesOn(deadlines, selected)}
      />
    </div>
  );
}
