import { useState } from 'react';
import { calendarDateOf, localDateOf, type CalendarDate } from '@shared/domain/calendar-dates';
import { scheduleOn, type ScheduledRenewal } from '../renewal-schedule';
import { CalendarLegend } from './calendar-legend';
import { DateDetails } from './date-details';
import { RenewalDayPicker } from './renewal-day-picker';

/**
 * The month with highlighted days, a legend, and the selected day's details
 * (docs/product/calendar.md#monthly-view).
 */
export function MonthlyView({
  schedule,
  today,
}: {
  schedule: readonly ScheduledRenewal[];
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
        />
        <CalendarLegend />
      </div>
      <DateDetails date={selected} renewing={day.renewing} starting={day.starting} />
    </div>
  );
}
