import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutRequest } from '@shared/contracts/billing';
import { ApiError, apiRequest } from '@client/lib/api-client';
import { subscriptionQueryKey } from '@client/lib/query-keys';

/**
 * create-checkout / create-checkout-no-trial (docs/product/api.md#calls-and-endpoints): the URL of the
 * checkout page to open. The answer's schema (zod) loads on the click, not with the screen
 * (docs/decisions/0025), and before the request: a load that fails reads as a failed checkout, and then none
 * was started.
 */
export const createCheckout = async (request: CheckoutRequest) => {
  const { redirectUrlSchema } = await import('@shared/contracts/billing');
  return redirectUrlSchema.parse(
    await apiRequest<unknown>('/api/billing/checkout', { method: 'POST', body: request }),
  );
};

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
