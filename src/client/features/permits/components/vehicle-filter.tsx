import { useLingui } from '@lingui/react/macro';
import type { Vehicle, VehicleFilter as ServerFilter } from '@shared/contracts/vehicles';
import type { DashboardCompliance } from '@shared/domain/permit-status';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { COMPLIANCE } from './compliance-look';

/** What the dashboard's filter shows: every permit, one vehicle's (with the whole business's), or those alone. */
export type VehicleChoice = 'all' | ServerFilter;

/** The list's filter as the server takes it: none for every permit. */
export const serverFilter = (choice: VehicleChoice): ServerFilter | undefined =>
  choice === 'all' ? undefined : choice;

/**
 * Where the dashboard starts: on the first of the member's own vehicles (crew start on theirs,
 * docs/product/fleet.md#teams), else on every permit.
 */
export const startingChoice = (vehicles: readonly Pick<Vehicle, 'id' | 'mine'>[]): VehicleChoice =>
  vehicles.find((vehicle) => vehicle.mine)?.id ?? 'all';

type Props = {
  /** The vehicles not archived, in the list's order. */
  vehicles: Pick<Vehicle, 'id' | 'name'>[];
  value: VehicleChoice;
  onChange: (choice: VehicleChoice) => void;
  /** Each vehicle's colour, once the whole list is in; until then the vehicles show none. */
  compliance?: (vehicleId: string) => DashboardCompliance;
};

/**
 * The dashboard's filter (docs/product/fleet.md#the-dashboard): 'All vehicles', each vehicle with its
 * compliance colour and its word for it (colour alone says nothing to some), and 'Whole business'. One row
 * that scrolls sideways on a phone, so that a colour arriving late widens a button without moving the list.
 */
export function VehicleFilter({ vehicles, value, onChange, compliance }: Props) {
  const { t, i18n } = useLingui();
  const choice = (key: VehicleChoice, label: string, colour?: DashboardCompliance) => (
    <li key={key}>
      <Button
        variant={value === key ? 'default' : 'outline'}
        size="sm"
        aria-pressed={value === key}
        data-compliance={colour}
        onClick={() => onChange(key)}
      >
        {key !== 'all' && key !== 'business' && (
          <span
            aria-hidden="true"
            className={cn(
              'size-3 shrink-0 rounded-full border border-background',
              colour ? COMPLIANCE[colour].dot : 'bg-muted',
            )}
          />
        )}
        {label}
        {colour && <span className="font-normal">· {i18n._(COMPLIANCE[colour].label)}</span>}
      </Button>
    </li>
  );
  return (
    <div role="group" aria-label={t`Vehicle`}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        {choice('all', t`All vehicles`)}
        {vehicles.map((vehicle) => choice(vehicle.id, vehicle.name, compliance?.(vehicle.id)))}
        {choice('business', t`Whole business`)}
      </ul>
    </div>
  );
}
