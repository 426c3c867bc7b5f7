import { BadgePercent, Info } from 'lucide-react';
import { DISCOUNT_CODES, PLANS, type DiscountCode } from '../../../../../shared/plans';
import type { PricingParams } from '../lib/pricing-params';

function planNames(code: DiscountCode): string {
  const names = DISCOUNT_CODES[code].appliesTo.map((id) => PLANS[id].name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** What the page made of its query: the code in force, or a quiet word that a code or offer was ignored. */
export function QueryNotes({ params }: { params: PricingParams }) {
  return (
    <div className="flex w-full flex-col items-center gap-2">
      {params.discount ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-emerald-400/40 bg-emerald-400/10 px-4 py-2 text-sm text-emerald-100"
          data-testid="discount-applied"
        >
          <BadgePercent aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Code <span className="font-mono font-semibold">{params.discount}</span> applied: {DISCOUNT_CODES[params.discount].label}. It
            comes off your first payment on {planNames(params.discount)}.
          </span>
        </p>
      ) : null}
      {params.ignoredDiscount !== null ? (
        <p role="status" className="flex items-start gap-2 text-sm text-slate-400" data-testid="discount-ignored">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            “{params.ignoredDiscount}” is not a discount code we know, so prices are shown without one.
          </span>
        </p>
      ) : null}
      {params.ignoredOffer !== null ? (
        <p role="status" className="flex items-start gap-2 text-sm text-slate-400" data-testid="offer-ignored">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>“{params.ignoredOffer}” is not one of our offers, so the regular plans are shown.</span>
        </p>
      ) : null}
    </div>
  );
}
