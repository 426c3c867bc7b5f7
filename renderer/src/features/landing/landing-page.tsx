import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@/components/brand';
import { Spinner } from '@/components/ui/spinner';
import { useSiteSettings } from './api/get-site-settings';
import { AllocationEngine } from './components/allocation-engine';
import { FeatureGrid } from './components/feature-grid';
import { Hero } from './components/hero';
import { LandingFooter } from './components/landing-footer';
import { LandingHeader } from './components/landing-header';
import { PartnerSection } from './components/partner-section';
import { openSection, sectionFromHash } from './lib/landing-links';

/**
 * "/": two faces chosen by a site setting (docs/product.md "Landing"), institutional by default.
 * The served page carries the setting (get-site-settings.ts), so the face is in the first paint; without
 * it, the app's loading state shows while the setting loads. If it cannot be read, the default face
 * does, so the home page never fails because of a setting.
 */
/** Loaded only when the consumer face is chosen, so the default face's first load stays small. */
const ConsumerLanding = lazy(() => import('./consumer/consumer-landing').then((m) => ({ default: m.ConsumerLanding })));

export default function LandingPage() {
  const settings = useSiteSettings();
  if (settings.isPending) return <LandingLoading />;
  if (settings.data?.landingFace === 'consumer') {
    return (
      <Suspense fallback={<LandingLoading />}>
        <ConsumerLanding />
      </Suspense>
    );
  }
  return <InstitutionalLanding />;
}

function LandingLoading() {
  return (
    <div className="grid min-h-dvh place-items-center" data-testid="landing-loading">
      <Spinner label={`Loading ${PRODUCT_NAME}`} className="size-8" />
    </div>
  );
}

/** The institutional face (docs/product.md "Institutional face"). */
function InstitutionalLanding() {
  useOpenSectionFromHash();
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

/**
 * "View Performance" is a link to "/#allocation-engine": on that navigation (and on a shared
 * address that carries the hash, which arrives after the setting has loaded) the section scrolls
 * into view and its heading takes focus. Keyed by the location, so a second click works too.
 */
function useOpenSectionFromHash() {
  const location = useLocation();
  useEffect(() => {
    const section = sectionFromHash(location.hash);
    if (!section) return;
    // A hash typed into the address bar makes the browser run its own fragment focus steps (which
    // blur to the page) around this effect, and a page still loading runs them again when the
    // section appears; so the section opens on the frame after them, once the page has loaded.
    let frame = 0;
    const open = () => {
      frame = requestAnimationFrame(() => openSection(document, section));
    };
    if (document.readyState === 'complete') open();
    else window.addEventListener('load', open, { once: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('load', open);
    };
  }, [location.key, location.hash]);
}
