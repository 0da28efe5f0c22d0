import { Trans, useLingui } from '@lingui/react/macro';
import { House } from 'lucide-react';
import { Link, redirect, type LoaderFunctionArgs } from 'react-router';
import { movedPath } from '@shared/moved-paths';
import { buttonVariants } from '@client/components/ui/button';
import { PublicLayout } from '@client/features/marketing/components/public-layout';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * An address that answers with another page (/contact-us) goes there without asking the server, as the
 * server's 301 would; the page's own loader then picks its language's address. Here rather than in the
 * router, so that the start-up code does not carry it.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const moved = movedPath(url.pathname.replace(/\/+$/, '') || '/');
  return moved ? redirect(`${moved}${url.search}`) : null;
}

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <PublicLayout className="flex items-center justify-center bg-muted px-4 py-16">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <p className="text-6xl font-extrabold text-primary">404</p>
        <h1 className="text-2xl font-bold sm:text-3xl">
          <Trans>Oops! Page not found</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            The page you are looking for does not exist or has moved. Check the address, or head back to the
            home page.
          </Trans>
        </p>
        <Link to="/" className={buttonVariants({ size: 'lg' })}>
          <House aria-hidden="true" />
          <Trans>Return to Home</Trans>
        </Link>
      </div>
    </PublicLayout>
  );
}
