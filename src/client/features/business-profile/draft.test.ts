import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBusinessProfileDraft } from './draft';

const stored = new Map<string, string>();
beforeEach(() => {
  stored.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const draft = {
  businessName: 'Taco Truck',
  statesOperating: 'CA',
  servesBeerWine: false,
  servesLiquor: false,
  phone: '(510) 555-0134',
  email: 'owner@example.com',
  address: '',
};

const read = (value: unknown) => {
  stored.set('businessProfile', typeof value === 'string' ? value : JSON.stringify(value));
  return readBusinessProfileDraft();
};

describe('the onboarding draft (businessProfile)', () => {
  it('comes back as it was typed', () => {
    expect(read(draft)).toEqual(draft);
  });

  it('comes back half typed too: a value breaking a rule is the form’s to show', () => {
    const halfTyped = { ...draft, businessName: '', phone: '555', email: 'owner@' };
    expect(read(halfTyped)).toEqual(halfTyped);
  });

  it('is ignored when it is no business profile', () => {
    expect(readBusinessProfileDraft()).toBeNull();
    for (const value of ['{not json', 'null', '[]', '"Taco Truck"']) expect(read(value), value).toBeNull();
    expect(read({ ...draft, businessName: 42 })).toBeNull();
    expect(read({ phone: '(510) 555-0134' })).toBeNull();
    expect(read({ ...draft, servesLiquor: 'yes' })).toBeNull();
    expect(read({ ...draft, plan: 'pro' })).toBeNull();
  });
});
