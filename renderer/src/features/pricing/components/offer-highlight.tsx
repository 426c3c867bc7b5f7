import { Gift, LoaderCircle } from 'lucide-react';
import { MONEY_BACK_DAYS, OFFERS, PLANS, type OfferId } from '../../../../../shared/plans';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../../shared/routes';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isEarnedOffer } from '../lib/checkout-request';
import { formatCents } from '../lib/plan-pricing';

export interface OfferHighlightProps {
  offerId: OfferId;
  pending: boolean;
  busy: boolean;
  onClaim: (offerId: OfferId) => void;
}

/** ?offer=founder|annual|referral (from /offers): that offer first, with its own claim button. */
export function OfferHighlight({ offerId, pending, busy, onClaim }: OfferHighlightProps) {
  const offer = OFFERS[offerId];
  const plan = PLANS[offer.planId];
  const per = offer.interval === 'year' ? 'year' : 'month';
  return (
    <Card
      role="region"
      aria-labelledby="offer-title"
      className="flex flex-col gap-4 border-gold-400/60 bg-gradient-to-br from-gold-400/10 to-navy-900 p-6 sm:flex-row sm:items-center sm:justify-between"
      data-testid="offer-highlight"
      data-offer={offerId}
    >
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Gift aria-hidden="true" className="size-5 text-gold-300" />
          <h2 id="offer-title" className="text-xl font-semibold text-white">
            {offer.title}
          </h2>
          <Badge>{offer.badge}</Badge>
        </div>
        <p className="text-slate-200">{offer.description}</p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-semibold text-white tabular-nums" data-testid="offer-price">
            {formatCents(offer.offerPriceCents)}
          </span>
          <span className="text-slate-400">/{per}</span>
          <s className="text-slate-500 tabular-nums">
            <span className="sr-only">was </span>
            {formatCents(offer.originalPriceCents)}
          </s>
          <span className="text-sm font-semibold text-emerald-200">{offer.savings}</span>
        </p>
        <p className="text-sm text-slate-400">
          {plan.name} plan
          {offer.timeLeft ? ` · ${offer.timeLeft}` : ''}
          {offer.claimed !== null && offer.total !== null ? ` · ${offer.claimed.toLocaleString('en-US')} of ${offer.total.toLocaleString('en-US')} claimed` : ''}
          {` · ${MONEY_BACK_DAYS}-day money-back guarantee`}
        </p>
      </div>
      {isEarnedOffer(offerId) ? (
        <Link to={SCREENS.referral[0]} onClick={() => onClaim(offerId)} className={buttonVariants({ size: 'lg' })} data-testid="offer-claim">
          Invite Friends to Claim
        </Link>
      ) : (
        <Button size="lg" onClick={() => onClaim(offerId)} disabled={busy} aria-busy={pending || undefined} data-testid="offer-claim">
          {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {pending ? 'Starting checkout…' : 'Claim This Offer'}
        </Button>
      )}
    </Card>
  );
}
