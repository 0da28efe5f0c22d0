import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Crown } from 'lucide-react';
import { PLANS } from '@shared/domain/plans';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { SUBSCRIPTION_MESSAGES } from '../subscription-messages';
import { useStartCheckout } from '../use-start-checkout';
import { CheckoutWaiting } from './checkout-waiting';

// This screen states a 14-day trial, the trial screen 7; both are kept
// (docs/product/plans.md#trial-lengths-per-screen).
const proBenefits = [
  msg`Unlimited permits and licenses`,
  msg`Advanced reminder settings`,
  msg`Priority support`,
  msg`14-day free trial`,
];

/** The Free owner's offer on the account screen; 'Start Free Trial' opens a trial checkout in a new tab. */
export function UpgradeToProCard() {
  const { t, i18n } = useLingui();
  const checkout = useStartCheckout({ failureMessage: () => SUBSCRIPTION_MESSAGES.upgradeFailed });
  const startTrial = () => checkout.start(true);

  return (
    <Card border="thick" className="border-primary">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <h2>
            <Trans>Upgrade to Pro</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <span className="text-2xl font-bold text-foreground">{`$${PLANS.pro.priceDollars}`}</span>
          {`/${i18n._(PLANS.pro.period)}`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-2">
          {proBenefits.map((benefit) => (
            <li key={benefit.id} className="flex items-start gap-2 text-sm">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {t(benefit)}
            </li>
          ))}
        </ul>
        {checkout.waiting ? (
          <CheckoutWaiting onBack={checkout.stopWaiting} />
        ) : (
          <Button onClick={startTrial} disabled={checkout.isPending} className="w-full sm:w-auto">
            <Trans>Start Free Trial</Trans>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
