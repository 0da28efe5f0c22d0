import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@shared/contracts/vehicles';
import { apiRequest } from '@client/lib/api-client';
import { PREFETCHED_FRESH_MS } from '@client/lib/query-client';

/*
 * The business's vehicles as the permit screens read them: the form's 'Vehicle', the dashboard's filter and
 * 'Duplicate to another vehicle' (docs/product/fleet.md#permits-on-vehicles). The key starts with
 * ['vehicles'], so a change made on the vehicles screen refreshes it too.
 */
export const permitVehiclesQueryKey = ['vehicles', 'for-permits'] as const;

export const listVehicles = async () => (await apiRequest<{ vehicles: Vehicle[] }>('/api/vehicles')).vehicles;

/** Asked for with the dashboard's first permits too (app/router.tsx): the list waits for it. */
export const permitVehiclesQuery = queryOptions({
  queryKey: permitVehiclesQueryKey,
  queryFn: listVehicles,
  staleTime: PREFETCHED_FRESH_MS,
});

export function useVehicles() {
  return useQuery(permitVehiclesQuery);
}

/** The vehicles a permit can be put on: not archived (docs/product/fleet.md#archiving), in the list's order. */
export const activeVehicles = (vehicles: readonly Vehicle[] | undefined): Vehicle[] =>
  (vehicles ?? []).filter((vehicle) => vehicle.archivedAt === null);
