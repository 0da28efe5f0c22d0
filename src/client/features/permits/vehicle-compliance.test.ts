import { describe, expect, it } from 'vitest';
import { vehicleCompliance } from './vehicle-compliance';

const TODAY = '2026-11-22';
const TRUCK_1 = { id: 'truck-1', name: 'Truck 1', archived: false };
const TRUCK_2 = { id: 'truck-2', name: 'Truck 2', archived: false };
const permit = (
  renewalDate: string | null,
  vehicle: typeof TRUCK_1 | null,
  status: 'active' | 'expired' = 'active',
) => ({
  status,
  renewalDate,
  vehicle,
});

describe("a vehicle's compliance colour", () => {
  it("is the worst of its own permits and the whole business's, not another vehicle's", () => {
    const permits = [
      permit('2027-06-01', TRUCK_1),
      permit('2026-11-01', TRUCK_2),
      permit('2026-12-10', null),
    ];
    expect(vehicleCompliance(permits, 'truck-1', TODAY)).toBe('needs-attention');
    expect(vehicleCompliance(permits, 'truck-2', TODAY)).toBe('non-compliant');
  });

  it('is green only when every permit is, and unknown with an undated permit or none', () => {
    expect(vehicleCompliance([permit('2027-06-01', TRUCK_1)], 'truck-1', TODAY)).toBe('compliant');
    expect(vehicleCompliance([permit('2027-06-01', TRUCK_1), permit(null, null)], 'truck-1', TODAY)).toBe(
      'unknown',
    );
    expect(vehicleCompliance([permit('2027-06-01', TRUCK_2)], 'truck-1', TODAY)).toBe('unknown');
  });

  it('counts a permit marked expired as expired whatever its date', () => {
    expect(vehicleCompliance([permit('2027-06-01', TRUCK_1, 'expired')], 'truck-1', TODAY)).toBe(
      'non-compliant',
    );
  });
});
