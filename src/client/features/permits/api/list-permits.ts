import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permit } from '@shared/contracts/permits';
import { apiRequest } from '@client/lib/api-client';
import { PREFETCHED_FRESH_MS } from '@client/lib/query-client';

export const permitsQueryKey = ['permits'] as const;

export const listPermits = async () => (await apiRequest<{ permits: Permit[] }>('/api/permits')).permits;

export const permitsQuery = queryOptions({
  queryKey: permitsQueryKey,
  queryFn: listPermits,
  staleTime: PREFETCHED_FRESH_MS,
});

export function usePermits() {
  return useQuery(permitsQuery);
}
