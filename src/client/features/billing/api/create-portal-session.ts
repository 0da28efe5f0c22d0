import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';

/**
 * customer-portal (docs/product/api.md#calls-and-endpoints): the URL of the payment provider's customer
 * portal. The answer's schema (zod) loads on the click, not with the screen (docs/decisions/0025); a load
 * that fails reads as a failed opening.
 */
export const createPortalSession = async () => {
  const { redirectUrlSchema } = await import('@shared/contracts/billing');
  return redirectUrlSchema.parse(
    await apiRequest<unknown>('/api/billing/portal', { method: 'POST', body: {} }),
  );
};

export function useCreatePortalSession() {
  // Nothing changes until the owner acts in the portal; coming back to this tab refetches the plan.
  return useMutation({ mutationFn: createPortalSession });
}
