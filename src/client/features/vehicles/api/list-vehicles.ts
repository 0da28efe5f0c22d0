import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleListSchema, type Vehicle } from '@shared/contracts/vehicles';
import { apiRequest } from '@client/lib/api-client';

/** Every vehicle query starts with this key: a change to a vehicle or to who works on it refreshes them all. */
export const vehiclesQueryKey = ['vehicles'] as const;

export const listVehicles = async (): Promise<Vehicle[]> =>
  vehicleListSchema.parse(await apiRequest<unknown>('/api/vehicles')).vehicles;

/** The business's vehicles, archived ones last (docs/product/fleet.md). */
export const vehiclesQuery = queryOptions({ queryKey: vehiclesQueryKey, queryFn: listVehicles });

export function useVehicles() {
  return useQuery(vehiclesQuery);
}
