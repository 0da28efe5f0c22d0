import { describe, expect, it } from 'vitest';
import { vehicleFilterSchema } from '../contracts/vehicles';
import { inVehicleScope, vehicleFilterFrom } from './vehicle-scope';

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

describe('a vehicle filter read from the address, without zod', () => {
  it('takes what the API takes and nothing else', () => {
    const values = [
      TRUCK_1,
      'business',
      'Business',
      '',
      'not-a-uuid',
      `${TRUCK_1} `,
      TRUCK_1.toUpperCase(),
      '00000000-0000-0000-0000-000000000000',
      '00000000-0000-9000-8000-000000000001',
      '00000000-0000-4000-c000-000000000001',
    ];
    for (const value of values) {
      const parsed = vehicleFilterSchema.safeParse(value);
      expect(vehicleFilterFrom(value), value).toBe(parsed.success ? parsed.data : undefined);
    }
    expect(vehicleFilterFrom(null)).toBeUndefined();
  });
});
