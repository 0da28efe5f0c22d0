import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { clearOfflineCaches } from '@client/service-worker/offline-caches';

export const signOut = () => apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Nothing of the previous user may linger in the cache.
    onSuccess: () => {
      queryClient.clear();
      // What the service worker kept for offline use is the person's too (docs/decisions/0024).
      void clearOfflineCaches();
    },
  });
}
