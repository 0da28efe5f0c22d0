import { Trans } from '@lingui/react/macro';
import { planCards } from '../data/plan-cards';
import { PlanCardView } from './plan-card-view';

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-4 px-4 py-16">
      <div className="mx-auto max-w-4xl">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="pricing-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Simple, honest pricing</Trans>
          </h2>
          <p className="mt-3 text-muted-foreground">
            <Trans>Start free. Upgrade when your business grows.</Trans>
          </p>
        </div>
        <ul className="grid gap-8 md:grid-cols-2 md:gap-6">
          {planCards.map((plan) => (
            <li key={plan.id}>
              <PlanCardView plan={plan} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
