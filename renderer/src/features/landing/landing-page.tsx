import { PRODUCT_NAME } from '@/components/brand';
import { AllocationEngine } from './components/allocation-engine';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { LandingFooter } from './components/landing-footer';
import { LandingHeader } from './components/landing-header';
import { PartnerSection } from './components/partner-section';

/** "/": the institutional landing page (spec core section 2). */
export default function LandingPage() {
  return (
    <>
      <title>{`${PRODUCT_NAME} · Institutional Wealth Management`}</title>
      <LandingHeader />
      <main id="main">
        <Hero />
        <AllocationEngine />
        <FeatureGrid />
        <PartnerSection />
      </main>
      <LandingFooter />
    </>
  );
}
