import type { Permit } from '@shared/contracts/permits';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import { dashboardCompliance, type DashboardCompliance } from '@shared/domain/permit-status';
import { inVehicleScope } from '@shared/domain/vehicle-scope';

// Worst first: one expired permit keeps a truck off the road, one due soon needs attention, and a permit
// without a renewal date is not known to be in order.
const WORST_FIRST: readonly DashboardCompliance[] = [
  'non-compliant',
  'needs-attention',
  'unknown',
  'compliant',
];

/**
 * A vehicle's compliance colour (docs/product/fleet.md#the-dashboard): the worst of its permits and the whole
 * business's, each read by the dashboard's own rule. A vehicle with no permit at all is 'unknown'.
 */
export function vehicleCompliance(
  permits: readonly Pick<Permit, 'status' | 'renewalDate' | 'vehicle'>[],
  vehicleId: string,
  today: CalendarDate,
): DashboardCompliance {
  const found = new Set(
    permits
      .filter((permit) => inVehicleScope(permit, vehicleId))
      .map((permit) => dashboardCompliance(permit, today)),
  );
  return WORST_FIRST.find((compliance) => found.has(compliance)) ?? 'unknown';
}
