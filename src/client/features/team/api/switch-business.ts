import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { forgetBusinessData } from './list-businesses';

export const switchBusiness = (businessId: string) =>
  apiRequest<null>('/api/businesses/active', { method: 'PUT', body: { businessId } });

/** Works in another of the person's businesses: nothing of the previous one stays cached. */
export function useSwitchBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchBusiness,
    // Awaited, so that the mutation settles (and the screen moves on) only once the cache is ready.
    onSuccess: () => forgetBusinessData(queryClient),
  });
}
