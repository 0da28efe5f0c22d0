import { useMutation } from '@tanstack/react-query';
import { redirectUrlSchema } from '@shared/contracts/billing';
import { apiRequest } from '@client/lib/api-client';

/** customer-portal (spec §7): the URL of the payment provider's customer portal. */
export const createPortalSession = async () =>
  redirectUrlSchema.parse(await apiRequest<unknown>('/api/billing/portal', { method: 'POST', body: {} }));

export function useCreatePortalSession() {
  // Nothing changes until the owner acts in the portal; coming back to this tab refetches the plan.
  return useMutation({ mutationFn: createPortalSession });
}
