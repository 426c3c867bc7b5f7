import { PRODUCT_NAME } from '@/components/brand';
import { AnnouncementBanner } from './components/announcement-banner';
import { ConsumerFooter } from './components/consumer-footer';
import { ConsumerHeader } from './components/consumer-header';
import { ConsumerHero } from './components/consumer-hero';
import { EmailCaptureSection } from './components/email-capture';
import { PersonalisedCtaSection } from './components/personalised-cta';
import { PricingExperimentSection } from './components/pricing-experiment-card';
import { FeaturesSection, ProblemSection } from './components/problem-features';
import { SavingsCalculatorSection } from './components/savings-calculator';
import { AwardsSection, TestimonialsSection } from './components/testimonials-awards';
import { TrustSection } from './components/trust-section';
import { ConsumerOverlays } from './overlays/consumer-overlays';

/**
 * The consumer face of "/" (docs/product.md "Consumer face"), its sections in the spec's order, and
 * the popups mounted once.
 */
export function ConsumerLanding() {
  return (
    <>
      <title>{`${PRODUCT_NAME} · Find and cancel forgotten subscriptions`}</title>
      <AnnouncementBanner />
      <ConsumerHeader />
      <main id="main">
        <ConsumerHero />
        <ProblemSection />
        <FeaturesSection />
        <TrustSection />
        <SavingsCalculatorSection />
        <TestimonialsSection />
        <AwardsSection />
        <PricingExperimentSection />
        <EmailCaptureSection />
        <PersonalisedCtaSection />
      </main>
      <ConsumerFooter />
      <ConsumerOverlays />
    </>
  );
}
