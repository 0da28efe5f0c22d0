import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useHydrated } from '@client/lib/use-hydrated';
import { BrandLink } from './brand-link';
import { useLocalizedPath } from '@client/lib/use-localized-path';

const footerLinks = [
  { to: '/contact', label: msg`Contact Us` },
  { to: '/privacy-policy', label: msg`Privacy Policy` },
  { to: '/terms-of-service', label: msg`Terms of Service` },
  { to: '/cookie-policy', label: msg`Cookie Policy` },
  { to: '/gdpr', label: msg`GDPR Compliance` },
] as const;

export function PublicSiteFooter() {
  const localize = useLocalizedPath();
  const { i18n, t } = useLingui();
  // A prerendered page was written in the build's year: the first render says that one, so that the app
  // takes the page over without a mismatch, and today's once it has (docs/decisions/0009).
  const hydrated = useHydrated();
  const year = hydrated ? new Date().getFullYear() : __BUILD_YEAR__;
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-1">
          <BrandLink />
          <p className="max-w-xs text-sm text-muted-foreground">
            <Trans>Permit and licence tracking for food trucks and other mobile businesses.</Trans>
          </p>
        </div>
        <nav aria-label={t`Legal and contact`}>
          <ul className="grid grid-cols-2 gap-x-6 sm:flex sm:flex-wrap">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={localize(link.to)}
                  className="inline-flex min-h-11 items-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-sm text-muted-foreground">
        <Trans>© {year} PermitPilot. All rights reserved.</Trans>
      </p>
    </footer>
  );
}
