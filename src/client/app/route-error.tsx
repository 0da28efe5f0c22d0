import { Trans } from '@lingui/react/macro';
import { Link, useRouteError } from 'react-router';
import { Button, buttonVariants } from '@client/components/ui/button';

/** A screen failed to load or crashed (e.g. a new deployment replaced its chunk): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  console.warn(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>This page could not be shown. Reloading usually fixes it.</Trans>
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          <Trans>Go home</Trans>
        </Link>
      </div>
    </main>
  );
}
