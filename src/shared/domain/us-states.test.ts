import { describe, expect, it } from 'vitest';
import { suggestCategory } from './permit-categories';
import { stateCodeOf, stateNameOf } from './us-states';

describe('stateCodeOf', () => {
  it('reads a state name or code in any case', () => {
    expect(stateCodeOf('California')).toBe('CA');
    expect(stateCodeOf('ca')).toBe('CA');
    expect(stateCodeOf(' new york ')).toBe('NY');
    expect(stateCodeOf('District of Columbia')).toBe('DC');
    expect(stateCodeOf('Ontario')).toBeNull();
    expect(stateCodeOf(null)).toBeNull();
  });
});

describe('suggestCategory', () => {
  it('pre-selects a category from words in the permit name', () => {
    expect(suggestCategory('Mobile Food Facility Health Permit')).toBe('Health');
    expect(suggestCategory('Fire Marshal Propane Inspection')).toBe('Fire Safety');
    expect(suggestCategory('Beer and Wine License')).toBe('Alcohol');
    expect(suggestCategory('ServSafe Food Handler Card')).toBe('Food Handler');
    expect(suggestCategory("Seller's Permit")).toBe('Tax');
    expect(suggestCategory('City Business License')).toBe('Business License');
    expect(suggestCategory('Street Vending Permit')).toBe('Vending/Parking');
    expect(suggestCategory('General Liability Insurance')).toBe('Insurance');
    expect(suggestCategory('Vehicle Registration')).toBe('Vehicle');
    expect(suggestCategory('Something else')).toBeNull();
  });
});

describe('stateNameOf', () => {
  it('names a state by its code, and leaves anything else as it is', () => {
    expect(stateNameOf('CA')).toBe('California');
    expect(stateNameOf('DC')).toBe('District of Columbia');
    expect(stateNameOf('ZZ')).toBe('ZZ');
  });
});
