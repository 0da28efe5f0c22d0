import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile, BusinessProfileInput } from '@shared/contracts/business-profile';
import { apiRequest } from '@client/lib/api-client';
import { businessProfileQueryKey } from '@client/lib/query-keys';

export const saveBusinessProfile = async (profile: BusinessProfileInput) =>
  (await apiRequest<{ profile: BusinessProfile }>('/api/business-profile', { method: 'PUT', body: profile }))
    .profile;

export function useSaveBusinessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessProfile,
    onSuccess: (profile) => queryClient.setQueryData(businessProfileQueryKey, profile),
  });
}
