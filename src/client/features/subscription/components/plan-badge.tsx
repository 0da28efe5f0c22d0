import { planBadgeLabel } from '@shared/domain/subscription';
import { Badge } from '@client/components/ui/badge';
import { useSubscriptionStatus } from '../api/get-subscription-status';

/** spec §2: the tier, ' (Trial)' while trialing, otherwise 'Free Plan'. A failed check reads as Free (spec §8). */
export function PlanBadge() {
  const { data } = useSubscriptionStatus();
  const label = planBadgeLabel(data);
  return (
    <Badge variant={data?.subscribed ? 'default' : 'secondary'} data-testid="plan-badge">
      {label}
    </Badge>
  );
}
