import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@shared/contracts/site';
import { apiRequest } from '@client/lib/api-client';

export const getSiteInfo = () => apiRequest<SiteInfo>('/api/site');

export function useSiteInfo() {
  return useQuery({ queryKey: ['site-info'], queryFn: getSiteInfo, staleTime: Infinity });
}
