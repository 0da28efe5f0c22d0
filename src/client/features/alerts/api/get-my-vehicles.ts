import { useQuery } from '@tanstack/react-query';
import { vehiclesQuery } from '@client/lib/vehicles-query';

/**
 * Whether the member works on a vehicle that runs (`mine` in GET /api/vehicles): only then may they keep
 * their reminders to their vehicles (docs/product/fleet.md#teams).
 */
export function useWorksOnVehicles() {
  return useQuery({
    ...vehiclesQuery,
    select: (vehicles) => vehicles.some((vehicle) => vehicle.mine && vehicle.archivedAt === null),
  });
}
