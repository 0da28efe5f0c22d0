import { describe, expect, it } from 'vitest';
import { PLAN_FEATURES } from './plan-features';

describe('plan features', () => {
  it('names the Free limit on the landing page without its figure (only sign-in and upgrade do)', () => {
    expect(PLAN_FEATURES.free.join(' ')).not.toMatch(/\d/);
    expect(PLAN_FEATURES.free).toContain('Limited permit count');
    expect(PLAN_FEATURES.pro).toContain('Unlimited permits and licences');
  });
});
