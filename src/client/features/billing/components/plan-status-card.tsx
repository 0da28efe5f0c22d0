import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { FREE_SUBSCRIPTION } from '@shared/domain/subscription';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatLongDate } from '@client/lib/formatting';
import { subscriptionQueryKey } from '@client/lib/query-keys';
import { cn } from '@client/lib/cn';
import { useEffectiveSubscription } from '../api/get-subscription-status';
import { useRefreshSubscriptionStatus } from '../api/refresh-subscription-status';
import { OWNER_MANAGES_PLAN_MESSAGE } from '../use-member-permissions';
import { toastSubscriptionCheckFailure } from '../use-subscription-check-failure';
import { PlanBadge } from './plan-badge';

/**
 * The plan card (docs/product/screens.md#account): the plan badge, the e-mail address, the end date if any,
 * and 'Refresh Status'. Every member sees the plan; a manager or crew member is told that the owner manages
 * it (docs/decisions/0018).
 */
export function PlanStatusCard({
  email,
  managedByOwner = false,
}: {
  email: string | undefined;
  managedByOwner?: boolean;
}) {
  const { t } = useLingui();
  const { subscription } = useEffectiveSubscription();
  const refresh = useRefreshSubscriptionStatus();
  const queryClient = useQueryClient();

  const handleRefresh = () =>
    refresh.mutate(undefined, {
      onError: (error) => {
        // A failed check reads as Free (docs/product/plans.md#when-the-plan-check-fails).
        queryClient.setQueryData(subscriptionQueryKey, FREE_SUBSCRIPTION);
        toastSubscriptionCheckFailure(error);
      },
    });

  const end = subscription?.subscription_end;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>
            <Trans>Your plan</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-3">
        <PlanBadge />
        <p className="text-sm">
          <span className="text-muted-foreground">{t`Signed in as `}</span>
          <span className="font-medium break-all">{email}</span>
        </p>
        {end && (
          <p className="text-sm" data-testid="subscription-end">
            <span className="text-muted-foreground">
              {subscription.isTrialing ? t`Trial ends: ` : t`Current period ends: `}
            </span>
            <time dateTime={end} className="font-medium">
              {formatLongDate(end)}
            </time>
          </p>
        )}
        {managedByOwner && <p className="text-sm text-muted-foreground">{t(OWNER_MANAGES_PLAN_MESSAGE)}</p>}
        <Button variant="outline" onClick={handleRefresh} disabled={refresh.isPending}>
          <RefreshCw aria-hidden="true" className={cn(refresh.isPending && 'animate-spin')} />
          <Trans>Refresh Status</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
