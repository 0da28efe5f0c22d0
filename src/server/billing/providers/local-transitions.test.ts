import { describe, expect, it } from 'vitest';
import { localTransitions } from './local-transitions';

const now = new Date('2026-11-22T12:00:00.000Z');
const days = (count: number) => new Date(now.getTime() + count * 864e5);

describe('local billing transitions', () => {
  it('starts a 7-day trial or a month of Pro', () => {
    expect(localTransitions.checkoutCompleted(true, now)).toEqual({
      status: 'trialing',
      trialEnd: days(7),
      currentPeriodEnd: days(7),
      cancelAtPeriodEnd: false,
    });
    expect(localTransitions.checkoutCompleted(false, now)).toMatchObject({
      status: 'active',
      trialEnd: null,
      currentPeriodEnd: new Date('2026-12-22T12:00:00.000Z'),
    });
  });

  it('converts a trial when it ends and renews a period, unless cancelling', () => {
    const trial = localTransitions.checkoutCompleted(true, now);
    expect(localTransitions.advance(trial, days(6))).toEqual(trial);
    expect(localTransitions.advance(trial, days(7))).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date('2026-12-29T12:00:00.000Z'),
    });
    expect(localTransitions.advance({ ...trial, cancelAtPeriodEnd: true }, days(7))).toMatchObject({
      status: 'canceled',
    });

    const paid = localTransitions.checkoutCompleted(false, now);
    expect(localTransitions.advance(paid, days(65))).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date('2027-02-22T12:00:00.000Z'),
    });
    expect(localTransitions.advance({ ...paid, cancelAtPeriodEnd: true }, days(31))).toMatchObject({
      status: 'canceled',
    });
  });

  it('keeps a past due subscription until a cancellation at period end takes effect', () => {
    const pastDue = { ...localTransitions.checkoutCompleted(false, now), status: 'past_due' } as const;
    expect(localTransitions.advance(pastDue, days(31))).toEqual(pastDue);
    const cancelling = localTransitions.cancelAtPeriodEnd(pastDue);
    expect(localTransitions.advance(cancelling, days(29))).toEqual(cancelling);
    expect(localTransitions.advance(cancelling, days(30))).toMatchObject({
      status: 'canceled',
      cancelAtPeriodEnd: false,
    });
  });

  it('cancels at once, and keeps a cancelled subscription cancelled', () => {
    const paid = localTransitions.checkoutCompleted(false, now);
    const cancelled = localTransitions.cancelNow(paid, now);
    expect(cancelled).toMatchObject({ status: 'canceled', currentPeriodEnd: now });
    expect(localTransitions.resume(cancelled)).toEqual(cancelled);
    expect(localTransitions.endTrialNow(paid, now)).toEqual(paid);
  });
});
