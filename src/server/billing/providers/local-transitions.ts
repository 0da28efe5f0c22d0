import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { TRIAL_DAYS } from '../../../shared/domain/plans';
import type { ProviderSubscription } from './types';

type State = Omit<ProviderSubscription, 'customerId' | 'subscriptionId'>;

/**
 * The test-mode billing's subscription state machine, mirroring what Stripe reports through its
 * webhooks: a checkout starts a trial or an active period; a trial converts when it ends; a period
 * renews unless cancelled at its end; a cancellation can be immediate.
 */
export const localTransitions = {
  checkoutCompleted(trial: boolean, now: Date): State {
    return trial
      ? {
          status: 'trialing',
          trialEnd: addDays(now, TRIAL_DAYS),
          currentPeriodEnd: addDays(now, TRIAL_DAYS),
          cancelAtPeriodEnd: false,
        }
      : { status: 'active', trialEnd: null, currentPeriodEnd: addMonths(now, 1), cancelAtPeriodEnd: false };
  },
  endTrialNow(state: State, now: Date): State {
    if (state.status !== 'trialing') return state;
    return { ...state, status: 'active', trialEnd: now, currentPeriodEnd: addMonths(now, 1) };
  },
  cancelAtPeriodEnd(state: State): State {
    return state.status === 'canceled' ? state : { ...state, cancelAtPeriodEnd: true };
  },
  resume(state: State): State {
    return state.status === 'canceled' ? state : { ...state, cancelAtPeriodEnd: false };
  },
  cancelNow(state: State, now: Date): State {
    return { ...state, status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: now };
  },
  /** What time alone does: trials convert, periods renew or, when cancelling, end. */
  advance(state: State, now: Date): State {
    let next = state;
    if (next.status === 'trialing' && next.trialEnd && next.trialEnd <= now) {
      if (next.cancelAtPeriodEnd) return { ...next, status: 'canceled', cancelAtPeriodEnd: false };
      next = { ...next, status: 'active', currentPeriodEnd: addMonths(next.trialEnd, 1) };
    }
    while (next.status === 'active' && next.currentPeriodEnd && next.currentPeriodEnd <= now) {
      if (next.cancelAtPeriodEnd) return { ...next, status: 'canceled', cancelAtPeriodEnd: false };
      next = { ...next, currentPeriodEnd: addMonths(next.currentPeriodEnd, 1) };
    }
    // A past due subscription stays past due while payment is retried, but a cancellation still ends it.
    const periodOver = next.currentPeriodEnd !== null && next.currentPeriodEnd <= now;
    if (next.status === 'past_due' && next.cancelAtPeriodEnd && periodOver)
      return { ...next, status: 'canceled', cancelAtPeriodEnd: false };
    return next;
  },
};
