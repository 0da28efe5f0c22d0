import { describe, expect, it } from 'vitest';
import { toPermitInput } from './permit-form-values';
import { permitFormSchema, permitInputSchema, type PermitFormValues } from './permits';

const form: PermitFormValues = {
  name: 'Health Permit',
  issueDate: '2026-01-01',
  renewalDate: '2027-01-01',
  cost: '$1,250.50',
  city: '',
  state: 'CA',
  county: '',
  notes: '',
  permitNumber: '',
  issuingAgency: '',
  renewalLink: '',
  categoryId: '3',
  processingTimeDays: '',
};

const messages = (values: Partial<PermitFormValues>) => {
  const result = permitFormSchema.safeParse({ ...form, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the permit form', () => {
  it("gives the product's messages for the required fields", () => {
    expect(messages({ name: '  ' })).toEqual(['Permit name is required']);
    expect(messages({ issueDate: '' })).toEqual(['Start date is required']);
    expect(messages({ renewalDate: '' })).toEqual(['Renewal date is required']);
    expect(messages({ cost: '' })).toEqual(['Cost is required']);
  });

  it('accepts a valid URL or nothing for the renewal link', () => {
    expect(messages({ renewalLink: 'https://dmv.ca.gov/renew' })).toEqual([]);
    expect(messages({ renewalLink: 'dmv dot gov' })).toEqual(['Please enter a valid URL']);
    expect(messages({ renewalLink: 'javascript:alert(1)' })).toEqual(['Please enter a valid URL']);
    expect(messages({ renewalLink: 'https://dmv.ca.gov/renew\tATTACH:x' })).toEqual([
      'The renewal URL must not contain spaces or control characters',
    ]);
  });

  it('refuses control characters with the same rule as the API, keeping line breaks in the notes', () => {
    expect(messages({ name: 'Health\u0000Permit' })).toEqual([
      'Permit name must not contain control characters',
    ]);
    expect(messages({ city: 'Oak\nland' })).toEqual(['City must not contain control characters']);
    expect(messages({ state: 'C\u202eA' })).toEqual(['State must not contain control characters']);
    expect(messages({ notes: 'First line\nSecond line' })).toEqual([]);
    expect(messages({ notes: 'Bell\u0007' })).toEqual(['Notes must not contain control characters']);
  });

  it('converts the cost to a number and the form to a body the API accepts', () => {
    const input = toPermitInput(form);
    expect(input).toMatchObject({ cost: 1250.5, categoryId: 3, processingTimeDays: null, renewalLink: '' });
    expect(permitInputSchema.safeParse(input).success).toBe(true);
    expect(messages({ cost: 'twelve' })).toEqual(['Enter the cost as a number, e.g. 125.00']);
  });

  it("sends the form's vehicle, and the whole business as null (docs/product/fleet.md#permits-on-vehicles)", () => {
    const truck = '7a1e0c1e-1111-4111-8111-111111111111';
    expect(toPermitInput({ ...form, vehicleId: truck }).vehicleId).toBe(truck);
    expect(toPermitInput({ ...form, vehicleId: '' }).vehicleId).toBeNull();
    expect(toPermitInput(form).vehicleId).toBeNull();
    expect(permitInputSchema.safeParse(toPermitInput({ ...form, vehicleId: truck })).success).toBe(true);
  });
});
