import { useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@shared/contracts/vehicles';
import { apiRequest } from '@client/lib/api-client';

/**
 * Whether the member works on a vehicle that runs (`mine` in GET /api/vehicles): only then may they keep
 * their reminders to their vehicles (docs/product/fleet.md#teams). Under the vehicles' key, so that a change
 * of vehicles read again elsewhere reads this again too.
 */
export function useWorksOnVehicles() {
  return useQuery({
    queryKey: ['vehicles', 'works-on'] as const,
    queryFn: () => apiRequest<{ vehicles: Vehicle[] }>('/api/vehicles'),
    select: (list) => list.vehicles.some((vehicle) => vehicle.mine && vehicle.archivedAt === null),
  });
}
