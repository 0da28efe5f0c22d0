import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CircleCheck, Clock, CreditCard, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

// The claims the product makes about itself (docs/product/screens.md#landing-page).
const claims = [
  { icon: Clock, text: msg`Setup in 5 minutes` },
  { icon: CreditCard, text: msg`No credit card required` },
  { icon: Truck, text: msg`Trusted by 500+ food trucks` },
] as const;

export function HeroSection() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="hero-heading" className="bg-indigo-50">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-14 text-center sm:py-20">
        <p className="inline-flex items-center gap-2 rounded-full bg-background px-3 py-1 text-sm font-medium text-secondary-foreground shadow-sm">
          <CircleCheck aria-hidden="true" className="size-4" />
          <Trans>Permit tracking built for food trucks</Trans>
        </p>
        <h1 id="hero-heading" className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          <Trans>All your permits in one place, renewed on time</Trans>
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          <Trans>
            PermitPilot keeps every health permit, business licence and fire inspection in one place and
            reminds you before anything expires, so you can focus on feeding customers instead of chasing
            paperwork.
          </Trans>
        </p>
        <Link to="/auth" className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
          <Trans>Try it Free</Trans>
          <ArrowRight aria-hidden="true" />
        </Link>
        <ul className="flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:gap-6">
          {claims.map(({ icon: Icon, text }, index) => (
            <li key={index} className="inline-flex items-center justify-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-primary" />
              {i18n._(text)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
