import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Vehicle } from '@shared/contracts/vehicles';
import { FormField } from '@client/components/form-field';
import type { DialogProps } from '@client/components/lazy-dialog';
import { TitledDialog } from '@client/components/titled-dialog';
import { FormDialogFooter } from '@client/components/ui/dialog-footer';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import type { EventSummaryDto } from '@shared/contracts/events';
import { useAddEvent, useUpdateEvent } from '../api/events-api';
import { EventLimitNotice } from './event-limit-notice';
import {
  EMPTY_EVENT_FORM,
  eventFormValuesOf,
  eventInputOf,
  isEventFormField,
  type EventFormValues,
} from './event-form-values';
import { EventNotesField, EventStateField, EventVehiclesField } from './event-extra-fields';

/**
 * 'Add Event', and 'Edit Event' when given the `event` (docs/product/events.md#fields). The server checks the
 * input: a refusal naming a field shows under it, the Free plan's limit as the upgrade notice, any other in
 * the dialog in the server's words.
 */
type Callbacks = { onSuccess: () => void; onError: (error: Error) => void };

export function EventDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  vehicles,
  ownerManagesPlan,
  event,
}: DialogProps & { vehicles: Vehicle[]; ownerManagesPlan: string | null; event?: EventSummaryDto }) {
  const { t } = useLingui();
  const form = useForm<EventFormValues>({ defaultValues: EMPTY_EVENT_FORM });
  const add = useAddEvent();
  const update = useUpdateEvent();
  const saving = add.isPending || update.isPending;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [atLimit, setAtLimit] = useState(false);
  const { errors } = form.formState;

  // Filled once as it opens: the list read again behind it (another tab, the window's focus) must not undo
  // what the owner typed.
  const shown = useRef(event);
  shown.current = event;
  useEffect(() => {
    if (!open) return;
    form.reset(shown.current ? eventFormValuesOf(shown.current) : EMPTY_EVENT_FORM);
    setRefusal(null);
    setAtLimit(false);
  }, [open, form]);

  const close = (next: boolean) => {
    if (!saving) onOpenChange(next);
  };

  const submit = (values: EventFormValues) => {
    setRefusal(null);
    setAtLimit(false);
    const input = eventInputOf(values);
    const save = event
      ? (options: Callbacks) => update.mutate({ eventId: event.id, input }, options)
      : (options: Callbacks) => add.mutate(input, options);
    save({
      onSuccess: () => {
        toast.success(event ? t`Event updated successfully!` : t`Event added successfully!`);
        onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'PLAN_LIMIT_REACHED') setAtLimit(true);
        else if (error instanceof ApiError && isEventFormField(error.field))
          form.setError(error.field, { message: error.message }, { shouldFocus: true });
        else setRefusal(error.message);
      },
    });
  };

  const field = (
    name: Exclude<keyof EventFormValues, 'vehicleIds' | 'notes'>,
    label: string,
    type = 'text',
  ) => (
    <FormField
      id={`event-${name}`}
      label={label}
      type={type}
      autoComplete="off"
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <TitledDialog
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={onCloseAutoFocus}
      title={event ? <Trans>Edit Event</Trans> : <Trans>Add Event</Trans>}
      description={<Trans>We count every deadline back from its first day.</Trans>}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
        {field('name', t`Event name`)}
        {field('organizer', t`Organizer`)}
        {field('organizerEmail', t`Organizer e-mail`, 'email')}
        {field('address', t`Address`)}
        {field('city', t`City`)}
        <EventStateField form={form} />
        {field('startsOn', t`Starts`, 'date')}
        {field('endsOn', t`Ends`, 'date')}
        {field('applicationDeadline', t`Application deadline`, 'date')}
        {field('boothFee', t`Booth fee`, 'text')}
        <EventNotesField form={form} />
        {vehicles.length > 0 && <EventVehiclesField form={form} vehicles={vehicles} />}
        {atLimit && <EventLimitNotice ownerManagesPlan={ownerManagesPlan} />}
        {refusal && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-900">
            {refusal}
          </p>
        )}
        <FormDialogFooter
          submitLabel={event ? t`Save Changes` : t`Add Event`}
          pendingLabel={t`Saving...`}
          pending={saving}
          onCancel={() => close(false)}
          cancelDisabled={saving}
        />
      </form>
    </TitledDialog>
  );
}
