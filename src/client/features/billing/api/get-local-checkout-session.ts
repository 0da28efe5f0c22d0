import { useQuery } from '@tanstack/react-query';
import { localCheckoutSessionSchema, type LocalCheckoutSession } from '@shared/contracts/billing';
import { apiRequest } from '@client/lib/api-client';

export const localCheckoutSessionQueryKey = (sessionId: string) =>
  ['billing-local', 'checkout', sessionId] as const;

export const getLocalCheckoutSession = async (sessionId: string): Promise<LocalCheckoutSession> =>
  localCheckoutSessionSchema.parse(
    await apiRequest<unknown>(`/api/billing/local/checkout/${encodeURIComponent(sessionId)}`),
  );

export function useLocalCheckoutSession(sessionId: string) {
  return useQuery({
    queryKey: localCheckoutSessionQueryKey(sessionId),
    queryFn: () => getLocalCheckoutSession(sessionId),
  });
}
