import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { VEHICLE_KINDS, VEHICLE_KIND_LABELS, type Vehicle } from '@shared/contracts/vehicles';
import { FormField } from '@client/components/form-field';
import { lazyResolver } from '@client/components/lazy-form-resolver';
import type { DialogProps } from '@client/components/lazy-dialog';
import { TitledDialog } from '@client/components/titled-dialog';
import { FormDialogFooter } from '@client/components/ui/dialog-footer';
import { Label } from '@client/components/ui/label';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { translateMarked } from '@client/lib/marked-message';
import { useSaveVehicle } from '../api/save-vehicle';
import { isVehicleFormField, vehicleFormValues, type VehicleFormValues } from './vehicle-form-values';

// The shared schema checks the form as the server will (docs/product/fleet.md#fields); it loads once the
// form is first checked (docs/decisions/0025). The raw values go to the server, which trims and capitalises.
const resolver = lazyResolver<VehicleFormValues>(async () => {
  const [{ zodResolver }, { vehicleInputSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@shared/contracts/vehicles'),
  ]);
  return zodResolver(vehicleInputSchema, undefined, { raw: true }) as unknown as Resolver<VehicleFormValues>;
});

const textareaClass =
  'min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring';

/**
 * 'Add Vehicle', or the same form editing `vehicle`. A refusal naming a field (a VIN that is not one, a name
 * the business already uses) shows under that field; any other in the dialog, in the server's words.
 */
export function VehicleDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  vehicle,
}: DialogProps & { vehicle: Vehicle | null }) {
  const { t, i18n } = useLingui();
  const form = useForm<VehicleFormValues>({ resolver, defaultValues: vehicleFormValues(vehicle) });
  const save = useSaveVehicle();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors } = form.formState;

  // The dialog stays mounted once loaded: each opening starts from the vehicle as it is now.
  useEffect(() => {
    if (!open) return;
    form.reset(vehicleFormValues(vehicle));
    setRefusal(null);
  }, [open, vehicle, form]);

  const close = (next: boolean) => {
    if (!save.isPending) onOpenChange(next);
  };

  const submit = (values: VehicleFormValues) => {
    setRefusal(null);
    save.mutate(
      { id: vehicle?.id ?? null, input: values },
      {
        onSuccess: () => {
          toast.success(vehicle ? t`Vehicle updated successfully!` : t`Vehicle added successfully!`);
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && isVehicleFormField(error.field))
            form.setError(error.field, { message: error.message }, { shouldFocus: true });
          else setRefusal(error.message);
        },
      },
    );
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={onCloseAutoFocus}
      title={vehicle ? <Trans>Edit Vehicle</Trans> : <Trans>Add Vehicle</Trans>}
      description={<Trans>Each truck, trailer, cart or stand carries its own permits.</Trans>}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        onFocus={resolver.preload}
        className="flex flex-col gap-4"
      >
        <FormField
          id="vehicle-name"
          label={t`Vehicle name`}
          autoComplete="off"
          placeholder={t`e.g. Truck 1`}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor="vehicle-kind">
            <Trans>Type</Trans>
          </Label>
          <select id="vehicle-kind" className={NATIVE_SELECT_CLASS} {...form.register('kind')}>
            {VEHICLE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(VEHICLE_KIND_LABELS[kind])}
              </option>
            ))}
          </select>
          {errors.kind && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {translateMarked(errors.kind.message ?? '')}
            </p>
          )}
        </div>
        <FormField
          id="vehicle-plate"
          label={t`Plate`}
          autoComplete="off"
          autoCapitalize="characters"
          error={errors.plate?.message}
          {...form.register('plate')}
        />
        <FormField
          id="vehicle-vin"
          label={t`VIN`}
          autoComplete="off"
          autoCapitalize="characters"
          hint={t`Optional: 17 letters and digits, without I, O or Q.`}
          error={errors.vin?.message}
          {...form.register('vin')}
        />
        <FormField
          id="vehicle-commissary"
          label={t`Commissary`}
          autoComplete="off"
          hint={t`Optional: where the vehicle is cleaned and stocked.`}
          error={errors.commissary?.message}
          {...form.register('commissary')}
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor="vehicle-notes">
            <Trans>Notes</Trans>
          </Label>
          <textarea
            id="vehicle-notes"
            className={textareaClass}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? 'vehicle-notes-error' : undefined}
            {...form.register('notes')}
          />
          {errors.notes && (
            <p id="vehicle-notes-error" role="alert" className="text-sm font-medium text-destructive">
              {translateMarked(errors.notes.message ?? '')}
            </p>
          )}
        </div>
        {refusal && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-900">
            {refusal}
          </p>
        )}
        <FormDialogFooter
          submitLabel={vehicle ? t`Save Changes` : t`Add Vehicle`}
          pendingLabel={t`Saving...`}
          pending={save.isPending}
          onCancel={() => close(false)}
          cancelDisabled={save.isPending}
        />
      </form>
    </TitledDialog>
  );
}
