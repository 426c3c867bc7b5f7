import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NewsletterEmailField, type PopupProps } from './newsletter-email-field';
import { toast } from '@/components/ui/use-toast';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { OVERLAY_TOASTS } from '../messages';
import { EXIT_INTENT_EXPIRY_TEXT } from '../lib/overlay-constants';
import { EXIT_INTENT_OFFER, formatCents } from '../lib/popup-offers';
import { OfferCode, PopupActions } from './popup-parts';

/**
 * Exit intent (docs/product.md "Overlays"): 50% off the first month with SAVE50. The discount
 * button stays disabled while the email is empty; the address joins the newsletter with the offer,
 * then the pricing page opens with the code applied.
 */
export function ExitIntentPopup({ open, onClose }: PopupProps) {
  const offer = EXIT_INTENT_OFFER;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="max-w-md"
      title={`Wait! Take ${offer.percentOff}% off your first month`}
      description={`Leave your email and use code ${offer.code} at checkout.`}
      closeLabel="Close offer"
      data-testid="exit-intent-popup"
    >
      <ExitIntentForm onDone={onClose} />
    </Dialog>
  );
}

function ExitIntentForm({ onDone }: { onDone: () => void }) {
  const offer = EXIT_INTENT_OFFER;
  const [email, setEmail] = useState('');
  const navigate = useNavigate();
  const subscribe = useSubscribeNewsletter({
    onSuccess: () => {
      toast(OVERLAY_TOASTS.exitIntentClaimed);
      onDone();
      void navigate(offer.pricingHref);
    },
    onError: (error) => {
      console.error('newsletter subscribe failed', error);
      toast(OVERLAY_TOASTS.newsletterFailed);
    },
  });

  // After showModal() (the dialog's layout effect): the address is what the visitor came here to type.

  const empty = email.trim() === '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (empty || subscribe.isPending) return;
    subscribe.mutate({ email: email.trim(), source: offer.source, offer: offer.offer });
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="rounded-lg border border-gold-400/30 bg-gold-400/5 p-4 text-center">
        <p className="text-sm text-slate-300">{offer.planName} for your first month</p>
        <p className="mt-1 flex items-baseline justify-center gap-2">
          <span className="font-serif text-4xl font-semibold text-gold-200" data-testid="exit-intent-price">
            {formatCents(offer.discountedCents)}
          </span>{' '}
          <span className="text-slate-400">
            {/* The strike-through is visual only: say it in words too. */}
            <span className="sr-only">instead of </span>
            <span className="line-through">{formatCents(offer.priceCents)}</span>
          </span>
        </p>
        <OfferCode code={offer.code} expiry={EXIT_INTENT_EXPIRY_TEXT} />
      </div>
      <NewsletterEmailField label="Email" hint="We add this address to our newsletter, with your offer." value={email} onChange={setEmail} />
      <PopupActions dismissLabel="No thanks" onDismiss={onDone}>
        <Button type="submit" disabled={empty || subscribe.isPending} aria-busy={subscribe.isPending || undefined}>
          {subscribe.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {subscribe.isPending ? 'Claiming...' : `Claim My ${offer.percentOff}% Discount`}
        </Button>
      </PopupActions>
    </form>
  );
}
