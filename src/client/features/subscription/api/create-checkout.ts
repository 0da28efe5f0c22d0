import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redirectUrlSchema, type CheckoutRequest } from '@shared/contracts/billing';
import { ApiError, apiRequest } from '@client/lib/api-client';
import { subscriptionQueryKey } from '@client/lib/query-keys';

/** create-checkout / create-checkout-no-trial (spec §7): the URL of the checkout page to open. */
export const createCheckout = async (request: CheckoutRequest) =>
  redirectUrlSchema.parse(
    await apiRequest<unknown>('/api/billing/checkout', { method: 'POST', body: request }),
  );

export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckout,
    onError: (error) => {
      // The owner is Pro already (e.g. subscribed in another tab): show it.
      if (error instanceof ApiError && error.code === 'ALREADY_SUBSCRIBED') {
        void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      }
    },
  });
}
