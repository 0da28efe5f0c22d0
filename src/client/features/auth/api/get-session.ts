import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';

export type Session = {
  /** `locale`: the language of the account (docs/decisions/0026). */
  user: { id: string; email: string; locale?: string };
  session: { expiresAt: string };
};

export const sessionQueryKey = ['session'] as const;

export const getSession = () => apiRequest<Session | null>('/api/auth/get-session');

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}
