import { ScanSearch } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CreateCheckoutSessionRequest } from '../../../../shared/contracts/payments';
import { planPriceCents, type OfferId, type Plan } from '../../../../shared/plans';
import { SCREENS } from '../../../../shared/routes';
import { PRODUCT_NAME } from '@/components/brand';
import { ScreenHeader } from '@/components/screen-header';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { trackEvent } from '@/lib/analytics';
import { useCreateCheckoutSession } from './api/create-checkout-session';
import { useCurrentPlan, type CurrentPlan } from './api/get-current-plan';
import { BillingToggle } from './components/billing-toggle';
import { CaseStudies } from './components/case-studies';
import { FaqList } from './components/faq-list';
import { GuaranteeStrip } from './components/guarantee-strip';
import { OfferHighlight } from './components/offer-highlight';
import { PlanCard } from './components/plan-card';
import { QueryNotes } from './components/query-notes';
import { SharePanel } from './components/share-panel';
import { SocialProof } from './components/social-proof';
import { SocialProofTicker } from './components/social-proof-ticker';
import { StickyCta } from './components/sticky-cta';
import { UrgencyBanner } from './components/urgency-banner';
import { isEarnedOffer, offerCheckoutRequest, planCheckoutRequest, safeCheckoutUrl } from './lib/checkout-request';
import { planPrice, pricingPagePlans } from './lib/plan-pricing';
import { parsePricingParams, withDiscount } from './lib/pricing-params';
import { PRICING_EVENTS, settleWithin } from './lib/tracking';
import { PRICING_TOASTS } from './messages';
import { signInHref, useCurrentUser } from '@/lib/current-user';

/** How long the page waits for its tracking call before leaving for checkout. */
const TRACK_BEFORE_LEAVING_MS = 1_000;
/** The pause between the sign-in toast and the move to sign-in (as on /subscriptions). */
const SIGN_IN_REDIRECT_MS = 500;
const PLANS_ON_PAGE = pricingPagePlans();

/** How a plan on the page stands to the subscriber's plan (docs/product.md "Changing plan"), by price at their billing interval. */
function relationTo(plan: Plan, current: CurrentPlan | null | undefined): 'current' | 'upgrade' | 'downgrade' | null {
  if (!current) return null;
  if (plan.id === current.plan) return 'current';
  if (plan.id === 'free') return 'downgrade';
  return planPriceCents(plan.id, current.interval) > planPriceCents(current.plan, current.interval) ? 'upgrade' : 'downgrade';
}

/**
 * /pricing (docs/product.md "Pricing"). Every
 * price, feature and badge comes from shared/plans.ts; the plan buttons ask the server for a
 * checkout session and go where it says.
 */
