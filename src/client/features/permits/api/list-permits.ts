import { queryOptions, useQuery } from '@tanstack/react-query';
import { PERMITS_SHOWN_AT_FIRST } from '@shared/contracts/permit-limits';
import type { PermitList } from '@shared/contracts/permits';
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

export function usePermits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...permitsQuery, enabled });
}

/** The dashboard's first load: the most urgent permits and how many there are in all. */
export const firstPermitsQuery = queryOptions({
  queryKey: [...permitsQueryKey, 'first', PERMITS_SHOWN_AT_FIRST] as const,
  queryFn: () => apiRequest<PermitList>(`/api/permits?limit=${PERMITS_SHOWN_AT_FIRST}`),
  staleTime: PREFETCHED_FRESH_MS,
});

export function useFirstPermits() {
  return useQuery(firstPermitsQuery);
}
