import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@shared/contracts/vehicles';
import { apiRequest } from '@client/lib/api-client';

/**
 * The business's vehicles, to share one (docs/product/fleet.md#at-the-window). Read here, as features do not
 * import each other; the key starts with 'vehicles', so whatever refreshes the vehicles refreshes this too.
 */
export const vehiclesToShareQuery = queryOptions({
  queryKey: ['vehicles', 'to-share'],
  queryFn: ({ signal }) => apiRequest<{ vehicles: Vehicle[] }>('/api/vehicles', { signal }),
  // An archived vehicle's link would open nothing (docs/product/sharing.md#share-links).
  select: (data) => data.vehicles.filter((vehicle) => vehicle.archivedAt === null),
});

export const useVehiclesToShare = (options: { enabled: boolean }) =>
  useQuery({ ...vehiclesToShareQuery, ...options });
