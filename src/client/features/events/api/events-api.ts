import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventDto, EventInput, EventListDto } from '@shared/contracts/events';
import { ApiError, apiRequest, apiResponse } from '@client/lib/api-client';
import { i18n } from '@client/lib/i18n';
import { permitsQueryKey, subscriptionQueryKey } from '@client/lib/query-keys';
import { isOffline, OFFLINE_MESSAGE } from '@client/service-worker/service-worker-state';

/** The list's key, and the start of each event's: invalidating it reads both again. */
export const eventsQueryKey = ['events'] as const;

/**
 * The business's events with their readiness summed up: upcoming by date, then past ones
 * (docs/product/events.md#the-events-screen).
 */
export const eventsQuery = queryOptions({
  queryKey: eventsQueryKey,
  queryFn: ({ signal }) => apiRequest<EventListDto>('/api/events', { signal }),
});

export function useEvents() {
  return useQuery(eventsQuery);
}

const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

/** One event with its checklist, read when the screen opens it (docs/product/events.md#the-events-screen). */
export const eventQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...eventsQueryKey, eventId],
    queryFn: ({ signal }) => apiRequest<EventDto>(eventPath(eventId), { signal }),
  });

export function useEvent(eventId: string) {
  return useQuery(eventQuery(eventId));
}
// A line's key is letters, digits, '-' and one ':' (the contract's pattern): it goes as it is.
const linePath = (id: string, line: string) => `${eventPath(id)}/lines/${line}/not-needed`;

/** Every change answers with the event as it is now; the list and the opened checklists are read again. */
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

/** 'Edit Event' (docs/product/events.md#fields). */
export const useUpdateEvent = () =>
  useEventMutation(({ eventId, input }: { eventId: string; input: EventInput }) =>
    apiRequest<EventDto>(eventPath(eventId), { method: 'PUT', body: input }),
  );

/**
 * 'Delete Event': its permits stay, no longer linked to it, and may answer other events' lines. The list and
 * the other checklists are read again without waiting, so that the row's own success callback runs before the
 * row is gone; the removed event's own checklist is not asked for again.
 */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => apiRequest<null>(eventPath(eventId), { method: 'DELETE' }),
    onSuccess: (_, eventId) =>
      void queryClient.invalidateQueries({
        queryKey: eventsQueryKey,
        predicate: (query) => query.queryKey[1] !== eventId,
      }),
  });
}

/**
 * 'Add' on an event permit line (docs/product/events.md#event-permits): the permit is tracked at once, and the
 * dashboard's list has one more. The lists are read again without waiting: the line's 'Add' is gone once its
 * list says done, and its success callback must run before.
 */
export function useAddEventPermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, catalogEntryId }: { eventId: string; catalogEntryId: string }) =>
      apiRequest<EventDto>(`${eventPath(eventId)}/permits`, { method: 'POST', body: { catalogEntryId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventsQueryKey });
      void queryClient.invalidateQueries({ queryKey: permitsQueryKey });
      // The Free plan's count of permits.
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}

/** Where the event's certificate of insurance downloads from (every member). */
export const certificateUrl = (eventId: string) => `${eventPath(eventId)}/certificate`;

/** The certificate as multipart/form-data, the permit document's way (docs/product/events.md#certificate-of-insurance). */
export const useUploadCertificate = () =>
  useEventMutation(async ({ eventId, file }: { eventId: string; file: File }) => {
    if (isOffline()) throw new ApiError(0, 'OFFLINE', i18n._(OFFLINE_MESSAGE));
    const form = new FormData();
    form.append('file', file);
    const response = await apiResponse(certificateUrl(eventId), { method: 'POST', body: form });
    return (await response.json()) as EventDto;
  });

export const useRemoveCertificate = () =>
  useEventMutation((eventId: string) => apiRequest<EventDto>(certificateUrl(eventId), { method: 'DELETE' }));

/** 'Not needed' with the owner's reason, or taken back when `reason` is null (docs/product/events.md#readiness). */
export const useMarkLine = () =>
  useEventMutation(({ eventId, line, reason }: { eventId: string; line: string; reason: string | null }) =>
    reason === null
      ? apiRequest<EventDto>(linePath(eventId, line), { method: 'DELETE' })
      : apiRequest<EventDto>(linePath(eventId, line), { method: 'PUT', body: { reason } }),
  );
