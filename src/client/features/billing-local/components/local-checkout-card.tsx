import { Link } from 'react-router';
import type { LocalCheckoutSession } from '@shared/contracts/billing';
import { PLANS } from '@shared/domain/plans';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';

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
  const price = `$${session.priceDollars} per ${PLANS.pro.period}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl font-bold">{`Subscribe to PermitPilot ${PLANS.pro.name}`}</h1>
        </CardTitle>
        <CardDescription>Check the details, then confirm.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl>
          <Detail term="Plan">{PLANS.pro.name}</Detail>
          <Detail term="Price">{price}</Detail>
          <Detail term="Free trial">
            {session.trial
              ? `${session.trialDays}-day free trial, then ${price}`
              : 'No trial — billing starts today'}
          </Detail>
          <Detail term="E-mail">{session.email}</Detail>
        </dl>
      </CardContent>
      <CardFooter className="flex-col gap-3">
        <Button size="lg" className="w-full" onClick={onComplete} disabled={pending}>
          {session.trial ? 'Start trial' : 'Subscribe'}
        </Button>
        <Button variant="outline" className="w-full" asChild>
          <Link to="/signup/pro/trial">Cancel</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
