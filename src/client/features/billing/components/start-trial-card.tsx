import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS, TRIAL_DAYS } from '@shared/domain/plans';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { useEffectiveSubscription } from '../api/get-subscription-status';
import { SUBSCRIPTION_MESSAGES } from '../subscription-messages';
import { CheckoutWaiting } from './checkout-waiting';
import { OWNER_MANAGES_PLAN_MESSAGE, useMemberPermissions } from '../use-member-permissions';
import { useStartCheckout } from '../use-start-checkout';

const price = `$${PLANS.pro.priceDollars}`;
const trialDays = TRIAL_DAYS;

/**
 * Start your Pro trial (docs/product/screens.md#start-your-pro-trial): a checkout with or without the trial,
 * opened in a new tab. Only the owner buys the plan (docs/decisions/0018); a manager or crew member is told
 * so, and no button shows until the role is known.
 */
export function StartTrialCard() {
  const { t, i18n } = useLingui();
  const period = i18n._(PLANS.pro.period);
  const checkout = useStartCheckout({
    failureMessage: (trial) =>
      trial ? SUBSCRIPTION_MESSAGES.trialFailed : SUBSCRIPTION_MESSAGES.subscriptionFailed,
  });
  const start = checkout.start;
  const { subscription } = useEffectiveSubscription();
  const member = useMemberPermissions();

  return (
    <Card border="thick" shadow="md" className="w-full max-w-md border-primary">
      <CardHeader layout="spaced" className="items-center text-center">
        <Badge variant="success">{t`${trialDays}-Day Free Trial`}</Badge>
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Start Your Pro Trial</Trans>
        </h1>
        <p className="flex flex-wrap items-baseline justify-center gap-x-2">
          <span className="text-4xl font-extrabold tracking-tight">{price}</span>
          <span className="text-muted-foreground">{t`per ${period} after the trial`}</span>
        </p>
      </CardHeader>
      <CardContent>
        <div className="flex gap-3 rounded-md border border-green-300 bg-green-50 p-4 text-green-900">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <h2 className="font-semibold">
              <Trans>Trial Protection</Trans>
            </h2>
            <p className="text-sm">
              {t`Free for ${trialDays} days. Cancel anytime during the trial and you will not be charged.`}
            </p>
          </div>
        </div>
      </CardContent>
      <CardFooter className="flex-col gap-3">
        {subscription?.subscribed ? (
          // The trial began (in the checkout tab): nothing left to start here.
          <div role="status" className="flex w-full flex-col items-center gap-3 text-center">
            <p className="font-semibold">
              <Trans>Your Pro plan is active.</Trans>
            </p>
            <Link to="/dashboard" className={cn(buttonVariants(), 'w-full')}>
              <Trans>Go to Dashboard</Trans>
            </Link>
          </div>
        ) : member.isPending ? (
          <Spinner layout="compact" />
        ) : !member.mayManageBilling ? (
          <p role="status" className="text-center font-semibold">
            {member.isError
              ? t`Could not check your role in this business. Reload to try again.`
              : t(OWNER_MANAGES_PLAN_MESSAGE)}
          </p>
        ) : checkout.waiting ? (
          <CheckoutWaiting onBack={checkout.stopWaiting} />
        ) : (
          <>
            {/* Wider in Spanish than a phone: the labels run over two lines. */}
            <Button
              size="lg"
              wrap
              className="w-full"
              onClick={() => start(true)}
              disabled={checkout.isPending}
            >
              {t`Start ${trialDays}-Day Free Trial`}
            </Button>
            <Button
              variant="outline"
              wrap
              className="w-full"
              onClick={() => start(false)}
              disabled={checkout.isPending}
            >
              {t`Skip Trial - Start Now (${price})`}
            </Button>
          </>
        )}
        <Link to="/signup/pro" className={cn(buttonVariants({ variant: 'ghost' }), 'w-full')}>
          <ArrowLeft aria-hidden="true" />
          <Trans>Back to Plan Selection</Trans>
        </Link>
        <p className="text-center text-sm text-muted-foreground">
          {t`A payment method is required. You will be charged ${price} per ${period} after the ${trialDays}-day trial unless you cancel. The checkout opens in a new tab.`}
        </p>
      </CardFooter>
    </Card>
  );
}
