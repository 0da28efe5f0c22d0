import { useQuery } from '@tanstack/react-query';
import type { PermitCategory } from '@shared/contracts/permits';
import { apiRequest } from '@client/lib/api-client';

export const listPermitCategories = async () =>
  (await apiRequest<{ categories: PermitCategory[] }>('/api/permit-categories')).categories;

export function usePermitCategories() {
  return useQuery({ queryKey: ['permit-categories'], queryFn: listPermitCategories, staleTime: Infinity });
}
