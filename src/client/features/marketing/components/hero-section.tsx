import { ArrowRight, CircleCheck, Clock, CreditCard, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';

// spec §1 marketing claims.
const claims = [
  { icon: Clock, text: 'Setup in 5 minutes' },
  { icon: CreditCard, text: 'No credit card required' },
  { icon: Truck, text: 'Trusted by 500+ food trucks' },
] as const;

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="bg-indigo-50">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-14 text-center sm:py-20">
        <p className="inline-flex items-center gap-2 rounded-full bg-background px-3 py-1 text-sm font-medium text-secondary-foreground shadow-sm">
          <CircleCheck aria-hidden="true" className="size-4" />
          Permit tracking built for food trucks
        </p>
        <h1 id="hero-heading" className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          All your permits in one place, renewed on time
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          PermitPilot keeps every health permit, business licence and fire inspection in one place and reminds
          you before anything expires, so you can focus on feeding customers instead of chasing paperwork.
        </p>
        <Button size="lg" asChild className="w-full sm:w-auto">
          <Link to="/auth">
            Try it Free
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <ul className="flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:gap-6">
          {claims.map(({ icon: Icon, text }) => (
            <li key={text} className="inline-flex items-center justify-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-primary" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
