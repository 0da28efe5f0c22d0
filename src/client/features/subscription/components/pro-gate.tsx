import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PLANS, TRIAL_DAYS } from '@shared/domain/plans';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { useEffectiveSubscription } from '../api/get-subscription-status';

type ProGateProps = {
  /** The feature's name, as the card title shows it: '{feature} - Pro Feature'. */
  feature: string;
  children: ReactNode;
  /** The title's heading level where the gate sits; 2 directly under the screen's h1. */
  headingLevel?: 2 | 3;
};

/** spec §4 Pro gate: 'Loading...' while checking, the feature for Pro owners, an upgrade card for the rest. */
export function ProGate({ feature, children, headingLevel = 2 }: ProGateProps) {
  const { subscription, isPending } = useEffectiveSubscription();
  if (isPending) return <Spinner />;
  if (subscription?.subscribed) return <>{children}</>;
  return <ProFeatureCard feature={feature} headingLevel={headingLevel} />;
}

/**
 * The gate's upgrade card alone, titled '{feature} - Pro Feature', for a screen that decides from the
 * entitlements itself (the team screen gates its owner only, docs/decisions/0018).
 */
export function ProFeatureCard({ feature, headingLevel = 2 }: Omit<ProGateProps, 'children'>) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card border="thick" className="border-dashed border-primary/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <Heading>{`${feature} - Pro Feature`}</Heading>
        </CardTitle>
        <CardDescription>
          {/* spec §1: the Pro gate's card states a 7-day trial. */}
          {`Upgrade to ${PLANS.pro.name} for $${PLANS.pro.priceDollars}/${PLANS.pro.period} to unlock this feature. Try it free for ${TRIAL_DAYS} days.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full sm:w-auto">
          <Link to="/signup/pro/trial">Start Free Trial</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
