import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { renewPermitRequestSchema } from '@shared/contracts/renewal-date';
import type { Permit } from '@shared/contracts/permits';
import { apiRequest } from '@client/lib/api-client';
import { permitsQueryKey } from './list-permits';

type RenewPermitRequest = z.infer<typeof renewPermitRequestSchema>;

/** Mark as renewed: the permit's new renewal date; the server keeps the old one in its history. */
export const renewPermit = ({ permitId, renewalDate }: { permitId: string; renewalDate: string }) =>
  apiRequest<Permit>(`/api/permits/${encodeURIComponent(permitId)}/renew`, {
    method: 'POST',
    body: { renewalDate } satisfies RenewPermitRequest,
  });

export function useRenewPermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewPermit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permitsQueryKey }),
  });
}
