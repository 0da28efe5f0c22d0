import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BusinessMembership } from '@shared/contracts/team';
import { ApiError, apiRequest } from '@client/lib/api-client';
import { belongsToPerson } from '@client/lib/query-keys';

/*
 * Every signed-in screen asks this first (app/require-session.tsx), so the module stays small: the response's
 * type only, no schema (zod stays out of the start-up bundle).
 */

export const businessesQueryKey = ['businesses'] as const;

export const listBusinesses = async () =>
  (await apiRequest<{ businesses: BusinessMembership[] }>('/api/businesses')).businesses;

export const businessesQuery = queryOptions({
  queryKey: businessesQueryKey,
  queryFn: listBusinesses,
  staleTime: 60_000,
});

/** `enabled: false` until there is a session to ask with. */
export function useBusinesses(options: { enabled?: boolean } = {}) {
  return useQuery({ ...businessesQuery, ...options });
}

/** The business the session works in. */
export const activeBusiness = (businesses: readonly BusinessMembership[]) =>
  businesses.find((business) => business.active);

/**
 * After a switch, a leave or an accepted invitation: everything cached belonged to the business left behind,
 * so it goes (the session stays), and the list of businesses is read again before any screen shows, so that
 * the gate knows at once whether the new one is suspended and no screen asks for data it may not read.
 */
export async function forgetBusinessData(queryClient: QueryClient) {
  const ofBusiness = {
    predicate: (query: { queryKey: readonly unknown[] }) => !belongsToPerson(query.queryKey),
  };
  await queryClient.cancelQueries(ofBusiness);
  queryClient.removeQueries(ofBusiness);
  await queryClient.prefetchQuery(businessesQuery);
}

/** Refusals that say the business the session works in is no longer the one the app thinks. */
const BUSINESS_GONE = new Set(['BUSINESS_SUSPENDED', 'NO_BUSINESS']);
const isSuspension = (error: unknown) => error instanceof ApiError && BUSINESS_GONE.has(error.code);

/**
 * The business can leave Pro while a member works in it, or remove them from the last business they were
 * in: the first request it then refuses with BUSINESS_SUSPENDED or NO_BUSINESS has the list read again, and
 * the gate shows the suspended screen or the screen of a person in no business.
 */
export function useRecheckOnSuspension() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error' && isSuspension(event.action.error))
        void queryClient.invalidateQueries({ queryKey: businessesQueryKey });
    };
    const stopQueries = queryClient.getQueryCache().subscribe(recheck);
    const stopMutations = queryClient.getMutationCache().subscribe(recheck);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
