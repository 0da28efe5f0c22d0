import { queryOptions } from '@tanstack/react-query';
import type { Vehicle } from '@shared/contracts/vehicles';
import { apiRequest } from './api-client';
import { PREFETCHED_FRESH_MS } from './query-client';

/**
 * The business's vehicles, archived ones last (docs/product/fleet.md), read once for every screen that needs
 * them: the vehicles screen, the permit form and the dashboard's filter, /team, /alert-setup, the share dialog
 * and the reports. Features do not import each other (docs/product/engineering.md#layout), so the one query
 * lives here; each screen narrows it with its own `select`. A change to a vehicle or to who works on it
 * refreshes it by this key.
 */
export const vehiclesQueryKey = ['vehicles'] as const;

export const vehiclesQuery = queryOptions({
  queryKey: vehiclesQueryKey,
  queryFn: async ({ signal }): Promise<Vehicle[]> =>
    (await apiRequest<{ vehicles: Vehicle[] }>('/api/vehicles', { signal })).vehicles,
  // The router asks for it with the dashboard, /team and /vehicles (app/router.tsx).
  staleTime: PREFETCHED_FRESH_MS,
});
