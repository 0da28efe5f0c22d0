import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { teamQueryKey } from './get-team';

/** Mails a pending invitation again, valid for 7 days from now. */
export const resendInvitation = (invitationId: string) =>
  apiRequest<null>(`/api/team/invitations/${encodeURIComponent(invitationId)}/resend`, { method: 'POST' });

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
