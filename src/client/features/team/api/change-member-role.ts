import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignableRole } from '@shared/domain/roles';
import { apiRequest } from '@client/lib/api-client';
import { teamQueryKey } from './get-team';

export const changeMemberRole = ({ memberId, role }: { memberId: string; role: AssignableRole }) =>
  apiRequest<null>(`/api/team/members/${encodeURIComponent(memberId)}`, { method: 'PATCH', body: { role } });

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
