import { useQuery } from '@tanstack/react-query';
import type { InvitationSummary } from '@shared/contracts/team';
import { apiRequest } from '@client/lib/api-client';

/** The invitations waiting for the signed-in person's address: the screen of a person in no business. */
export const listMyInvitations = async () =>
  (await apiRequest<{ invitations: InvitationSummary[] }>('/api/invitations')).invitations;

export function useMyInvitations() {
  return useQuery({ queryKey: ['my-invitations'], queryFn: listMyInvitations });
}
