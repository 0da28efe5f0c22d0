import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import type { Vehicle } from '@shared/contracts/vehicles';
import { US_STATES } from '@shared/domain/us-states';
import { Label } from '@client/components/ui/label';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';
import { translateMarked } from '@client/lib/marked-message';
import type { EventFormValues } from './event-form-values';

const textareaClass =
  'min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring';

type Form = UseFormReturn<EventFormValues>;

export function EventNotesField({ form }: { form: Form }) {
  const error = form.formState.errors.notes?.message;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="event-notes">
        <Trans>Notes</Trans>
      </Label>
      <textarea
        id="event-notes"
        className={textareaClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'event-notes-error' : undefined}
        {...form.register('notes')}
      />
      {error && (
        <p id="event-notes-error" role="alert" className="text-sm font-medium text-destructive">
          {translateMarked(error)}
        </p>
      )}
    </div>
  );
}

/** The vehicles that work the event (docs/product/fleet.md): only those not archived are offered. */
export function EventVehiclesField({ form, vehicles }: { form: Form; vehicles: Vehicle[] }) {
  const error = form.formState.errors.vehicleIds?.message;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">
        <Trans>Vehicles that work it</Trans>
      </legend>
      {vehicles.map((vehicle) => (
        <label
          key={vehicle.id}
          className="-mx-3 flex min-h-11 items-center gap-3 rounded-md px-3 hover:bg-accent"
        >
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-primary"
            value={vehicle.id}
            {...form.register('vehicleIds')}
          />
          <span className="min-w-0 break-words">{vehicle.name}</span>
        </label>
      ))}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {translateMarked(error)}
        </p>
      )}
    </fieldset>
  );
}

/** A US state or DC from the list, sent by its code (docs/product/events.md#fields). */
export function EventStateField({ form }: { form: Form }) {
  const { t } = useLingui();
  const error = form.formState.errors.state?.message;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="event-state">
        <Trans>State</Trans>
      </Label>
      <select
        id="event-state"
        className={NATIVE_SELECT_CLASS}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'event-state-error' : undefined}
        {...form.register('state')}
      >
        <option value="">{t`Choose a state`}</option>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      {error && (
        <p id="event-state-error" role="alert" className="text-sm font-medium text-destructive">
          {translateMarked(error)}
        </p>
      )}
    </div>
  );
}
