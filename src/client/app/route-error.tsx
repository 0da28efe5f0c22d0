import { Link, useRouteError } from 'react-router';
import { Button } from '@client/components/ui/button';

/** A screen failed to load or crashed (e.g. a new deployment replaced its chunk): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  console.warn(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">This page could not be shown. Reloading usually fixes it.</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <Link to="/">Go home</Link>
        </Button>
      </div>
    </main>
  );
}
