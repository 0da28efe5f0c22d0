import { PublicSiteHeader } from './public-site-header';

// spec §2 Landing page: the testimonials anchor is labelled Reviews.
const sectionLinks = [
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#testimonials', label: 'Reviews' },
] as const;

function SectionNavigation() {
  return (
    <nav aria-label="Page sections">
      <ul className="flex items-center gap-1 md:gap-2">
        {sectionLinks.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function LandingHeader() {
  return <PublicSiteHeader navigation={<SectionNavigation />} />;
}
