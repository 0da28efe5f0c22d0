import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { LocalCheckoutSession } from '@shared/contracts/billing';
import { PLANS } from '@shared/domain/plans';
import { Button, buttonVariants } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

type LocalCheckoutCardProps = {
  session: LocalCheckoutSession;
  pending: boolean;
  onComplete: () => void;
};

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex flex-col gap-0.5 border-b py-2 last:border-b-0">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-all">{children}</dd>
    </div>
  );
}

/** An open test-mode checkout: what the owner is about to start, as Stripe Checkout would show it. */
export function LocalCheckoutCard({ session, pending, onComplete }: LocalCheckoutCardProps) {
  const { t, i18n } = useLingui();
  const plan = i18n._(PLANS.pro.name);
  const period = i18n._(PLANS.pro.period);
  const { priceDollars, trialDays } = session;
  const price = t`$${priceDollars} per ${period}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl font-bold">{t`Subscribe to PermitPilot ${plan}`}</h1>
        </CardTitle>
        <CardDescription>
          <Trans>Check the details, then confirm.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl>
          <Detail term={t`Plan`}>{plan}</Detail>
          <Detail term={t`Price`}>{price}</Detail>
          <Detail term={t`Free trial`}>
            {session.trial
              ? t`${trialDays}-day free trial, then ${price}`
              : t`No trial — billing starts today`}
          </Detail>
          <Detail term={t`E-mail`}>{session.email}</Detail>
        </dl>
      </CardContent>
      <CardFooter className="flex-col gap-3">
        <Button size="lg" className="w-full" onClick={onComplete} disabled={pending}>
          {session.trial ? t`Start trial` : t`Subscribe`}
        </Button>
        <Link to="/signup/pro/trial" className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
          <Trans>Cancel</Trans>
        </Link>
      </CardFooter>
    </Card>
  );
}
