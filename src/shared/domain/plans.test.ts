import { describe, expect, it } from 'vitest';
import { PLANS } from './plans';

describe('plan features', () => {
  it('names the Free limit on the landing page without its figure (spec §9: only sign-in and upgrade do)', () => {
    expect(PLANS.free.features.join(' ')).not.toMatch(/\d/);
    expect(PLANS.free.features).toContain('Limited permit count');
    expect(PLANS.pro.features).toContain('Unlimited permits and licences');
  });
});
