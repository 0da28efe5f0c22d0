import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { inviteMemberSchema } from '@shared/contracts/team';
import { apiRequest } from '@client/lib/api-client';
import { teamQueryKey } from './get-team';

export type InviteMemberValues = z.output<typeof inviteMemberSchema>;

export const inviteMember = (invitation: InviteMemberValues) =>
  apiRequest<{ id: string }>('/api/team/invitations', { method: 'POST', body: invitation });

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
