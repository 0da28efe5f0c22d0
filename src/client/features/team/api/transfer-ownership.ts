import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { belongsToPerson } from '@client/lib/query-keys';

export const transferOwnership = (memberId: string) =>
  apiRequest<null>('/api/team/transfer', { method: 'POST', body: { memberId } });

/**
 * The owner becomes a manager: every answer that depended on their role (the team, the entitlements, what
 * each screen offers) is read again.
 */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => !belongsToPerson(query.queryKey) }),
  });
}
