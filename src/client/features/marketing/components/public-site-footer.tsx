import { Link } from 'react-router';
import { BrandLink } from './brand-link';

const footerLinks = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/gdpr', label: 'GDPR Compliance' },
] as const;

export function PublicSiteFooter() {
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-1">
          <BrandLink />
          <p className="max-w-xs text-sm text-muted-foreground">
            Permit and licence tracking for food trucks and other mobile businesses.
          </p>
        </div>
        <nav aria-label="Legal and contact">
          <ul className="grid grid-cols-2 gap-x-6 sm:flex sm:flex-wrap">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-sm text-muted-foreground">
        © {new Date().getFullYear()} PermitPilot. All rights reserved.
      </p>
    </footer>
  );
}
