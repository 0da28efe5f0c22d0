import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionStatusSchema } from '@shared/contracts/subscription';
import type { SubscriptionStatus } from '@shared/domain/subscription';
import { apiRequest } from '@client/lib/api-client';
import { subscriptionQueryKey } from '@client/lib/query-keys';

/** Asks the payment provider again instead of reading the stored state ('Refresh Status', spec §2). */
export const refreshSubscriptionStatus = async (): Promise<SubscriptionStatus> =>
  subscriptionStatusSchema.parse(
    await apiRequest<unknown>('/api/subscription/refresh', { method: 'POST', body: {} }),
  );

export function useRefreshSubscriptionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSubscriptionStatus,
    onSuccess: (status) => queryClient.setQueryData(subscriptionQueryKey, status),
  });
}
