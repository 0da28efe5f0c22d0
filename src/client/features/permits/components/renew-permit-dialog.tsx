import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Permit } from '@shared/contracts/permits';
import { calendarDateSchema } from '@shared/contracts/calendar-date';
import { addDaysTo, addYearTo, LATEST_CALENDAR_DATE, type CalendarDate } from '@shared/domain/calendar-dates';
import { FormField } from '@client/components/form-field';
import type { DialogProps } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { formatCalendarDate } from '@shared/domain/formatting';
import { useRenewPermit } from '../api/renew-permit';

/** The earliest new date: the day after the current one (as the server requires), else today. */
const earliestRenewalDate = (current: CalendarDate | null, today: CalendarDate) =>
  current ? addDaysTo(current, 1) : today;

const renewalFormSchema = (current: CalendarDate | null, today: CalendarDate) =>
  z.object({
    // The API's one date rule and range, said here before the save.
    renewalDate: calendarDateSchema('Renewal date', 'Enter the new renewal date').refine(
      (date) => date >= earliestRenewalDate(current, today),
      current
        ? 'The new renewal date must be after the current one'
        : 'The new renewal date cannot be in the past',
    ),
  });

type Props = DialogProps & {
  permit: Pick<Permit, 'id' | 'name' | 'renewalDate'>;
  today: CalendarDate;
  /** Called once the new date is saved, before the dialog closes. */
  onRenewed?: () => void;
};

/**
 * Mark as renewed: proposes one year after the current renewal date (or after today when there is none).
 * The form is only built while the dialog is open: the dashboard has one of these per permit.
 */
export function RenewPermitDialog({ permit, today, open, onOpenChange, onCloseAutoFocus, onRenewed }: Props) {
  // Kept here, not in the form, so that closing the dialog mid-save still reports the outcome.
  const renew = useRenewPermit();

  const save = (renewalDate: string) =>
    renew.mutate(
      { permitId: permit.id, renewalDate },
      {
        onSuccess: (renewed) => {
          onRenewed?.();
          onOpenChange(false);
          toast.success('Permit renewed', {
            description: `${renewed.name} now renews on ${formatCalendarDate(renewalDate)}.`,
          });
        },
        onError: (error) =>
          toast.error('Error', {
            description:
              error instanceof ApiError && error.status < 500
                ? error.message.replace(/^renewalDate: /, '')
                : 'Failed to renew the permit. Please try again.',
          }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Mark as renewed</DialogTitle>
          <DialogDescription>
            {permit.renewalDate
              ? `${permit.name}: the current renewal date is ${formatCalendarDate(permit.renewalDate)}. When is it due next?`
              : `When is ${permit.name} due next?`}
          </DialogDescription>
        </DialogHeader>
        <RenewalForm
          permit={permit}
          today={today}
          saving={renew.isPending}
          onSave={save}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type RenewalFormProps = {
  permit: Props['permit'];
  today: CalendarDate;
  saving: boolean;
  onSave: (renewalDate: string) => void;
  onCancel: () => void;
};

/** Mounted each time the dialog opens, so it starts from the proposed date every time. */
function RenewalForm({ permit, today, saving, onSave, onCancel }: RenewalFormProps) {
  const form = useForm<{ renewalDate: string }>({
    resolver: zodResolver(renewalFormSchema(permit.renewalDate, today)),
    defaultValues: { renewalDate: addYearTo(permit.renewalDate ?? today) },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ renewalDate }) => onSave(renewalDate))}
      className="flex flex-col gap-4"
    >
      <FormField
        id={`renewal-date-${permit.id}`}
        label="New renewal date"
        type="date"
        min={earliestRenewalDate(permit.renewalDate, today)}
        max={LATEST_CALENDAR_DATE}
        hint="Reminders follow the new date."
        error={form.formState.errors.renewalDate?.message}
        {...form.register('renewalDate')}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save renewal'}
        </Button>
      </DialogFooter>
    </form>
  );
}
