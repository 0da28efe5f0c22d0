import type { VehicleFilter } from '../contracts/vehicles';

/**
 * Whether a permit is in a vehicle filter's list, as the server's `GET /api/permits?vehicle=` cuts it
 * (docs/product/fleet.md#permits-on-vehicles): a vehicle's own permits and the whole business's; 'business'
 * the whole business's alone; no filter, every permit of the list.
 */
export const inVehicleScope = (
  permit: { vehicle: { id: string } | null },
  filter: VehicleFilter | undefined,
): boolean =>
  filter === undefined || permit.vehicle === null || (filter !== 'business' && permit.vehicle.id === filter);
