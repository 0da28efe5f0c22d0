import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { PublicSiteFooter } from './public-site-footer';
import { PublicSiteHeader } from './public-site-header';

type PublicLayoutProps = {
  children: ReactNode;
  /** Replaces the standard header (the landing page brings its own). */
  header?: ReactNode;
  signedIn?: boolean;
  className?: string;
};

/** The frame of every public screen: site header, one main landmark, site footer. */
export function PublicLayout({ children, header, signedIn = false, className }: PublicLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      {header ?? <PublicSiteHeader signedIn={signedIn} />}
      <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', className)}>
        {children}
      </main>
      <PublicSiteFooter />
    </div>
  );
}
