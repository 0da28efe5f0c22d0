import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PublicSiteHeader } from './public-site-header';

// The testimonials anchor is labelled Reviews (docs/product/screens.md#landing-page).
const sectionLinks = [
  { href: '#features', label: msg`Features` },
  { href: '#pricing', label: msg`Pricing` },
  { href: '#testimonials', label: msg`Reviews` },
] as const;

function SectionNavigation() {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Page sections`}>
      <ul className="flex items-center gap-1 md:gap-2">
        {sectionLinks.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              {i18n._(link.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `signedIn`: a visitor with a session is offered the dashboard instead of Sign In and Get Started. */
export function LandingHeader({ signedIn = false }: { signedIn?: boolean }) {
  return <PublicSiteHeader navigation={<SectionNavigation />} signedIn={signedIn} />;
}
