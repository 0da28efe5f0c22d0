import { useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@shared/contracts/dev-outbox';
import { apiRequest } from '@client/lib/api-client';

export const listOutboxMessages = (to?: string) =>
  apiRequest<{ messages: OutboxMessage[] }>(`/api/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);

export function useOutboxMessages(to?: string) {
  return useQuery({
    queryKey: ['dev-outbox', to ?? ''],
    queryFn: () => listOutboxMessages(to),
    refetchInterval: 5000,
  });
}
