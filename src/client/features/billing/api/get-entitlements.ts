import { useQuery } from '@tanstack/react-query';
import type { Entitlements } from '@shared/contracts/entitlements';
import { apiRequest } from '@client/lib/api-client';
import { subscriptionQueryKey } from '@client/lib/query-keys';

/** Under the subscription's key: whatever changes the plan (checkout, portal, refresh) refreshes this too. */
export const entitlementsQueryKey = [...subscriptionQueryKey, 'entitlements'] as const;

/**
 * What the server lets the member do now (their role included, docs/decisions/0018) (docs/decisions/0010); screens show it rather than evaluate the
 * rules. Read again whenever a screen that needs it opens, and when the owner comes back from checkout or
 * the portal in another tab.
 */
export const entitlementsQuery = {
  queryKey: entitlementsQueryKey,
  queryFn: () => apiRequest<Entitlements>('/api/subscription/entitlements'),
};

export function useEntitlements() {
  return useQuery({ ...entitlementsQuery, refetchOnWindowFocus: 'always' });
}
