import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { permitsQueryKey } from './list-permits';

export const deletePermit = (id: string) =>
  apiRequest<null>(`/api/permits/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeletePermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePermit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permitsQueryKey }),
  });
}
