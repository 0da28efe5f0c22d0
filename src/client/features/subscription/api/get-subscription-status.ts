import { useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@shared/domain/subscription';
import { apiRequest } from '@client/lib/api-client';

export const subscriptionQueryKey = ['subscription'] as const;

export const getSubscriptionStatus = () => apiRequest<SubscriptionStatus>('/api/subscription');

export function useSubscriptionStatus() {
  return useQuery({ queryKey: subscriptionQueryKey, queryFn: getSubscriptionStatus, staleTime: 30_000 });
}
