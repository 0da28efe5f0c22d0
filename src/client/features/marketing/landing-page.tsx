import { msg } from '@lingui/core/macro';
import { ClosingCtaSection } from './components/closing-cta-section';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { LandingHeader } from './components/landing-header';
import { PricingSection } from './components/pricing-section';
import { PublicLayout } from './components/public-layout';
import { TestimonialsSection } from './components/testimonials-section';

/** The page's title, as a message: documentTitle (lib/use-document-title.ts) writes it in the page's language. */
export const LANDING_TITLE = msg`Permit and licence tracking for food trucks`;

/**
 * The landing page (docs/product/screens.md#landing-page). Plain links and anchors only: the build prerenders it to HTML that loads no
 * JavaScript (src/client/prerender.tsx), so nothing here may depend on effects or client state. It is
 * prerendered twice: `signedIn` is the version the server sends with a valid session cookie, whose header
 * offers the dashboard (docs/decisions/0009).
 */
export function LandingPage({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <PublicLayout header={<LandingHeader signedIn={signedIn} />}>
      <HeroSection />
      <FeaturesSection />
      <TestimonialsSection />
      <PricingSection />
      <ClosingCtaSection />
    </PublicLayout>
  );
}
