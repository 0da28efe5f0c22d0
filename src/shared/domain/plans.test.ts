import { describe, expect, it } from 'vitest';
import { PLANS } from './plans';

describe('plan features', () => {
  it('states the Free limit in its feature list as the limit itself', () => {
    expect(PLANS.free.features).toContain(`Up to ${PLANS.free.permitLimit} permits`);
    expect(PLANS.pro.features).toContain('Unlimited permits and licences');
  });
});
