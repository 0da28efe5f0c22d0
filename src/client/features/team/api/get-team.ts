import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSchema } from '@shared/contracts/team';
import { apiRequest } from '@client/lib/api-client';
import { PREFETCHED_FRESH_MS } from '@client/lib/query-client';

/** The team's own data and its activity log live under this key: a change to the team refreshes both. */
export const teamQueryKey = ['team'] as const;

export const getTeam = async () => teamSchema.parse(await apiRequest<unknown>('/api/team'));

export const teamQuery = queryOptions({
  queryKey: teamQueryKey,
  queryFn: getTeam,
  staleTime: PREFETCHED_FRESH_MS,
});

export function useTeam() {
  return useQuery(teamQuery);
}
