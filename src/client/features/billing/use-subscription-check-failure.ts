import { useEffect } from 'react';
import { i18n } from '@client/lib/i18n';
import { toast } from '@client/components/ui/toaster';
import { useEffectiveSubscription } from './api/get-subscription-status';
import { mentionsApiKey, SUBSCRIPTION_MESSAGES } from './subscription-messages';

/**
 * Tells the owner, once per failure, that the plan is read as Free
 * (docs/product/plans.md#when-the-plan-check-fails).
 */
export function toastSubscriptionCheckFailure(error: unknown) {
  if (mentionsApiKey(error)) return;
  // One id: a failure repeated by a refetch replaces the toast instead of stacking another.
  toast.warning(i18n._(SUBSCRIPTION_MESSAGES.checkFailed), { id: 'subscription-check-failed' });
}

/**
 * Reports a failed subscription check: the account screen shows a toast, the dashboard only logs it
 * (docs/product/plans.md#when-the-plan-check-fails). The plan badge never reports anything itself.
 */
export function useSubscriptionCheckFailure(report: 'toast' | 'log') {
  const { error, errorUpdatedAt } = useEffectiveSubscription();
  useEffect(() => {
    if (!error) return;
    if (report === 'log') console.warn('Could not verify subscription status; showing the Free plan.', error);
    else toastSubscriptionCheckFailure(error);
  }, [error, errorUpdatedAt, report]);
}
