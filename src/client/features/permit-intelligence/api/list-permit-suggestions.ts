import { useQuery } from '@tanstack/react-query';
import type { PermitSuggestion } from '@shared/contracts/catalog';
import { apiRequest } from '@client/lib/api-client';
import { permitsQueryKey } from '@client/lib/query-keys';
import { readHiddenSuggestions } from './hidden-suggestions';

/** Under the permits' key: adding, editing or deleting a permit refreshes the suggestions too. */
export const permitSuggestionsQueryKey = [...permitsQueryKey, 'suggestions'] as const;

export const listPermitSuggestions = async () =>
  (await apiRequest<{ suggestions: PermitSuggestion[] }>('/api/permit-suggestions')).suggestions;

/**
 * permit-suggestions (docs/product/intelligence.md#suggestions), without those dismissed in this browser
 * (hiddenPermitSuggestions).
 */
export function usePermitSuggestions() {
  return useQuery({
    queryKey: permitSuggestionsQueryKey,
    queryFn: listPermitSuggestions,
    select: (suggestions) => {
      const hidden = new Set(readHiddenSuggestions());
      return suggestions.filter((suggestion) => !hidden.has(suggestion.id));
    },
  });
}
