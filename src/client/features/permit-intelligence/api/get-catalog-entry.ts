import { useQuery } from '@tanstack/react-query';
import type { CatalogEntryDraft } from '@shared/contracts/catalog';
import { apiRequest } from '@client/lib/api-client';

/** The catalog entry a suggestion's 'Add' fills the permit form from (/permit-setup?suggestion={id}). */
export function useCatalogEntry(id: string | null) {
  return useQuery({
    queryKey: ['catalog-entry', id],
    queryFn: () => apiRequest<CatalogEntryDraft>(`/api/catalog/entries/${encodeURIComponent(id!)}`),
    enabled: id !== null,
    staleTime: Infinity,
  });
}
