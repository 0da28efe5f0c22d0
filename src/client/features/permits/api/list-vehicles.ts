import { useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@shared/contracts/vehicles';
import { vehiclesQuery } from '@client/lib/vehicles-query';

/*
 * The business's vehicles as the permit screens read them: the form's 'Vehicle', the dashboard's filter and
 * 'Duplicate to another vehicle' (docs/product/fleet.md#permits-on-vehicles). Asked for with the dashboard's
 * first permits too (app/router.tsx): the list waits for it.
 */
export function useVehicles() {
  return useQuery(vehiclesQuery);
}

/** The vehicles a permit can be put on: not archived (docs/product/fleet.md#archiving), in the list's order. */
export const activeVehicles = (vehicles: readonly Vehicle[] | undefined): Vehicle[] =>
  (vehicles ?? []).filter((vehicle) => vehicle.archivedAt === null);
