import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile } from '@shared/contracts/business-profile';
import type { EventDto, InsuranceRequestInput } from '@shared/contracts/events';
import { apiRequest } from '@client/lib/api-client';
import { businessProfileQueryKey } from '@client/lib/query-keys';
import { eventsQueryKey } from './events-api';

/**
 * The business profile's broker, who prefills 'Request Certificate of Insurance'. The profile's own query (the
 * same key and answer), so that the broker the request saves shows on the account screen too.
 */
export const brokerQuery = queryOptions({
  queryKey: businessProfileQueryKey,
  queryFn: async ({ signal }) =>
    (await apiRequest<{ profile: BusinessProfile | null }>('/api/business-profile', { signal })).profile,
});

/**
 * 'Request Certificate of Insurance' (docs/product/events.md#certificate-of-insurance): the broker is e-mailed,
 * and saved to the profile when given; a second request within a day is refused with COI_RECENTLY_REQUESTED
 * unless `confirm` is set.
 */
export function useRequestCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, input }: { eventId: string; input: InsuranceRequestInput }) =>
      apiRequest<EventDto>(`/api/events/${encodeURIComponent(eventId)}/insurance-request`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventsQueryKey });
      void queryClient.invalidateQueries({ queryKey: businessProfileQueryKey });
    },
  });
}
