import { useInfiniteQuery } from '@tanstack/react-query';
import { activityPageSchema } from '@shared/contracts/activity';
import { apiRequest } from '@client/lib/api-client';
import { permitsQueryKey } from './list-permits';

/**
 * Under the permits' key: whatever changes a permit (save, renew, delete, its document) invalidates the
 * permits, and so its history too.
 */
export const permitActivityQueryKey = (permitId: string) =>
  [...permitsQueryKey, permitId, 'activity'] as const;

/** One page of a permit's history, newest first; `before` is the previous page's `nextBefore`. */
export const listPermitActivity = async ({
  permitId,
  before,
  signal,
}: {
  permitId: string;
  before?: number | null;
  signal?: AbortSignal;
}) =>
  activityPageSchema.parse(
    await apiRequest<unknown>(
      `/api/permits/${encodeURIComponent(permitId)}/activity${before ? `?before=${before}` : ''}`,
      { signal },
    ),
  );

/** The permit's history, a page at a time ('Show older' asks for the next). */
export function usePermitActivity(permitId: string) {
  return useInfiniteQuery({
    queryKey: permitActivityQueryKey(permitId),
    queryFn: ({ pageParam, signal }) => listPermitActivity({ permitId, before: pageParam, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}
