import { ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { OFFERS, OfferId } from '../../../../../shared/plans';
import { IconText } from '@/components/icon-text';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { claimedSummary, claimHref, formatOfferPrice, offerPriceParts } from '../lib/offer-format';

type Offer = (typeof OFFERS)[OfferId];

interface OfferCardProps {
  offer: Offer;
  onClaim: (offer: Offer) => void;
}

export function OfferCard({ offer, onClaim }: OfferCardProps) {
  const { price, period } = offerPriceParts(offer.offerPriceCents, offer.interval);
  const claimed = offer.claimed !== null && offer.total !== null ? claimedSummary(offer.claimed, offer.total) : null;
  const headingId = `offer-${offer.id}-title`;
  return (
    <Card className="flex flex-col gap-5 p-6" data-testid={`offer-${offer.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge data-testid="offer-badge">{offer.badge}</Badge>
        {offer.timeLeft ? (
          <IconText icon={Clock} iconClassName="size-4" className="inline-flex items-center gap-1.5 text-sm font-medium text-amber-200" data-testid="offer-time-left">
            {offer.timeLeft}
          </IconText>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="font-serif text-2xl font-semibold text-white">
          {offer.title}
        </h2>
        <p className="text-slate-300">{offer.description}</p>
      </div>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-4xl font-semibold text-white" data-testid="offer-price">
          {price}
        </span>
        {period ? <span className="text-slate-400">{period}</span> : null}
        <span className="text-lg text-slate-500">
          <span className="sr-only">instead of </span>
          <s data-testid="offer-original-price">{formatOfferPrice(offer.originalPriceCents)}</s>
          {period ? null : <span className="text-sm">/{offer.interval}</span>}
        </span>
      </p>
      <p className="font-semibold text-emerald-300" data-testid="offer-savings">
        {offer.savings}
      </p>
      {claimed ? (
        <div className="flex flex-col gap-2">
          <Progress value={claimed.percent} label={`${offer.title}: ${claimed.label}`} indicatorClassName="bg-amber-400" />
          <p className="flex justify-between gap-3 text-sm text-slate-300">
            <span data-testid="offer-claimed">{claimed.label}</span>
            <span className="text-slate-400">{claimed.left.toLocaleString('en-US')} left</span>
          </p>
        </div>
      ) : null}
      <Link
        to={claimHref(offer.id)}
        onClick={() => onClaim(offer)}
        className={buttonVariants({ className: 'mt-auto w-full' })}
        aria-describedby={headingId}
      >
        Claim This Offer
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}
