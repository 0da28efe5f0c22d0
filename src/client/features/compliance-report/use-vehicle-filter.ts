import { useSearchParams } from 'react-router';
import type { VehicleFilter } from '@shared/contracts/vehicles';
import { vehicleFilterFrom } from '@shared/domain/vehicle-scope';

/**
 * The report's vehicle filter lives in the address (?vehicle=<id> or ?vehicle=business), as its other filter
 * does, so that a truck's report can be linked (docs/product/fleet.md#reports-by-vehicle). Without it, all
 * vehicles.
 */
export function useVehicleFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const vehicle = vehicleFilterFrom(searchParams.get('vehicle'));

  const setVehicle = (next: VehicleFilter | undefined) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === undefined) params.delete('vehicle');
        else params.set('vehicle', next);
        return params;
      },
      { replace: true },
    );

  return [vehicle, setVehicle] as const;
}
