import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Permit } from '@shared/contracts/permits';
import { earliestNextRenewalDate, nextRenewalDateSchema } from '@shared/contracts/renewal-date';
import { addYearTo, LATEST_CALENDAR_DATE, type CalendarDate } from '@shared/domain/calendar-dates';
import { FormField } from '@client/components/form-field';
import { FormDialogFooter } from '@client/components/ui/dialog-footer';
import type { DialogProps } from '@client/components/lazy-dialog';
import { TitledDialog } from '@client/components/titled-dialog';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { formatCalendarDate } from '@client/lib/formatting';
import { useRenewPermit } from '../api/renew-permit';

// The server's own rule of the new date (docs/product/permits.md#marking-as-renewed), said before the save.
const renewalFormSchema = (current: CalendarDate | null, today: CalendarDate) =>
  z.object({ renewalDate: nextRenewalDateSchema({ current, today }) });

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
  const { t } = useLingui();
  const name = permit.name;
  const currentDate = permit.renewalDate && formatCalendarDate(permit.renewalDate);
  // Kept here, not in the form, so that closing the dialog mid-save still reports the outcome.
  const renew = useRenewPermit();
  // Whether the form is still there to show a refusal of its date; once closed, a toast says it.
  const stillOpen = useRef(open);
  stillOpen.current = open;

  const save = (renewalDate: string, refuseDate: (message: string) => void) =>
    renew.mutate(
      { permitId: permit.id, renewalDate },
      {
        onSuccess: (renewed) => {
          onRenewed?.();
          onOpenChange(false);
          const renewedName = renewed.name;
          const date = formatCalendarDate(renewalDate);
          toast.success(t`Permit renewed`, { description: t`${renewedName} now renews on ${date}.` });
        },
        onError: (error) => {
          // A date the server refuses is shown under the date, as the form's own check of it would be.
          if (error instanceof ApiError && error.field === 'renewalDate' && stillOpen.current)
            return refuseDate(error.message);
          toast.error(t`Error`, {
            description:
              error instanceof ApiError && error.status < 500
                ? error.message
                : t`Failed to renew the permit. Please try again.`,
          });
        },
      },
    );

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={<Trans>Mark as renewed</Trans>}
      description={
        currentDate
          ? t`${name}: the current renewal date is ${currentDate}. When is it due next?`
          : t`When is ${name} due next?`
      }
    >
      <RenewalForm
        permit={permit}
        today={today}
        saving={renew.isPending}
        onSave={save}
        onCancel={() => onOpenChange(false)}
      />
    </TitledDialog>
  );
}

type RenewalFormProps = {
  permit: Props['permit'];
  today: CalendarDate;
  saving: boolean;
  /** `refuseDate` shows the server's refusal of the date under it. */
  onSave: (renewalDate: string, refuseDate: (message: string) => void) => void;
  onCancel: () => void;
};

/** Mounted each time the dialog opens, so it starts from the proposed date every time. */
function RenewalForm({ permit, today, saving, onSave, onCancel }: RenewalFormProps) {
  const { t } = useLingui();
  const form = useForm<{ renewalDate: string }>({
    resolver: zodResolver(renewalFormSchema(permit.renewalDate, today)),
    defaultValues: { renewalDate: addYearTo(permit.renewalDate ?? today) },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ renewalDate }) =>
        onSave(renewalDate, (message) => form.setError('renewalDate', { message })),
      )}
      className="flex flex-col gap-4"
    >
      <FormField
        id={`renewal-date-${permit.id}`}
        label={t`New renewal date`}
        type="date"
        min={earliestNextRenewalDate(permit.renewalDate, today)}
        max={LATEST_CALENDAR_DATE}
        hint={t`Reminders follow the new date.`}
        error={form.formState.errors.renewalDate?.message}
        {...form.register('renewalDate')}
      />
      {/* Cancel stays open while saving: the dialog may close mid-save, the outcome is still reported. */}
      <FormDialogFooter
        submitLabel={t`Save renewal`}
        pendingLabel={t`Saving...`}
        pending={saving}
        onCancel={onCancel}
      />
    </form>
  );
}
