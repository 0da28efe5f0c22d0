import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-primary px-4 py-16 text-primary-foreground">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 text-center">
        <h2 id="closing-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>Ready to stop worrying about permits?</Trans>
        </h2>
        <p className="text-lg">
          <Trans>Add your first permit in minutes and let PermitPilot watch the renewal dates for you.</Trans>
        </p>
        <Link
          to="/auth"
          className={cn(buttonVariants({ size: 'lg', variant: 'secondary' }), 'w-full sm:w-auto')}
        >
          <Trans>Create Free Account</Trans>
        </Link>
      </div>
    </section>
  );
}
