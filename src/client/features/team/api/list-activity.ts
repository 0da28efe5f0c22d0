import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { activityPageSchema } from '@shared/contracts/activity';
import { apiRequest } from '@client/lib/api-client';
import { teamQueryKey } from './get-team';

export const activityQueryKey = [...teamQueryKey, 'activity'] as const;

/** One page of the business's activity log, newest first; `before` is the previous page's `nextBefore`. */
export const listActivity = async (before: number | undefined) =>
  activityPageSchema.parse(
    await apiRequest<unknown>(`/api/team/activity${before === undefined ? '' : `?before=${before}`}`),
  );

export const activityQuery = infiniteQueryOptions({
  queryKey: activityQueryKey,
  queryFn: ({ pageParam }) => listActivity(pageParam),
  initialPageParam: undefined as number | undefined,
  getNextPageParam: (page) => page.nextBefore ?? undefined,
});

export function useActivity() {
  return useInfiniteQuery(activityQuery);
}
