import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Tent, UserRound } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BRAND_NAME } from '@shared/brand';
import type { Locale } from '@shared/i18n/locales';
import { LanguageButton } from '@client/components/language-switch';
import { buttonVariants } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useSetLanguage } from '@client/features/account/api/set-language';
import { PlanBadge } from '@client/features/billing/components/plan-badge';
import { HeaderBusinessSwitcher } from '@client/features/team/components/header-business-switcher';
import { cn } from '@client/lib/cn';

/**
 * The CSS variable the toasts sit below on a phone (components/ui/sonner-toaster.tsx, docs/decisions/0017): where
 * the header ends, from the top of the page.
 */
export const HEADER_HEIGHT_VARIABLE = '--signed-in-header-height';

/**
 * Keeps where the header ends in a CSS variable while it is shown: it grows by a row when the business switcher
 * appears (docs/decisions/0018), and a notice above every screen (the app's status, the first sign-in's
 * welcome) moves it down; the toasts must cover none of it.
 */
function useHeaderHeightVariable() {
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty(HEADER_HEIGHT_VARIABLE, `${element.offsetTop + element.offsetHeight}px`),
    );
    observer.observe(element);
    // The page grows or shrinks when a notice above the header comes or goes.
    observer.observe(document.body);
    return () => {
      observer.disconnect();
      root.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, []);
  return header;
}

/**
 * The header of the signed-in screens (docs/product/screens.md#signed-in-header): brand or a back link, the
 * plan badge, Events and Account; for a person in two businesses or more, the business switcher
 * (docs/decisions/0018), on a row of its own on a phone.
 */
export function SignedInHeader({
  leading,
  backToDashboard,
}: {
  leading?: ReactNode;
  backToDashboard?: boolean;
}) {
  const start = backToDashboard ? (
    <Link to="/dashboard" className={cn(buttonVariants({ variant: 'ghost' }), '-ml-2')}>
      <ArrowLeft aria-hidden="true" />
      <Trans>Back to Dashboard</Trans>
    </Link>
  ) : (
    leading
  );
  const header = useHeaderHeightVariable();
  const onDashboard = useLocation().pathname === '/dashboard';
  const { t } = useLingui();
  const language = useSetLanguage();
  const chooseLanguage = (locale: Locale) =>
    language.mutate(locale, {
      onError: (error) =>
        toast.error(t`Error`, {
          description: error instanceof ApiError ? error.message : t`The language could not be saved.`,
        }),
    });
  return (
    <header ref={header} className="border-b bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
        {start ?? (
          <Link to="/dashboard" className="inline-flex min-h-11 items-center text-lg font-bold text-primary">
            {BRAND_NAME}
          </Link>
        )}
        <HeaderBusinessSwitcher className="order-last w-full sm:order-none sm:w-auto" />
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageButton onChoose={chooseLanguage} pending={language.isPending} />
          <PlanBadge />
          {/* Every member's festivals and markets (docs/product/events.md); on a phone an icon, as Account is.
              The dashboard's phone header leaves it to the page's own 'Events' link: one more icon would wrap
              the header to a second row and push 'Your Permits' off the first screen. */}
          <Link
            to="/events"
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'min-w-11',
              onDashboard && 'max-sm:hidden',
            )}
          >
            <Tent aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">
              <Trans>Events</Trans>
            </span>
          </Link>
          {/* On a phone the word gives way to the icon (its name stays 'Account'), so that the header keeps one
              row and the permits stay on the first screen. */}
          <Link to="/account" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'min-w-11')}>
            <UserRound aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">
              <Trans>Account</Trans>
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}
