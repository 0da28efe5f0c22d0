import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { features } from '../data/features';

export function FeaturesSection() {
  const { i18n } = useLingui();
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-4 px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="features-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Everything you need to stay compliant</Trans>
          </h2>
          <p className="mt-3 text-muted-foreground">
            <Trans>
              One missed renewal can close your window for a week. PermitPilot makes sure it never happens.
            </Trans>
          </p>
        </div>
        <ul className="grid gap-4 md:grid-cols-3">
          {features.map(({ title, description, icon: Icon }, index) => (
            <li key={index}>
              <Card className="h-full">
                <CardHeader layout="spaced">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <CardTitle>
                    <h3>{i18n._(title)}</h3>
                  </CardTitle>
                  <CardDescription size="base">{i18n._(description)}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
