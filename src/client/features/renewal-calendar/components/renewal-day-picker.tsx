import { format } from 'date-fns';
import { DayPicker, type Modifiers } from 'react-day-picker';

// Styled here with Tailwind instead of react-day-picker's stylesheet, which would win over our utilities.
const CLASS_NAMES = {
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
};

// Written out in full so that Tailwind finds them; the legend (calendar-legend.tsx) draws the same.
const HIGHLIGHTS = {
  renewal: '[&>button]:bg-red-100 [&>button]:font-semibold [&>button]:text-red-900',
  recommendedStart: '[&>button]:border-dashed [&>button]:border-blue-700',
};

function labelDay(date: Date, modifiers: Modifiers) {
  const parts = [format(date, 'EEEE, MMMM d, yyyy')];
  if (modifiers.today) parts.unshift('Today');
  if (modifiers.renewal) parts.push('renewal date');
  if (modifiers.recommendedStart) parts.push('recommended start date');
  if (modifiers.selected) parts.push('selected');
  return parts.join(', ');
}

/** A month calendar highlighting renewal dates and recommended start dates. */
export function RenewalDayPicker({
  today,
  selected,
  onSelect,
  month,
  onMonthChange,
  renewalDays,
  startDays,
}: {
  today: Date;
  selected: Date;
  onSelect: (date: Date) => void;
  month: Date;
  onMonthChange: (month: Date) => void;
  renewalDays: Date[];
  startDays: Date[];
}) {
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={onSelect}
      month={month}
      onMonthChange={onMonthChange}
      today={today}
      classNames={CLASS_NAMES}
      modifiers={{ renewal: renewalDays, recommendedStart: startDays }}
      modifiersClassNames={HIGHLIGHTS}
      labels={{ labelDayButton: labelDay }}
    />
  );
}
