import { useQuery } from '@tanstack/react-query';
import { vehiclesQuery } from '@client/lib/vehicles-query';

export { vehiclesQuery, vehiclesQueryKey } from '@client/lib/vehicles-query';

/** The business's vehicles, archived ones last (docs/product/fleet.md). */
export function useVehicles() {
  return useQuery(vehiclesQuery);
}
