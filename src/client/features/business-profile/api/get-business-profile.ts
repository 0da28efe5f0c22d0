import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '@shared/contracts/business-profile';
import { apiRequest } from '@client/lib/api-client';
import { PREFETCHED_FRESH_MS } from '@client/lib/query-client';
import { businessProfileQueryKey } from '@client/lib/query-keys';

export const getBusinessProfile = async () =>
  (await apiRequest<{ profile: BusinessProfile | null }>('/api/business-profile')).profile;

export const businessProfileQuery = queryOptions({
  queryKey: businessProfileQueryKey,
  queryFn: getBusinessProfile,
  staleTime: PREFETCHED_FRESH_MS,
});

export function useBusinessProfile() {
  return useQuery(businessProfileQuery);
}
