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
 * The landing page (docs/product/screens.md#landing-page). Plain links and anchors only: the build prerenders
 * it to HTML that loads no JavaScript (src/client/prerender.tsx), so nothing here may depend on effects or
 * client state.
 */
export function LandingPage() {
  return (
    <PublicLayout header={<LandingHeader />}>
      <HeroSection />
      <FeaturesSection />
      <TestimonialsSection />
      <PricingSection />
      <ClosingCtaSection />
    </PublicLayout>
  );
}
