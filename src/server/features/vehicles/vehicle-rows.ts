import { and, count, eq } from 'drizzle-orm';
import type { Vehicle } from '../../../shared/contracts/vehicles';
import type { DbOrTx } from '../../db/client';
import { memberVehicles, permits, vehicles } from '../../db/schema';
import type { VehicleRow } from '../../lib/business-vehicles';

/** The business's vehicles, archived last, each with its permit count and whether `memberId` works on it. */
export async function listVehicleRows(db: DbOrTx, businessId: string, memberId: string) {
  const permitCounts = db
    .select({ vehicleId: permits.vehicleId, permitCount: count().as('permit_count') })
    .from(permits)
    .where(eq(permits.businessId, businessId))
    .groupBy(permits.vehicleId)
    .as('permit_counts');
  const rows = await db
    .select({ vehicle: vehicles, permitCount: permitCounts.permitCount, mine: memberVehicles.memberId })
    .from(vehicles)
    .leftJoin(permitCounts, eq(permitCounts.vehicleId, vehicles.id))
    .leftJoin(
      memberVehicles,
      and(eq(memberVehicles.vehicleId, vehicles.id), eq(memberVehicles.memberId, memberId)),
    )
    .where(eq(vehicles.businessId, businessId));
  const assignments = await db
    .select({ vehicleId: memberVehicles.vehicleId, memberId: memberVehicles.memberId })
    .from(memberVehicles)
    .innerJoin(vehicles, eq(vehicles.id, memberVehicles.vehicleId))
    .where(eq(vehicles.businessId, businessId));
  return rows
    .map((row) =>
      toVehicleDto(row.vehicle, {
        permitCount: row.permitCount ?? 0,
        mine: row.mine !== null,
        memberIds: assignments
          .filter((assignment) => assignment.vehicleId === row.vehicle.id)
          .map((assignment) => assignment.memberId)
          .sort(),
      }),
    )
    .sort(
      (a, b) =>
        Number(a.archivedAt !== null) - Number(b.archivedAt !== null) ||
        a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' }),
    );
}

export function toVehicleDto(
  row: VehicleRow,
  extra: { permitCount: number; mine: boolean; memberIds: string[] },
): Vehicle {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as Vehicle['kind'],
    plate: row.plate,
    vin: row.vin,
    commissary: row.commissary,
    notes: row.notes,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    permitCount: extra.permitCount,
    mine: extra.mine,
    memberIds: extra.memberIds,
    createdAt: row.createdAt.toISOString(),
  };
}
