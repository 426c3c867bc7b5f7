import { TrendingDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { IconText } from '@/components/icon-text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { PopupProps } from './newsletter-email-field';
import { PRICE_DROP_EXPIRY_TEXT } from '../lib/overlay-constants';
import { formatCents, PRICE_DROP_OFFER } from '../lib/popup-offers';
import { OfferCode, PopupActions } from './popup-parts';

/**
 * For a visitor back after more than 24 hours (docs/product.md "Overlays"): 20% off Pro with
 * WELCOME20, $7.20 instead of $9, as a link to the pricing page with the code applied.
 */
export function PriceDropPopup({ open, onClose }: PopupProps) {
  const offer = PRICE_DROP_OFFER;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="max-w-md"
      title={`Welcome back: ${offer.planName} just got cheaper`}
      description={`${offer.percentOff}% off ${offer.planName} for your first month with code ${offer.code}.`}
      closeLabel="Close price drop offer"
      data-testid="price-drop-popup"
    >
      <div className="flex flex-col gap-5">
        <div className="rounded-lg border border-emerald-400/30 bg-emerald-400/5 p-4 text-center">
          <IconText as="p" icon={TrendingDown} iconClassName="size-4" className="flex items-center justify-center gap-2 text-sm text-emerald-200">
            Price drop
          </IconText>
          <p className="mt-1 flex items-baseline justify-center gap-2" data-testid="price-drop-price">
            <span className="font-serif text-4xl font-semibold text-white">{formatCents(offer.discountedCents)}</span>{' '}
            <span className="text-slate-300">
              instead of <span className="line-through">{formatCents(offer.priceCents)}</span>
            </span>
          </p>
          <OfferCode code={offer.code} expiry={PRICE_DROP_EXPIRY_TEXT} />
        </div>
        <PopupActions dismissLabel="No thanks" onDismiss={onClose}>
          <Button asChild>
            <Link to={offer.pricingHref} onClick={onClose}>
              Get {offer.planName} for {formatCents(offer.discountedCents)}
            </Link>
          </Button>
        </PopupActions>
      </div>
    </Dialog>
  );
}