export default function PricingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parsePricingParams(searchParams), [searchParams]);
  const [isAnnual, setIsAnnual] = useState(false);
  /** Which button started the checkout under way ("plan:pro", "offer:founder"), if any. */
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const plansHeadingRef = useRef<HTMLHeadingElement>(null);
  const viewTracked = useRef(false);
  const checkout = useCreateCheckoutSession();
  const user = useCurrentUser();
  const currentPlan = useCurrentPlan(Boolean(user.data));

  useEffect(() => {
    // Once per visit, also under React's development double-mount.
    if (viewTracked.current) return;
    viewTracked.current = true;
    const query = parsePricingParams(new URLSearchParams(window.location.search));
    void trackEvent(PRICING_EVENTS.view, { discountCode: query.discount, offerId: query.offer });
  }, []);

  useEffect(() => {
    // Coming back from checkout with the browser's back button restores this page as it was left:
    // the button must not keep saying "Starting checkout…".
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPendingKey(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  function startCheckout(key: string, body: CreateCheckoutSessionRequest, tracked: Promise<void>) {
    setPendingKey(key);
    checkout.mutate(body, {
      onSuccess: async (session) => {
        const target = safeCheckoutUrl(session.checkoutUrl, window.location.origin);
        if (target === null) {
          console.warn('Refused a checkout address that is neither this site nor https', session.checkoutUrl);
          setPendingKey(null);
          toast(PRICING_TOASTS.subscriptionFailed);
          return;
        }
        await settleWithin(tracked, TRACK_BEFORE_LEAVING_MS);
        // The button stays busy: the page is leaving for checkout.
        window.location.assign(target);
      },
      onError: (error) => {
        setPendingKey(null);
        if (error.status === 401) {
          // Hosted mode with nobody signed in: sign in, then come back to this very page.
          toast(PRICING_TOASTS.signInRequired);
          const returnTo = `${window.location.pathname}${window.location.search}`;
          window.setTimeout(() => window.location.assign(signInHref(returnTo)), SIGN_IN_REDIRECT_MS);
          return;
        }
        console.warn(error.message, error.cause);
        toast(PRICING_TOASTS.subscriptionFailed);
      },
    });
  }

  function onChoosePlan(plan: Plan) {
    const tracked = trackEvent(PRICING_EVENTS.tier, { tier: plan.id, isAnnual, discountCode: params.discount });
    // Free is a link to the scan: the router moves there, nothing to buy.
    if (plan.id === 'pro' || plan.id === 'business') startCheckout(`plan:${plan.id}`, planCheckoutRequest(plan.id, isAnnual, params.discount), tracked);
  }

  function onClaimOffer(offerId: OfferId) {
    const body = offerCheckoutRequest(offerId);
    const tracked = trackEvent(PRICING_EVENTS.cta, { cta: 'claim_offer', offerId, tier: body.tierId, isAnnual: body.isAnnual ?? false });
    // The referral reward is earned on /referral (its button is a link there); the server sells only priced offers.
    if (!isEarnedOffer(offerId)) startCheckout(`offer:${offerId}`, body, tracked);
  }

  function onBannerClaim() {
    void trackEvent(PRICING_EVENTS.urgencyBanner, { discountCode: 'BETA50' });
    setSearchParams(withDiscount(searchParams, 'BETA50'), { replace: true });
    const heading = plansHeadingRef.current;
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }

  const busy = pendingKey !== null;

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`Pricing · ${PRODUCT_NAME}`}</title>
      <ScreenHeader />
      <UrgencyBanner onClaim={onBannerClaim} />
      {/* Extra room at the bottom so the sticky bar never covers the last section. */}
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-10 px-4 pt-8 pb-28 sm:px-6 sm:pt-10">
        <div className="flex flex-col items-center gap-4 text-center">
          <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Pricing</h1>
          <p className="max-w-2xl text-slate-300">
            Find the subscriptions you forgot, for free. Upgrade when you want every one of them found, reports each month and help
            cancelling.
          </p>
          <SocialProofTicker />
          <QueryNotes params={params} />
        </div>

        {params.offer ? (
          <OfferHighlight offerId={params.offer} pending={pendingKey === `offer:${params.offer}`} busy={busy} onClaim={onClaimOffer} />
        ) : null}

        <section aria-labelledby="plans-heading" className="flex flex-col items-center gap-6">
          <h2 id="plans-heading" ref={plansHeadingRef} tabIndex={-1} className="text-2xl font-semibold text-white focus:outline-none">
            Choose your plan
          </h2>
          <BillingToggle isAnnual={isAnnual} onChange={setIsAnnual} />
          <ul className="grid w-full gap-6 lg:grid-cols-3" data-testid="plan-list">
            {PLANS_ON_PAGE.map((plan) => (
              <li key={plan.id} className="flex">
                <PlanCard
                  plan={plan}
                  price={planPrice(plan.id, isAnnual, params.discount)}
                  pending={pendingKey === `plan:${plan.id}`}
                  busy={busy}
                  onChoose={onChoosePlan}
                  relation={relationTo(plan, currentPlan.data)}
                />
              </li>
            ))}
          </ul>
        </section>

        <GuaranteeStrip />
        <SocialProof />
        <CaseStudies />
        <FaqList />
        <SharePanel />

        <section
          aria-labelledby="final-cta-heading"
          className="flex flex-col items-center gap-3 rounded-xl border border-white/10 bg-navy-900/60 p-6 text-center sm:p-8"
        >
          <h2 id="final-cta-heading" className="text-xl font-semibold text-white">
            Not sure yet? Start with a free scan
          </h2>
          <p className="max-w-xl text-slate-300">See what you are paying for before you decide. No card needed.</p>
          <Link
            to={SCREENS.subscriptions[0]}
            onClick={() => void trackEvent(PRICING_EVENTS.cta, { cta: 'start_free_scan' })}
            className={buttonVariants({ size: 'lg' })}
            data-testid="final-cta"
          >
            <ScanSearch aria-hidden="true" className="size-4" />
            Start Free Scan
          </Link>
        </section>
      </main>
      <StickyCta onClick={() => void trackEvent(PRICING_EVENTS.stickyCta, { cta: 'start_free_scan' })} />
    </div>
  );
}
