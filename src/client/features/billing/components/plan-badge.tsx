import { useLingui } from '@lingui/react/macro';
import { planBadgeLabel } from '@shared/domain/subscription';
import { Badge } from '@client/components/ui/badge';
import { useEffectiveSubscription } from '../api/get-subscription-status';

/**
 * The tier, ' (Trial)' while trialing, otherwise 'Free Plan' (docs/product/screens.md#signed-in-header). A
 * failed check reads as Free and is reported by the screen, never by the badge
 * (docs/product/plans.md#when-the-plan-check-fails).
 */
export function PlanBadge() {
  const { i18n } = useLingui();
  const { subscription } = useEffectiveSubscription();
  // Until the plan is known no plan is named: a Pro owner must never see 'Free Plan' flash by.
  if (!subscription)
    return <span className="h-6 w-20 animate-pulse rounded-full bg-muted" aria-hidden="true" />;
  return (
    <Badge variant={subscription?.subscribed ? 'default' : 'secondary'} data-testid="plan-badge">
      {planBadgeLabel(subscription, i18n)}
    </Badge>
  );
}
