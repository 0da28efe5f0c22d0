import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { closeAccountRequestSchema } from '@shared/contracts/billing';
import { apiRequest } from '@client/lib/api-client';
import { clearOfflineCaches } from '@client/service-worker/offline-caches';

type CloseAccountRequest = z.infer<typeof closeAccountRequestSchema>;

/**
 * Deletes the account and all its data, after cancelling any subscription
 * (docs/product/teams.md#closing-an-account).
 */
export const closeAccount = () =>
  apiRequest<null>('/api/account/close', {
    method: 'POST',
    body: { confirm: 'DELETE' } satisfies CloseAccountRequest,
  });

export function useCloseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeAccount,
    // Nothing of the deleted account may linger in the cache.
    onSuccess: () => {
      queryClient.clear();
      // What the service worker kept for offline use is the person's too (docs/decisions/0024).
      void clearOfflineCaches();
    },
  });
}
