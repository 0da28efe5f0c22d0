import { Trans, useLingui } from '@lingui/react/macro';
import type { Vehicle } from '@shared/contracts/vehicles';
import { Label } from '@client/components/ui/label';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';

/** What a new link shows: '' for the permits ticked below, or a vehicle's id. */
export type ShareSubject = string;

/**
 * 'Chosen permits' or one vehicle (docs/product/fleet.md#at-the-window): a vehicle's link shows its permits and
 * the whole business's as they are each time it is opened, so the QR code in its window stays right.
 */
export function ShareSubjectSelect({
  id,
  vehicles,
  value,
  onChange,
}: {
  id: string;
  vehicles: readonly Pick<Vehicle, 'id' | 'name'>[];
  value: ShareSubject;
  onChange: (subject: ShareSubject) => void;
}) {
  const { t } = useLingui();
  const vehicle = vehicles.find((each) => each.id === value);
  const vehicleName = vehicle?.name;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        <Trans>What to share</Trans>
      </Label>
      <select
        id={id}
        className={NATIVE_SELECT_CLASS}
        value={vehicle ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={vehicle ? `${id}-about` : undefined}
      >
        <option value="">{t`Chosen permits`}</option>
        {vehicles.map((each) => (
          <option key={each.id} value={each.id}>
            {each.name}
          </option>
        ))}
      </select>
      {vehicle && (
        <p id={`${id}-about`} className="text-sm text-muted-foreground">
          <Trans>
            The page shows the permits of {vehicleName} and of the whole business, as they are each time it is
            opened: a QR code in its window stays up to date.
          </Trans>
        </p>
      )}
    </div>
  );
}
