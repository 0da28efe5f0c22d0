import { useQuery } from '@tanstack/react-query';
import { localPortalSchema, type LocalPortal } from '@shared/contracts/billing';
import { apiRequest } from '@client/lib/api-client';

export const localPortalQueryKey = ['billing-local', 'portal'] as const;

export const getLocalPortal = async (): Promise<LocalPortal> =>
  localPortalSchema.parse(await apiRequest<unknown>('/api/billing/local/portal'));

export function useLocalPortal() {
  return useQuery({ queryKey: localPortalQueryKey, queryFn: getLocalPortal });
}
