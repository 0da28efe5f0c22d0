import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { teamQueryKey } from './get-team';

export const revokeInvitation = (invitationId: string) =>
  apiRequest<null>(`/api/team/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
