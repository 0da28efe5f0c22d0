import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { reloadChangesIfGone, removeFromChangeList } from './list-requirement-changes';

export const verifyRequirementChange = (id: string) =>
  apiRequest<null>(`/api/requirement-changes/${encodeURIComponent(id)}/verify`, { method: 'POST' });

/** Pending → verified, and out of the list (docs/product/intelligence.md#requirement-changes). */
export function useVerifyRequirementChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyRequirementChange,
    onSuccess: (_, id) => removeFromChangeList(queryClient, id),
    onError: (error) => reloadChangesIfGone(queryClient, error),
  });
}
