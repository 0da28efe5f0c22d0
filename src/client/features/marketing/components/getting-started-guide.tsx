import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { gettingStartedSteps, proTips } from '../data/getting-started';

export function GettingStartedSteps() {
  return (
    <section aria-labelledby="steps-heading">
      <h2 id="steps-heading" className="mb-4 text-xl font-bold">
        Four steps to stay compliant
      </h2>
      <ol className="grid gap-4 md:grid-cols-2">
        {gettingStartedSteps.map(({ title, description, action, icon: Icon }, index) => (
          <li key={action.to}>
            <Card className="flex h-full flex-col">
              <CardHeader layout="spaced" className="flex-1">
                <div className="flex items-center gap-3">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <p className="text-sm font-semibold text-muted-foreground">Step {index + 1}</p>
                </div>
                <CardTitle>
                  <h3>{title}</h3>
                </CardTitle>
                <CardDescription size="base">{description}</CardDescription>
              </CardHeader>
              <CardContent>
                <Button asChild className="w-full sm:w-auto">
                  <Link to={action.to}>{action.label}</Link>
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function ProTips() {
  return (
    <section aria-labelledby="pro-tips-heading">
      <h2 id="pro-tips-heading" className="mb-4 text-xl font-bold">
        Pro Tips
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {proTips.map((tip) => (
          <li key={tip.title} className="flex gap-3 rounded-lg border bg-card p-4">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
            <div>
              <h3 className="font-semibold">{tip.title}</h3>
              <p className="text-muted-foreground">{tip.text}</p>
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
        Need a hand?
      </h2>
      <p className="mt-2 text-secondary-foreground">
        Our team answers questions about setting up PermitPilot.
      </p>
      <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
        {/* spec §2: /contact-us is not a defined route and shows the 404 page; kept as specified. */}
        <Button asChild>
          <Link to="/contact-us">Contact Support</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    </section>
  );
}
