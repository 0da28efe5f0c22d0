import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { RequirementChangeList } from '@shared/contracts/monitor';
import { ApiError, apiRequest } from '@client/lib/api-client';

export const requirementChangesQueryKey = ['requirement-changes'] as const;

/**
 * Up to 10 pending changes, newest first, and the pages that could not be read
 * (docs/product/intelligence.md#requirement-changes).
 */
export const listRequirementChanges = () => apiRequest<RequirementChangeList>('/api/requirement-changes');

export function useRequirementChanges() {
  return useQuery({ queryKey: requirementChangesQueryKey, queryFn: listRequirementChanges });
}

/**
 * A verified or dismissed change leaves the list at once (docs/product/intelligence.md#requirement-changes).
 */
export function removeFromChangeList(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<RequirementChangeList>(requirementChangesQueryKey, (list) =>
    list ? { ...list, changes: list.changes.filter((change) => change.id !== id) } : list,
  );
}

/**
 * A review answered 404: the change is no longer pending here (another member reviewed it), so the list is
 * read again and it goes.
 */
export function reloadChangesIfGone(queryClient: QueryClient, error: Error) {
  if (error instanceof ApiError && error.status === 404)
    void queryClient.invalidateQueries({ queryKey: requirementChangesQueryKey });
}
