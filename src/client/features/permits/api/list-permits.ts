import { useQuery } from '@tanstack/react-query';
import type { Permit } from '@shared/contracts/permits';
import { apiRequest } from '@client/lib/api-client';

export const permitsQueryKey = ['permits'] as const;

export const listPermits = async () => (await apiRequest<{ permits: Permit[] }>('/api/permits')).permits;

export function usePermits() {
  return useQuery({ queryKey: permitsQueryKey, queryFn: listPermits });
}
