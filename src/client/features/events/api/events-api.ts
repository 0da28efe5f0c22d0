import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventDto, EventInput } from '@shared/contracts/events';
import { ApiError, apiRequest } from '@client/lib/api-client';

export const eventsQueryKey = ['events'] as const;

type EventList = { upcoming: EventDto[]; past: EventDto[] };

/** The business's events with their readiness: upcoming by date, then past ones (docs/product/events.md). */
export const eventsQuery = queryOptions({
  queryKey: eventsQueryKey,
  queryFn: ({ signal }) => apiRequest<EventList>('/api/events', { signal }),
});

export function useEvents() {
  return useQuery(eventsQuery);
}

const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;
// A line's key is letters, digits, '-' and one ':' (the contract's pattern): it goes as it is.
const linePath = (id: string, line: string) => `${eventPath(id)}/lines/${line}/not-needed`;

/** Every change answers with the event as it is now; the list (and each readiness) is read again. */
function useEventMutation<V>(mutationFn: (variables: V) => Promise<EventDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}

export function useAddEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) => apiRequest<EventDto>('/api/events', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
    // At the Free plan's limit another phone may have added an event: the list read again shows it.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'PLAN_LIMIT_REACHED')
        void queryClient.invalidateQueries({ queryKey: eventsQueryKey });
    },
  });
}

/** 'Not needed' with the owner's reason, or taken back when `reason` is null (docs/product/events.md#readiness). */
export const useMarkLine = () =>
  useEventMutation(({ eventId, line, reason }: { eventId: string; line: string; reason: string | null }) =>
    reason === null
      ? apiRequest<EventDto>(linePath(eventId, line), { method: 'DELETE' })
      : apiRequest<EventDto>(linePath(eventId, line), { method: 'PUT', body: { reason } }),
  );
