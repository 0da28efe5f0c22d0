import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationSummarySchema } from '@shared/contracts/team';
import { apiRequest } from '@client/lib/api-client';

export const invitationQueryKey = (invitationId: string) => ['invitation', invitationId] as const;

/** What an invitation link offers; open without a session, as the link is. */
export const getInvitation = async (invitationId: string) =>
  invitationSummarySchema.parse(
    await apiRequest<unknown>(`/api/invitations/${encodeURIComponent(invitationId)}`),
  );

export const invitationQuery = (invitationId: string) =>
  queryOptions({
    queryKey: invitationQueryKey(invitationId),
    queryFn: () => getInvitation(invitationId),
  });

export function useInvitation(invitationId: string) {
  return useQuery(invitationQuery(invitationId));
}
