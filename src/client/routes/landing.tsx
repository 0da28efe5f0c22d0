import { ClosingCtaSection } from '@client/features/marketing/components/closing-cta-section';
import { FeaturesSection } from '@client/features/marketing/components/features-section';
import { HeroSection } from '@client/features/marketing/components/hero-section';
import { LandingHeader } from '@client/features/marketing/components/landing-header';
import { PricingSection } from '@client/features/marketing/components/pricing-section';
import { PublicLayout } from '@client/features/marketing/components/public-layout';
import { TestimonialsSection } from '@client/features/marketing/components/testimonials-section';
import { useDocumentTitle } from '@client/lib/use-document-title';

export function Component() {
  useDocumentTitle('Permit and licence tracking for food trucks');
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
