import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-primary px-4 py-16 text-primary-foreground">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 text-center">
        <h2 id="closing-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Ready to stop worrying about permits?
        </h2>
        <p className="text-lg">
          Add your first permit in minutes and let PermitPilot watch the renewal dates for you.
        </p>
        <Button asChild size="lg" variant="secondary" className="w-full sm:w-auto">
          <Link to="/auth">Create Free Account</Link>
        </Button>
      </div>
    </section>
  );
}
