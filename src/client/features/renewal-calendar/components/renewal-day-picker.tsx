import { useLingui } from '@lingui/react/macro';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { toLocale } from '@shared/i18n/locales';
import { formatFullDay, formatMonthYear, formatShortWeekday, formatWeekday } from '../local-dates';

// The widget's looks: the keys say they are class names, which no one reads.
const STYLE = {
  // Styled here with Tailwind instead of react-day-picker's stylesheet, which would win over our utilities.
  dayPickerClasses: {
    root: 'w-full',
    months: 'relative flex flex-col',
    month: 'flex flex-col gap-2',
    nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
    button_previous:
      'inline-flex size-11 items-center justify-center rounded-md hover:bg-accent aria-disabled:opacity-50',
    button_next:
      'inline-flex size-11 items-center justify-center rounded-md hover:bg-accent aria-disabled:opacity-50',
    chevron: 'size-5 fill-current',
    month_caption: 'flex h-11 items-center justify-center',
    caption_label: 'text-base font-semibold',
    month_grid: 'w-full border-collapse',
    weekday: 'pb-1 text-xs font-medium text-muted-foreground',
    day: 'p-0 text-center',
    day_button:
      'mx-auto flex size-11 items-center justify-center rounded-md border-2 border-transparent text-sm hover:bg-accent',
    today: '[&>button]:font-bold [&>button]:underline',
    selected: '[&>button]:ring-2 [&>button]:ring-primary [&>button]:ring-offset-1',
    outside: 'text-muted-foreground',
    hidden: 'invisible',
  },
  // Written out in full so that Tailwind finds them; the legend (calendar-legend.tsx) draws the same.
  highlightClasses: {
    renewal: '[&>button]:bg-red-100 [&>button]:font-semibold [&>button]:text-red-900',
    recommendedStart: '[&>button]:border-dashed [&>button]:border-blue-700',
    // A dot under the day: it shows beside a renewal's colour and a start's border on the same day.
    deadline:
      "[&>button]:relative [&>button]:after:absolute [&>button]:after:bottom-1 [&>button]:after:size-1.5 [&>button]:after:rounded-full [&>button]:after:bg-amber-600 [&>button]:after:content-['']",
  },
};

/** A month calendar highlighting renewal dates, recommended start dates and deadlines. */
export function RenewalDayPicker({
  today,
  selected,
  onSelect,
  month,
  onMonthChange,
  renewalDays,
  startDays,
  deadlineDays = [],
}: {
  today: Date;
  selected: Date;
  onSelect: (date: Date) => void;
  month: Date;
  onMonthChange: (month: Date) => void;
  renewalDays: Date[];
  startDays: Date[];
  /** The deadlines that are no renewal (docs/product/events.md#deadlines). */
  deadlineDays?: Date[];
}) {
  const { t, i18n } = useLingui();
  const labelDay = (date: Date, modifiers: Modifiers) => {
    const parts = [formatFullDay(date)];
    if (modifiers.today) parts.unshift(t`Today`);
    if (modifiers.renewal) parts.push(t`renewal date`);
    if (modifiers.recommendedStart) parts.push(t`recommended start date`);
    if (modifiers.deadline) parts.push(t`deadline`);
    if (modifiers.selected) parts.push(t`selected`);
    return parts.join(', ');
  };
  // The widget's own words and dates in the page's language; in English, the widget's defaults as they were
  // ('Su Mo Tu…' has no `Intl` equivalent). Weeks start on Sunday in US Spanish too.
  const english = toLocale(i18n.locale) === 'en';
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={onSelect}
      month={month}
      onMonthChange={onMonthChange}
      today={today}
      classNames={STYLE.dayPickerClasses}
      modifiers={{ renewal: renewalDays, recommendedStart: startDays, deadline: deadlineDays }}
      modifiersClassNames={STYLE.highlightClasses}
      labels={{
        labelDayButton: labelDay,
        labelNext: () => t`Go to the Next Month`,
        labelPrevious: () => t`Go to the Previous Month`,
        labelGrid: formatMonthYear,
        labelWeekday: formatWeekday,
      }}
      formatters={
        english ? undefined : { formatCaption: formatMonthYear, formatWeekdayName: formatShortWeekday }
      }
    />
  );
}
