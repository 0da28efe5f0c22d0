import { describe, expect, it } from 'vitest';
import { permitLabel } from './permit-label';

describe('permitLabel', () => {
  it("names a vehicle's permit with its vehicle, an em dash between", () => {
    expect(permitLabel('Health Permit', 'Truck 2')).toBe('Health Permit — Truck 2');
  });

  it('keeps the name of a permit of the whole business', () => {
    expect(permitLabel('Health Permit', null)).toBe('Health Permit');
    expect(permitLabel('Health Permit', undefined)).toBe('Health Permit');
  });
});
