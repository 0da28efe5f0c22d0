import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { forgetBusinessData } from './list-businesses';

export const acceptInvitation = (invitationId: string) =>
  apiRequest<{ businessId: string }>(`/api/invitations/${encodeURIComponent(invitationId)}/accept`, {
    method: 'POST',
  });

/** The session works in the new business from now on: nothing of the previous one stays cached. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => forgetBusinessData(queryClient),
  });
}
