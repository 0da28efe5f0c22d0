import { queryOptions } from '@tanstack/react-query';
import type { DeadlineDto } from '@shared/contracts/deadlines';
import { apiRequest } from '@client/lib/api-client';

/**
 * The business's deadlines that are no renewal (docs/product/events.md#deadlines): 'Apply by' dates, organisers'
 * deadlines and inspections. Read each time the calendar opens, as an event's change may have moved them.
 */
export const deadlinesQuery = queryOptions({
  queryKey: ['deadlines'],
  queryFn: async ({ signal }) =>
    (await apiRequest<{ deadlines: DeadlineDto[] }>('/api/deadlines', { signal })).deadlines,
});
