import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { reloadChangesIfGone, removeFromChangeList } from './list-requirement-changes';

export const dismissRequirementChange = (id: string) =>
  apiRequest<null>(`/api/requirement-changes/${encodeURIComponent(id)}/dismiss`, { method: 'POST' });

/** Pending → dismissed, and out of the list (docs/product/intelligence.md#requirement-changes). */
export function useDismissRequirementChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissRequirementChange,
    onSuccess: (_, id) => removeFromChangeList(queryClient, id),
    onError: (error) => reloadChangesIfGone(queryClient, error),
  });
}
