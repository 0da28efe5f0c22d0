import { Trans, useLingui } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS, TRIAL_DAYS } from '@shared/domain/plans';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

export type ProFeatureCardProps = {
  /** The feature's name, as the card title shows it: '{feature} - Pro Feature'. */
  feature: string;
  /** The title's heading level where the card sits; 2 directly under the screen's h1. */
  headingLevel?: 2 | 3;
};

/**
 * The Pro gate's upgrade card (docs/product/plans.md#pro-gate), titled '{feature} - Pro Feature'; alone, for a
 * screen that decides from the entitlements itself (the team screen gates its owner only, docs/decisions/0018).
 */
export function ProFeatureCard({ feature, headingLevel = 2 }: ProFeatureCardProps) {
  const { t, i18n } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { priceDollars } = PLANS.pro;
  const plan = i18n._(PLANS.pro.name);
  const period = i18n._(PLANS.pro.period);
  const trialDays = TRIAL_DAYS;
  return (
    <Card border="thick" className="border-dashed border-primary/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <Heading>{t`${feature} - Pro Feature`}</Heading>
        </CardTitle>
        <CardDescription>
          {/* The Pro gate's card states a 7-day trial (docs/product/plans.md#trial-lengths-per-screen). */}
          {t`Upgrade to ${plan} for $${priceDollars}/${period} to unlock this feature. Try it free for ${trialDays} days.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/signup/pro/trial" className={cn(buttonVariants(), 'w-full sm:w-auto')}>
          <Trans>Start Free Trial</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}
