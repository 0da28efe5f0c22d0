import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subscriptionStatusSchema } from '@shared/contracts/subscription';
import { readSubscriptionStatus } from './read-subscription-status';

/** The hand-written check against the schema it stands in for: the same answers pass, with the same value. */
function agreesWithSchema(answer: unknown) {
  const parsed = subscriptionStatusSchema.safeParse(answer);
  if (parsed.success) expect(readSubscriptionStatus(answer)).toEqual(parsed.data);
  else expect(() => readSubscriptionStatus(answer)).toThrow();
}

const valid = {
  subscribed: true,
  isTrialing: false,
  subscription_tier: 'Pro',
  subscription_end: '2026-12-01T00:00:00.000Z',
};

describe('readSubscriptionStatus', () => {
  it('keeps a well-formed answer, without fields the schema does not know', () => {
    expect(readSubscriptionStatus({ ...valid, extra: 1 })).toEqual(valid);
    expect(readSubscriptionStatus({ ...valid, subscription_end: null })).toEqual({
      ...valid,
      subscription_end: null,
    });
  });

  it('throws on what the schema refuses, so the plan reads as Free', () => {
    for (const answer of [
      null,
      undefined,
      'Pro',
      [],
      {},
      { ...valid, subscribed: 'true' },
      { ...valid, isTrialing: undefined },
      { ...valid, subscription_tier: null },
      { ...valid, subscription_end: undefined },
      { ...valid, subscription_end: 0 },
    ]) {
      expect(() => readSubscriptionStatus(answer), JSON.stringify(answer)).toThrow();
      agreesWithSchema(answer);
    }
  });

  it('agrees with subscriptionStatusSchema on any answer', () => {
    const field = fc.oneof(
      fc.boolean(),
      fc.string(),
      fc.constant(null),
      fc.constant(undefined),
      fc.integer(),
    );
    const answer = fc.oneof(
      fc.record(
        { subscribed: field, isTrialing: field, subscription_tier: field, subscription_end: field },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    fc.assert(fc.property(answer, agreesWithSchema), { numRuns: 500 });
  });
});
