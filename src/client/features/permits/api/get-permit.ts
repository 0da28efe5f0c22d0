import { useQuery } from '@tanstack/react-query';
import type { Permit } from '@shared/contracts/permits';
import { apiRequest } from '@client/lib/api-client';
import { permitsQueryKey } from './list-permits';

export const getPermit = (id: string) => apiRequest<Permit>(`/api/permits/${encodeURIComponent(id)}`);

export function usePermit(id: string | null) {
  return useQuery({
    queryKey: [...permitsQueryKey, id],
    queryFn: () => getPermit(id!),
    enabled: Boolean(id),
  });
}
