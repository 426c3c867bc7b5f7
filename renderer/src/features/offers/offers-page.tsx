import { Check, ShieldCheck } from 'lucide-react';
import { MONEY_BACK_DAYS, OFFER_IDS, OFFERS, PLANS, type OfferId } from '../../../../shared/plans';
import { PRODUCT_NAME } from '@/components/brand';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Card } from '@/components/ui/card';
import { trackEvent } from '@/lib/analytics';
import { OfferCard } from './components/offer-card';

/** Every offer sells the same plan (the catalogue's Premium); its features are listed once. */
const OFFER_PLAN = PLANS[OFFERS.founder.planId];

/**
 * /offers (docs/product.md "Offers"): the catalogue's three offers. Claim This Offer records a
 * click_offer event and goes on to /pricing?offer={offerId}, where the price is charged from the
 * same catalogue.
 */
export default function OffersPage() {
  function onClaim(offer: (typeof OFFERS)[OfferId]) {
    // Tracking never holds the visitor up: it does not throw and the navigation does not wait.
    void trackEvent('click_offer', { offerId: offer.id, planId: offer.planId, value: offer.offerPriceCents / 100 });
  }

  return (
    <ScreenPage tabTitle="Offers" width="max-w-6xl" gap="gap-8">
      <ScreenTitle
        title="Offers"
        gap="gap-2"
      >
        Three ways into {PRODUCT_NAME} {OFFER_PLAN.name}: founder pricing, a year for the price of nine months, or free months for
        every friend you bring.
      </ScreenTitle>

      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {OFFER_IDS.map((id) => (
          <OfferCard key={id} offer={OFFERS[id]} onClaim={onClaim} />
        ))}
      </div>

      <p
        className="flex items-start gap-3 rounded-lg border border-emerald-400/30 bg-emerald-400/5 p-4 text-emerald-100"
        data-testid="money-back-note"
      >
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong className="font-semibold">{MONEY_BACK_DAYS}-day money-back guarantee</strong> on every offer: ask within{' '}
          {MONEY_BACK_DAYS} days of your first purchase and you get a full refund.
        </span>
      </p>

      <Card className="flex flex-col gap-4 p-6">
        <h2 className="text-xl font-semibold text-white">What {OFFER_PLAN.name} includes</h2>
        <ul className="grid gap-2 sm:grid-cols-2" data-testid="offer-plan-features">
          {OFFER_PLAN.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-slate-200">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              {feature}
            </li>
          ))}
        </ul>
      </Card>

      <p className="text-xs text-slate-500">
        Time left and places claimed are the campaign&apos;s published figures, not a live count.
      </p>
    </ScreenPage>
  );
}
