import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether a member hears of the permit aliased `permitAlias`, as one condition for the sweep that records
 * reminders and for the job that sends them (it drops what was recorded before a change):
 * - a permit of an archived vehicle gets no reminder (docs/product/fleet.md#archiving);
 * - a member who keeps to their vehicles (`onlyMine`) hears of those vehicles' permits and the whole
 *   business's, and of no other vehicle's (docs/product/fleet.md#teams).
 */
export function sqlRemindedPermit(permitAlias: string, memberId: SQL, onlyMine: SQL) {
  const permit = sql.identifier(permitAlias);
  return sql`(${permit}.vehicle_id is null or (
    not exists (
      select 1 from vehicles archived_vehicle
      where archived_vehicle.id = ${permit}.vehicle_id and archived_vehicle.archived_at is not null
    )
    and (not ${onlyMine} or exists (
      select 1 from member_vehicles my_vehicle
      where my_vehicle.member_id = ${memberId} and my_vehicle.vehicle_id = ${permit}.vehicle_id
    ))
  ))`;
}
