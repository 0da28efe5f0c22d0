import { queryOptions, useQuery } from '@tanstack/react-query';
import { FREE_SUBSCRIPTION, type SubscriptionStatus } from '@shared/domain/subscription';
import { apiRequest } from '@client/lib/api-client';
import { subscriptionQueryKey } from '@client/lib/query-keys';
import { readSubscriptionStatus } from '../read-subscription-status';

export { subscriptionQueryKey };

export const getSubscriptionStatus = async (): Promise<SubscriptionStatus> =>
  readSubscriptionStatus(await apiRequest<unknown>('/api/subscription'));

export const subscriptionQuery = queryOptions({
  queryKey: subscriptionQueryKey,
  queryFn: getSubscriptionStatus,
  staleTime: 30_000,
});

export function useSubscriptionStatus() {
  // Checkout and portal run in another tab: coming back to this one must show the new plan at once.
  return useQuery({ ...subscriptionQuery, refetchOnWindowFocus: 'always' });
}

/**
 * The plan to show and apply. A failed check reads as Free (subscribed false, tier Free, no end date:
 * docs/product/plans.md#when-the-plan-check-fails), even when an earlier check had succeeded. `subscription`
 * is undefined only while loading.
 */
export function useEffectiveSubscription() {
  const query = useSubscriptionStatus();
  const subscription = query.isError ? FREE_SUBSCRIPTION : query.data;
  return {
    subscription,
    isPending: query.isPending,
    error: query.error,
    errorUpdatedAt: query.errorUpdatedAt,
  };
}
