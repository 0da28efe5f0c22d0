import { describe, expect, it } from 'vitest';
import { inVehicleScope } from './vehicle-scope';

const TRUCK_1 = '00000000-0000-4000-8000-000000000001';
const TRUCK_2 = '00000000-0000-4000-8000-000000000002';
const permits = [
  { name: 'Business License', vehicle: null },
  { name: 'Health Permit (1)', vehicle: { id: TRUCK_1 } },
  { name: 'Health Permit (2)', vehicle: { id: TRUCK_2 } },
];
const names = (filter: Parameters<typeof inVehicleScope>[1]) =>
  permits.filter((permit) => inVehicleScope(permit, filter)).map((permit) => permit.name);

describe('a vehicle filter (docs/product/fleet.md#permits-on-vehicles)', () => {
  it("holds a vehicle's permits and the whole business's, the business's alone, or every permit", () => {
    expect(names(TRUCK_2)).toEqual(['Business License', 'Health Permit (2)']);
    expect(names('business')).toEqual(['Business License']);
    expect(names(undefined)).toHaveLength(3);
  });
});
