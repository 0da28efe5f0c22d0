import { useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '@shared/contracts/business-profile';
import { apiRequest } from '@client/lib/api-client';

export const businessProfileQueryKey = ['business-profile'] as const;

export const getBusinessProfile = async () =>
  (await apiRequest<{ profile: BusinessProfile | null }>('/api/business-profile')).profile;

export function useBusinessProfile() {
  return useQuery({ queryKey: businessProfileQueryKey, queryFn: getBusinessProfile });
}
