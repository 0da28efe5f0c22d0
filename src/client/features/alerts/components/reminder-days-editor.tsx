import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MAX_REMINDER_DAY, MAX_REMINDER_DAYS, MIN_REMINDER_DAY } from '@shared/contracts/alert-limits';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { translateMarked } from '@client/lib/marked-message';
import { newReminderDayError, reminderDayLabel, sortReminderDays } from '../alert-settings-draft';

type Props = {
  days: number[];
  onChange: (days: number[]) => void;
  /** Shown when the whole list is refused (e.g. no day left at Save). */
  error?: string;
};

/**
 * Reminder Schedule (docs/product/reminders.md#lead-days): a badge per interval, descending; the owner
 * removes and adds days.
 */
export function ReminderDaysEditor({ days, onChange, error }: Props) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const [first, last, max] = [MIN_REMINDER_DAY, MAX_REMINDER_DAY, MAX_REMINDER_DAYS];
  const [addError, setAddError] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const problem = newReminderDayError(value, days);
    if (problem) return setAddError(problem);
    onChange(sortReminderDays([...days, Number(value.trim())]));
    setValue('');
    setAddError(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t`Reminder days`} className="flex flex-wrap gap-2">
        {days.map((day) => {
          const label = reminderDayLabel(day);
          return (
            <li
              key={day}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-0.5 pl-3 text-sm font-semibold text-secondary-foreground"
            >
              <span data-testid="reminder-day">{label}</span>
              <button
                type="button"
                aria-label={t`Remove ${label}`}
                onClick={() => onChange(days.filter((other) => other !== day))}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-indigo-200 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      {(error || days.length === 0) && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error ? translateMarked(error) : t`Choose at least one reminder day`}
        </p>
      )}
      <form noValidate onSubmit={add} className="flex flex-col gap-2">
        <Label htmlFor="new-reminder-day">
          <Trans>Add a reminder (days before renewal)</Trans>
        </Label>
        <div className="flex gap-2">
          <Input
            id="new-reminder-day"
            type="number"
            inputMode="numeric"
            min={first}
            max={last}
            step={1}
            fullWidth={false}
            className="w-28"
            value={value}
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? 'new-reminder-day-error' : 'new-reminder-day-hint'}
            onChange={(event) => {
              setValue(event.target.value);
              setAddError(null);
            }}
          />
          <Button type="submit" variant="outline">
            <Plus aria-hidden="true" />
            <Trans>Add</Trans>
          </Button>
        </div>
        {addError ? (
          <p id="new-reminder-day-error" role="alert" className="text-sm font-medium text-destructive">
            {translateMarked(addError)}
          </p>
        ) : (
          <p id="new-reminder-day-hint" className="text-sm text-muted-foreground">
            <Trans>
              From {first} to {last} days; up to {max} reminders.
            </Trans>
          </p>
        )}
      </form>
    </div>
  );
}
