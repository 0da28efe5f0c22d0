import { Check, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS } from '@shared/domain/plans';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@client/components/ui/card';

// spec §2 Upgrade to Pro: this screen states a 14-day trial (the trial screen says 7; both are kept, spec §9).
const proFeatures = [
  'Unlimited permits & licenses',
  'Advanced reminder settings',
  'Team collaboration',
  'Priority customer support',
  'Custom compliance reports',
] as const;

/**
 * The Upgrade to Pro offer. spec §2: the trial button goes to /signup/pro/trial, whose guard sends a visitor to
 * /auth and, once signed in or confirmed, back to the trial (lib/return-path.ts).
 */
export function ProPlanRequiredCard() {
  return (
    <Card border="thick" shadow="md" className="w-full max-w-md border-primary">
      <CardHeader className="items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Crown aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">Pro Plan Required</h1>
        <CardDescription size="base">
          Upgrade to {PLANS.pro.name} for everything PermitPilot can do for your business.
        </CardDescription>
        <Badge variant="success" className="mt-2">
          14-Day Free
        </Badge>
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-extrabold tracking-tight">{`$${PLANS.pro.priceDollars}`}</span>
          <span className="text-muted-foreground">per {PLANS.pro.period}</span>
        </p>
        <p className="font-medium text-success">Try free for 14 days</p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2.5">
          {proFeatures.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col gap-3">
        <Button asChild size="lg" className="w-full">
          <Link to="/signup/pro/trial">Start 14-Day Free Trial</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to="/auth">{`Back to Basic Plan (${PLANS.free.permitLimit} permits)`}</Link>
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          No credit card required for trial. Cancel anytime.
        </p>
      </CardFooter>
    </Card>
  );
}
