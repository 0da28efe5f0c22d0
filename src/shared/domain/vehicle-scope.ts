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

/** A UUID as zod's `z.uuid()` takes it (RFC 9562: the variant's bits, any version, and the nil and max ids). */
const UUID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;

/**
 * A vehicle filter from an address (?vehicle=<id> or ?vehicle=business), or none: read without zod, whose
 * 25 KB a screen that only reads its address need not load (docs/decisions/0026).
 */
export const vehicleFilterFrom = (value: string | null): VehicleFilter | undefined =>
  value === 'business' || (value !== null && UUID.test(value)) ? value : undefined;
