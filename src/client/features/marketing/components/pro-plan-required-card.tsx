import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS } from '@shared/domain/plans';
import { Badge } from '@client/components/ui/badge';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

// This screen states a 14-day trial, the trial screen 7; both are kept
// (docs/product/plans.md#trial-lengths-per-screen).
const proFeatures = [
  msg`Unlimited permits & licenses`,
  msg`Advanced reminder settings`,
  msg`Team collaboration`,
  msg`Priority customer support`,
  msg`Custom compliance reports`,
] as const;

/**
 * The Upgrade to Pro offer (docs/product/screens.md#upgrade-to-pro): the trial button goes to
 * /signup/pro/trial, whose guard sends a visitor to /auth and, once signed in or confirmed, back to the trial
 * (lib/return-path.ts).
 */
export function ProPlanRequiredCard() {
  const { i18n } = useLingui();
  const proName = i18n._(PLANS.pro.name);
  const period = PLANS.pro.period;
  const limit = PLANS.free.permitLimit;
  return (
    <Card border="thick" shadow="md" className="w-full max-w-md border-primary">
      <CardHeader className="items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Crown aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Pro Plan Required</Trans>
        </h1>
        <CardDescription size="base">
          <Trans>Upgrade to {proName} for everything PermitPilot can do for your business.</Trans>
        </CardDescription>
        <Badge variant="success" className="mt-2">
          <Trans>14-Day Free</Trans>
        </Badge>
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-extrabold tracking-tight">{`$${PLANS.pro.priceDollars}`}</span>
          <span className="text-muted-foreground">
            <Trans comment="The plan's billing period, as written in the code ('month'); its Spanish can choose by it">
              per {period}
            </Trans>
          </span>
        </p>
        <p className="font-medium text-success">
          <Trans>Try free for 14 days</Trans>
        </p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2.5">
          {proFeatures.map((feature, index) => (
            <li key={index} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              <span>{i18n._(feature)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col gap-3">
        <Link to="/signup/pro/trial" className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
          <Trans>Start 14-Day Free Trial</Trans>
        </Link>
        <Link to="/auth" className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
          <Trans>Back to Basic Plan ({limit} permits)</Trans>
        </Link>
        <p className="text-center text-sm text-muted-foreground">
          <Trans>No credit card required for trial. Cancel anytime.</Trans>
        </p>
      </CardFooter>
    </Card>
  );
}
