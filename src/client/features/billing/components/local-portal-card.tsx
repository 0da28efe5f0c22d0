import { Trans, useLingui } from '@lingui/react/macro';
import type { LocalPortal, LocalPortalAction } from '@shared/contracts/billing';
import { availablePortalActions } from '@shared/domain/entitlements';
import { PLANS } from '@shared/domain/plans';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { PORTAL_ACTION_LABELS, portalStatusText } from '../local-portal-status';

type LocalPortalCardProps = {
  portal: LocalPortal;
  pending: boolean;
  onAction: (action: LocalPortalAction) => void;
};

/** The test-mode customer portal: the subscription's state and the transitions it allows. */
export function LocalPortalCard({ portal, pending, onAction }: LocalPortalCardProps) {
  const { t, i18n } = useLingui();
  const actions = availablePortalActions(portal);
  const plan = i18n._(PLANS.pro.name);
  const period = i18n._(PLANS.pro.period);
  const priceDollars = portal.priceDollars;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl font-bold">
            <Trans>Your subscription</Trans>
          </h1>
        </CardTitle>
        <CardDescription className="break-all">{portal.email}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <p className="font-medium">{t`PermitPilot ${plan} — $${priceDollars} per ${period}`}</p>
          <p aria-live="polite" data-testid="local-portal-status" className="text-muted-foreground">
            {portalStatusText(portal)}
          </p>
        </div>
        {actions.length > 0 && (
          <div className="flex flex-col gap-2">
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === 'cancel-now' ? 'destructive' : 'outline'}
                wrap
                className="w-full"
                disabled={pending}
                onClick={() => onAction(action)}
              >
                {t(PORTAL_ACTION_LABELS[action])}
              </Button>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
