import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@shared/contracts/site';
import { apiRequest } from '@client/lib/api-client';

export const getSiteInfo = () => apiRequest<SiteInfo>('/api/site');

export const siteInfoQuery = queryOptions({
  queryKey: ['site-info'],
  queryFn: getSiteInfo,
  staleTime: Infinity,
});

export function useSiteInfo() {
  return useQuery(siteInfoQuery);
}
