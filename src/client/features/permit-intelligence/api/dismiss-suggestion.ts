import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermitSuggestion } from '@shared/contracts/catalog';
import { apiRequest } from '@client/lib/api-client';
import { hideSuggestion } from './hidden-suggestions';
import { permitSuggestionsQueryKey } from './list-permit-suggestions';

export const dismissSuggestion = (id: string) =>
  apiRequest<null>(`/api/permit-suggestions/${encodeURIComponent(id)}/dismiss`, { method: 'POST' });

/**
 * 'Dismiss' hides it at once, for the business (docs/product/intelligence.md#suggestions,
 * docs/decisions/0020).
 */
export function useDismissSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissSuggestion,
    onSuccess: (_, id) => {
      hideSuggestion(id);
      queryClient.setQueryData<PermitSuggestion[]>(permitSuggestionsQueryKey, (suggestions) =>
        suggestions?.filter((suggestion) => suggestion.id !== id),
      );
    },
  });
}
