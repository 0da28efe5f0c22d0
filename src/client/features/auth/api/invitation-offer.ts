import { useQuery } from '@tanstack/react-query';
import type { InvitationSummary } from '@shared/contracts/team';
import { apiRequest } from '@client/lib/api-client';

/** The invitation a return path leads back to ('/invitation/{id}', the invitation screen's links), or null. */
export function invitationIdIn(next: string | null): string | null {
  const id = /^\/invitation\/([^/?#]+)$/.exec(next ?? '')?.[1];
  if (id === undefined) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
}

/**
 * The invitation a visitor came to /auth from (docs/decisions/0018): the form names its business and starts
 * from its address. Read without a schema, so that zod stays out of /auth's first load (docs/decisions/0025);
 * the invitation screen, which checks it, shares the cache entry. `enabled` waits for hydration: the
 * prerendered page knows no query string.
 */
export function useInvitationOffer(next: string | null, enabled: boolean) {
  const id = invitationIdIn(next);
  return useQuery({
    queryKey: ['invitation', id],
    queryFn: () => apiRequest<InvitationSummary>(`/api/invitations/${encodeURIComponent(id ?? '')}`),
    enabled: enabled && id !== null,
    select: (invitation) => (invitation.status === 'pending' ? invitation : null),
  });
}
