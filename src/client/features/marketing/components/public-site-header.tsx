import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageLink } from '@client/components/language-link';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { BrandLink } from './brand-link';

/** Every sign-in or sign-up button goes to /auth (docs/product/screens.md#landing-page). */
export function AuthButtons() {
  return (
    <div className="flex items-center gap-2">
      <Link to="/auth" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'sm:px-4')}>
        <Trans>Sign In</Trans>
      </Link>
      <Link to="/auth" className={cn(buttonVariants({ size: 'sm' }), 'sm:px-4')}>
        <Trans>Get Started</Trans>
      </Link>
    </div>
  );
}

function DashboardButton() {
  return (
    <Link to="/dashboard" className={buttonVariants()}>
      <Trans>Dashboard</Trans>
    </Link>
  );
}

type PublicSiteHeaderProps = {
  /** Shown between the brand and the buttons (the landing page's section links). */
  navigation?: ReactNode;
  /** A signed-in visitor is offered the dashboard instead of Sign In and Get Started. */
  signedIn?: boolean;
};

export function PublicSiteHeader({ navigation, signedIn = false }: PublicSiteHeaderProps) {
  return (
    <header className="border-b bg-background">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:inline-flex focus:min-h-11 focus:items-center"
      >
        <Trans>Skip to content</Trans>
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-3 py-2 sm:gap-x-4 sm:px-4">
        <BrandLink />
        {navigation ? <div className="order-last w-full md:order-none md:w-auto">{navigation}</div> : null}
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageLink className="px-2" />
          {signedIn ? <DashboardButton /> : <AuthButtons />}
        </div>
      </div>
    </header>
  );
}
