import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { Permit, PermitList } from '@shared/contracts/permits';
import type { VehicleFilter } from '@shared/contracts/vehicles';
import { apiRequest } from '@client/lib/api-client';
import { permitsQueryKey } from '@client/lib/query-keys';
import { vehiclesQuery } from '@client/lib/vehicles-query';

/*
 * The reports by vehicle (docs/product/fleet.md#reports-by-vehicle). Read here, as features do not import each
 * other; the vehicles are the one query of lib/vehicles-query.ts, and the permits' key starts with 'permits',
 * so whatever refreshes the permits refreshes these too.
 */

/** Every vehicle of the business, archived ones too: their permits stay in the reports. */
export const useReportVehicles = () => useQuery(vehiclesQuery);

type PermitsQuery = UseQueryOptions<Permit[], Error, Permit[], readonly unknown[]>;

/** One vehicle's permits and the whole business's, or the whole business's alone, most urgent first. */
const vehiclePermitsQuery = (vehicle: VehicleFilter): PermitsQuery => ({
  queryKey: [...permitsQueryKey, 'report', vehicle],
  queryFn: async ({ signal }) =>
    (await apiRequest<PermitList>(`/api/permits?vehicle=${encodeURIComponent(vehicle)}`, { signal })).permits,
});

/**
 * The report's permits: every permit (`everyPermit`, the permits feature's own query) or those of a vehicle
 * filter. The list on screen stays while another filter's loads, so the filters keep their place and focus.
 */
export function useReportPermits(vehicle: VehicleFilter | undefined, everyPermit: PermitsQuery) {
  const query = vehicle === undefined ? everyPermit : vehiclePermitsQuery(vehicle);
  return useQuery({ ...query, placeholderData: keepPreviousData });
}
