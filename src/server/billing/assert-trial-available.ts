import type { SubscriptionRow } from './subscription-store';
import { AppError } from '../lib/errors';

export const TRIAL_ALREADY_USED_MESSAGE =
  /*i18n*/ 'You have already used your free trial. You can still start Pro now, without a trial.';

/**
 * One free trial per owner (docs/decisions/0005): once a subscription of theirs has had a trial, a checkout
 * with a trial is refused, at its start and when a session opened earlier is completed.
 */
export function assertTrialAvailable(row: Pick<SubscriptionRow, 'trialUsedAt'> | undefined) {
  if (row?.trialUsedAt) throw new AppError(409, 'TRIAL_ALREADY_USED', TRIAL_ALREADY_USED_MESSAGE);
}
