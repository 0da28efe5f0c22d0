import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@shared/domain/subscription';
import { apiRequest } from '@client/lib/api-client';
import { subscriptionQueryKey } from '@client/lib/query-keys';
import { readSubscriptionStatus } from '../read-subscription-status';

/**
 * Asks the payment provider again instead of reading the stored state ('Refresh Status':
 * docs/product/plans.md#checkout-and-portal).
 */
export const refreshSubscriptionStatus = async (): Promise<SubscriptionStatus> =>
  readSubscriptionStatus(
    await apiRequest<unknown>('/api/subscription/refresh', { method: 'POST', body: {} }),
  );

export function useRefreshSubscriptionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSubscriptionStatus,
    onSuccess: (status) => queryClient.setQueryData(subscriptionQueryKey, status),
  });
}
