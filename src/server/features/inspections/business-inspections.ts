import { and, asc, desc, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type {
  BusinessInspections,
  InspectionResult,
  UpcomingInspection,
} from '../../../shared/contracts/inspections';
import type { VehicleFilter } from '../../../shared/contracts/vehicles';
import type { CalendarDate } from '../../../shared/domain/calendar-dates';
import type { Database } from '../../db/client';
import { permitInspections, permits, vehicles } from '../../db/schema';
import { findBusinessVehicle } from '../../lib/business-vehicles';

/**
 * The permits a vehicle filter lists, as `GET /api/permits?vehicle=` does (docs/product/fleet.md#permits-on-vehicles):
 * without one, all but archived vehicles'; a vehicle's and the whole business's; or the whole business's alone.
 */
async function permitScope(db: Database, businessId: string, vehicle: VehicleFilter | undefined) {
  if (vehicle === undefined) return or(isNull(permits.vehicleId), isNull(vehicles.archivedAt))!;
  if (vehicle === 'business') return isNull(permits.vehicleId);
  const row = await findBusinessVehicle(db, businessId, vehicle);
  return or(isNull(permits.vehicleId), eq(permits.vehicleId, row.id))!;
}

/**
 * What the compliance reports show of inspections (docs/product/events.md#inspections): the inspections still
 * to come (a pending one from `today` on, and a failed one's re-inspection from `today` on), soonest first, and
 * each permit's latest inspection on or before `today`, whatever its result.
 */
export async function listBusinessInspections(options: {
  db: Database;
  businessId: string;
  today: CalendarDate;
  vehicle?: VehicleFilter;
}): Promise<BusinessInspections> {
  const { db, businessId, today } = options;
  const scope = await permitScope(db, businessId, options.vehicle);
  const inBusiness = (...conditions: SQL[]) =>
    and(eq(permitInspections.businessId, businessId), scope, ...conditions);
  const upcomingRows = await db
    .select({
      inspection: permitInspections,
      permitName: permits.name,
      vehicle: { id: vehicles.id, name: vehicles.name, archivedAt: vehicles.archivedAt },
    })
    .from(permitInspections)
    .innerJoin(permits, eq(permits.id, permitInspections.permitId))
    .leftJoin(vehicles, eq(vehicles.id, permits.vehicleId))
    .where(
      inBusiness(
        or(
          and(eq(permitInspections.result, 'pending'), gte(permitInspections.scheduledOn, today)),
          and(eq(permitInspections.result, 'failed'), gte(permitInspections.reinspectionOn, today)),
        )!,
      ),
    );
  const upcoming: UpcomingInspection[] = upcomingRows
    .map(({ inspection, permitName, vehicle }) => {
      const again = inspection.result === 'failed';
      return {
        inspectionId: inspection.id,
        permitId: inspection.permitId,
        permitName,
        vehicle: vehicle?.id
          ? { id: vehicle.id, name: vehicle.name, archived: vehicle.archivedAt !== null }
          : null,
        kind: again ? ('reinspection' as const) : ('inspection' as const),
        date: again ? inspection.reinspectionOn! : inspection.scheduledOn,
        agency: inspection.agency,
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.permitName.localeCompare(b.permitName));

  // One row per permit: PostgreSQL's DISTINCT ON keeps the first of each permit in this order.
  const latestRows = await db
    .selectDistinctOn([permitInspections.permitId], {
      inspectionId: permitInspections.id,
      permitId: permitInspections.permitId,
      date: permitInspections.scheduledOn,
      result: permitInspections.result,
    })
    .from(permitInspections)
    .innerJoin(permits, eq(permits.id, permitInspections.permitId))
    .leftJoin(vehicles, eq(vehicles.id, permits.vehicleId))
    .where(inBusiness(lte(permitInspections.scheduledOn, today)))
    .orderBy(
      asc(permitInspections.permitId),
      desc(permitInspections.scheduledOn),
      desc(permitInspections.createdAt),
    );
  return {
    upcoming,
    latest: latestRows.map((row) => ({ ...row, result: row.result as InspectionResult })),
  };
}
