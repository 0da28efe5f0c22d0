import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permit, PermitInput } from '@shared/contracts/permits';
import { apiRequest } from '@client/lib/api-client';
import { permitsQueryKey } from './list-permits';

/**
 * The new permit 'Duplicate to another vehicle' creates (docs/product/fleet.md#duplicating): what the agency
 * asks of every vehicle alike, without what belongs to the permit issued to one of them — its dates, its fee,
 * its number and its document.
 */
export const duplicateInput = (permit: Permit, vehicleId: string | null): PermitInput => ({
  name: permit.name,
  city: permit.city,
  state: permit.state,
  county: permit.county,
  notes: permit.notes,
  // The agency issues every vehicle's alike; the number is the one vehicle's permit's own.
  issuingAgency: permit.issuingAgency,
  renewalLink: permit.renewalLink,
  categoryId: permit.category?.id ?? null,
  processingTimeDays: permit.processingTimeDays,
  catalogEntryId: permit.catalogEntryId,
  vehicleId,
});

export function useDuplicatePermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ permit, vehicleId }: { permit: Permit; vehicleId: string | null }) =>
      apiRequest<Permit>('/api/permits', { method: 'POST', body: duplicateInput(permit, vehicleId) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permitsQueryKey }),
  });
}
