import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBusinessInput } from '@shared/contracts/team';
import { apiRequest } from '@client/lib/api-client';
import { forgetBusinessData } from './list-businesses';

export const createBusiness = (input: CreateBusinessInput) =>
  apiRequest<{ businessId: string }>('/api/businesses', { method: 'POST', body: input });

/**
 * 'Create a business' (docs/decisions/0018): the session works in the new business from now on, so nothing of
 * the previous one stays cached.
 */
export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    // Awaited, so that the mutation settles (and the screen moves on) only once the cache is ready.
    onSuccess: () => forgetBusinessData(queryClient),
  });
}
