import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localPortalSchema, type LocalPortal, type LocalPortalAction } from '@shared/contracts/billing';
import { apiRequest } from '@client/lib/api-client';
import { subscriptionQueryKey } from '@client/lib/query-keys';
import { localPortalQueryKey } from './get-local-portal';

/** One subscription transition of the local portal, as Stripe's portal would make it. */
export const updateLocalPortal = async (action: LocalPortalAction): Promise<LocalPortal> =>
  localPortalSchema.parse(
    await apiRequest<unknown>('/api/billing/local/portal', { method: 'POST', body: { action } }),
  );

export function useUpdateLocalPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocalPortal,
    onSuccess: (portal) => {
      queryClient.setQueryData(localPortalQueryKey, portal);
      return queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
