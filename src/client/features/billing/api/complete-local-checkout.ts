import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redirectUrlSchema } from '@shared/contracts/billing';
import { apiRequest } from '@client/lib/api-client';
import { subscriptionQueryKey } from '@client/lib/query-keys';
import { localCheckoutSessionQueryKey } from './get-local-checkout-session';

/** Pays (in test mode) for a local checkout session; answers where the owner goes next. */
export const completeLocalCheckout = async (sessionId: string) =>
  redirectUrlSchema.parse(
    await apiRequest<unknown>(`/api/billing/local/checkout/${encodeURIComponent(sessionId)}/complete`, {
      method: 'POST',
      body: {},
    }),
  );

export function useCompleteLocalCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLocalCheckout,
    onSuccess: (_answer, sessionId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
        queryClient.invalidateQueries({ queryKey: localCheckoutSessionQueryKey(sessionId) }),
      ]),
  });
}
