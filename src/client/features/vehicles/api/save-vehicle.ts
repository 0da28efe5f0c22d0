import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vehicle, VehicleInput } from '@shared/contracts/vehicles';
import { ApiError, apiRequest } from '@client/lib/api-client';
import { permitsQueryKey, subscriptionQueryKey } from '@client/lib/query-keys';
import { vehiclesQueryKey } from './list-vehicles';

/** Adds a vehicle, or edits it in place when an id is given. */
export const saveVehicle = ({ id, input }: { id: string | null; input: VehicleInput }) =>
  id
    ? apiRequest<Vehicle>(`/api/vehicles/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : apiRequest<Vehicle>('/api/vehicles', { method: 'POST', body: input });

/** Archives a vehicle sold or retired, or restores it (docs/product/fleet.md#archiving). */
export const setVehicleArchived = ({ id, archived }: { id: string; archived: boolean }) =>
  apiRequest<Vehicle>(`/api/vehicles/${encodeURIComponent(id)}/archived`, {
    method: 'PUT',
    body: { archived },
  });

/**
 * After a change: the vehicles, the entitlements (the Free plan counts the vehicles not archived,
 * docs/product/fleet.md#plans) and the permits, which carry their vehicle's name and whether it is archived.
 */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [vehiclesQueryKey, subscriptionQueryKey, permitsQueryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** A refusal at the plan's limit means the entitlements the screen holds are out of date: it reads them again. */
function useRefreshAtLimit() {
  const queryClient = useQueryClient();
  return (error: Error) => {
    if (error instanceof ApiError && error.code === 'PLAN_LIMIT_REACHED')
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
  };
}

export function useSaveVehicle() {
  const refresh = useRefreshAfterChange();
  const refreshAtLimit = useRefreshAtLimit();
  return useMutation({ mutationFn: saveVehicle, onSuccess: refresh, onError: refreshAtLimit });
}

export function useSetVehicleArchived() {
  const refresh = useRefreshAfterChange();
  const refreshAtLimit = useRefreshAtLimit();
  return useMutation({ mutationFn: setVehicleArchived, onSuccess: refresh, onError: refreshAtLimit });
}
