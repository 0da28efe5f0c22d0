import { Trans, useLingui } from '@lingui/react/macro';
import type { Vehicle, VehicleFilter } from '@shared/contracts/vehicles';
import { Label } from '@client/components/ui/label';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';

/**
 * The report's vehicle filter (docs/product/fleet.md#reports-by-vehicle): all vehicles, one vehicle (its
 * permits and the whole business's; an archived one too, whose permits stay in the reports), or the whole
 * business's alone. A native select, as the report's other filter.
 */
export function VehicleFilterSelect({
  vehicles,
  value,
  onChange,
}: {
  vehicles: readonly Pick<Vehicle, 'id' | 'name' | 'archivedAt'>[];
  value: VehicleFilter | undefined;
  onChange: (vehicle: VehicleFilter | undefined) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-1.5 sm:w-56 print:hidden">
      <Label htmlFor="report-vehicle">
        <Trans>Vehicle</Trans>
      </Label>
      <select
        id="report-vehicle"
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as VehicleFilter | undefined)}
        className={NATIVE_SELECT_CLASS}
      >
        <option value="">{t`All vehicles`}</option>
        {vehicles.map((vehicle) => {
          const name = vehicle.name;
          return (
            <option key={vehicle.id} value={vehicle.id}>
              {vehicle.archivedAt ? t`${name} (archived)` : name}
            </option>
          );
        })}
        <option value="business">{t`Whole business`}</option>
      </select>
    </div>
  );
}
