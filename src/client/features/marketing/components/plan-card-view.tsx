import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@client/components/ui/badge';
import { buttonVariants } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import type { PlanCard } from '../data/plan-cards';

export function PlanCardView({ plan }: { plan: PlanCard }) {
  const { i18n } = useLingui();
  return (
    <Card
      data-testid={`plan-card-${plan.id}`}
      border={plan.popular ? 'thick' : 'thin'}
      shadow={plan.popular ? 'md' : 'sm'}
      className={cn('relative flex h-full flex-col', plan.popular && 'border-primary')}
    >
      {plan.popular ? (
        <Badge size="lg" className="absolute -top-3 left-1/2 -translate-x-1/2">
          <Trans>Most Popular</Trans>
        </Badge>
      ) : null}
      <CardHeader>
        <CardTitle size="xl">
          <h3>{i18n._(plan.name)}</h3>
        </CardTitle>
        <CardDescription>{i18n._(plan.description)}</CardDescription>
        <p className="mt-2 flex items-baseline gap-2">
          <span className="text-4xl font-extrabold tracking-tight">{plan.price}</span>
          <span className="text-muted-foreground">{i18n._(plan.period)}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col gap-2.5">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              <span>{i18n._(feature)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Link
          to="/auth"
          className={cn(
            buttonVariants({ size: 'lg', variant: plan.popular ? 'default' : 'outline' }),
            'w-full',
          )}
        >
          {i18n._(plan.callToAction)}
        </Link>
      </CardFooter>
    </Card>
  );
}
