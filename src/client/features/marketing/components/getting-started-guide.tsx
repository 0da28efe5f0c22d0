import { Trans, useLingui } from '@lingui/react/macro';
import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { gettingStartedSteps, proTips } from '../data/getting-started';

export function GettingStartedSteps() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="steps-heading">
      <h2 id="steps-heading" className="mb-4 text-xl font-bold">
        <Trans>Four steps to stay compliant</Trans>
      </h2>
      <ol className="grid gap-4 md:grid-cols-2">
        {gettingStartedSteps.map(({ title, description, action, icon: Icon }, index) => {
          const step = index + 1;
          return (
            <li key={action.to}>
              <Card className="flex h-full flex-col">
                <CardHeader layout="spaced" className="flex-1">
                  <div className="flex items-center gap-3">
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                      <Icon aria-hidden="true" className="size-6" />
                    </span>
                    <p className="text-sm font-semibold text-muted-foreground">
                      <Trans>Step {step}</Trans>
                    </p>
                  </div>
                  <CardTitle>
                    <h3>{i18n._(title)}</h3>
                  </CardTitle>
                  <CardDescription size="base">{i18n._(description)}</CardDescription>
                </CardHeader>
                <CardContent>
                  <Link to={action.to} className={cn(buttonVariants(), 'w-full sm:w-auto')}>
                    {i18n._(action.label)}
                  </Link>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function ProTips() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="pro-tips-heading">
      <h2 id="pro-tips-heading" className="mb-4 text-xl font-bold">
        <Trans>Pro Tips</Trans>
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {proTips.map((tip, index) => (
          <li key={index} className="flex gap-3 rounded-lg border bg-card p-4">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
            <div>
              <h3 className="font-semibold">{i18n._(tip.title)}</h3>
              <p className="text-muted-foreground">{i18n._(tip.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function GettingStartedHelp() {
  return (
    <section aria-labelledby="help-heading" className="rounded-lg bg-secondary p-5 text-center sm:p-6">
      <h2 id="help-heading" className="text-xl font-bold text-secondary-foreground">
        <Trans>Need a hand?</Trans>
      </h2>
      <p className="mt-2 text-secondary-foreground">
        <Trans>Our team answers questions about setting up PermitPilot.</Trans>
      </p>
      <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
        {/* The guide's address, kept: it answers with the contact page (docs/product/screens.md#getting-started-guide, shared/moved-paths.ts). */}
        <Link to="/contact-us" className={buttonVariants()}>
          <Trans>Contact Support</Trans>
        </Link>
        <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
          <Trans>Go to Dashboard</Trans>
        </Link>
      </div>
    </section>
  );
}
