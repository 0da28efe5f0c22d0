import { queryOptions, useQuery } from '@tanstack/react-query';
import { PERMITS_SHOWN_AT_FIRST } from '@shared/contracts/permit-limits';
import type { PermitList } from '@shared/contracts/permits';
import type { VehicleFilter } from '@shared/contracts/vehicles';
import { apiRequest } from '@client/lib/api-client';
import { PREFETCHED_FRESH_MS } from '@client/lib/query-client';
import { permitsQueryKey } from '@client/lib/query-keys';

export { permitsQueryKey };

export const listPermits = async () => (await apiRequest<PermitList>('/api/permits')).permits;

/** All of the business's permits, most urgent first. */
export const permitsQuery = queryOptions({
  queryKey: permitsQueryKey,
  queryFn: listPermits,
  staleTime: PREFETCHED_FRESH_MS,
});

/**
 * All of the business's permits, or with `vehicle` one vehicle's and the whole business's, or 'business' the
 * whole business's alone (docs/product/fleet.md#permits-on-vehicles). The server filters, so that the
 * dashboard of a large fleet reads one vehicle's rows only.
 */
export function usePermits({ enabled = true, vehicle }: { enabled?: boolean; vehicle?: VehicleFilter } = {}) {
  return useQuery({
    queryKey: vehicle === undefined ? permitsQueryKey : [...permitsQueryKey, 'vehicle', vehicle],
    queryFn:
      vehicle === undefined
        ? listPermits
        : async () =>
            (await apiRequest<PermitList>(`/api/permits?vehicle=${encodeURIComponent(vehicle)}`)).permits,
    staleTime: PREFETCHED_FRESH_MS,
    enabled,
  });
}

/** The dashboard's first load: the most urgent permits and how many there are in all. */
export const firstPermitsQuery = queryOptions({
  queryKey: [...permitsQueryKey, 'first', PERMITS_SHOWN_AT_FIRST] as const,
  queryFn: () => apiRequest<PermitList>(`/api/permits?limit=${PERMITS_SHOWN_AT_FIRST}`),
  staleTime: PREFETCHED_FRESH_MS,
});

/** The first rows of the dashboard, of every permit or of the filter chosen there. */
export function useFirstPermits({ vehicle }: { vehicle?: VehicleFilter } = {}) {
  return useQuery({
    queryKey: vehicle === undefined ? firstPermitsQuery.queryKey : [...firstPermitsQuery.queryKey, vehicle],
    queryFn: () =>
      apiRequest<PermitList>(
        vehicle === undefined
          ? `/api/permits?limit=${PERMITS_SHOWN_AT_FIRST}`
          : `/api/permits?vehicle=${encodeURIComponent(vehicle)}&limit=${PERMITS_SHOWN_AT_FIRST}`,
      ),
    staleTime: PREFETCHED_FRESH_MS,
  });
}
