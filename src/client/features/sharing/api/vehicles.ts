import { useQuery } from '@tanstack/react-query';
import { vehiclesQuery } from '@client/lib/vehicles-query';

/** The business's vehicles that can be shared (docs/product/fleet.md#at-the-window). */
export const useVehiclesToShare = (options: { enabled: boolean }) =>
  useQuery({
    ...vehiclesQuery,
    // An archived vehicle's link would open nothing (docs/product/sharing.md#share-links).
    select: (vehicles) => vehicles.filter((vehicle) => vehicle.archivedAt === null),
    ...options,
  });
