import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';

export const signOut = () => apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Nothing of the previous user may linger in the cache.
    onSuccess: () => queryClient.clear(),
  });
}
