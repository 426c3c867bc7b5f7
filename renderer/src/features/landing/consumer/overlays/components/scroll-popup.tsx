import { LoaderCircle, SearchCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NewsletterEmailField, type PopupProps } from './newsletter-email-field';
import { toast } from '@/components/ui/use-toast';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { OVERLAY_TOASTS } from '../messages';
import { SCROLL_OFFER } from '../lib/popup-offers';
import { PopupActions } from './popup-parts';

/**
 * The scroll popup (docs/product.md "Overlays"): the free trial, i.e. the free subscription scan.
 * The email is optional: empty, the visitor goes straight to /subscriptions; given, it joins the
 * newsletter (offer free_trial) first.
 */
export function ScrollPopup({ open, onClose }: PopupProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="max-w-md"
      title="Start your free trial"
      description="Scan your transactions for forgotten subscriptions. Free, no card needed."
      closeLabel="Close free trial offer"
      data-testid="scroll-popup"
    >
      <ScrollForm onDone={onClose} />
    </Dialog>
  );
}

function ScrollForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const navigate = useNavigate();
  const start = () => {
    onDone();
    void navigate(SCROLL_OFFER.startHref);
  };
  const subscribe = useSubscribeNewsletter({
    onSuccess: () => {
      toast(OVERLAY_TOASTS.trialClaimed);
      start();
    },
    onError: (error) => {
      console.error('newsletter subscribe failed', error);
      toast(OVERLAY_TOASTS.newsletterFailed);
    },
  });


  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending) return;
    const address = email.trim();
    if (address === '') return start();
    subscribe.mutate({ email: address, source: SCROLL_OFFER.source, offer: SCROLL_OFFER.offer });
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5">
      <ul className="flex flex-col gap-2 text-sm text-slate-300">
        {['Finds recurring charges you forgot about', 'Shows how to cancel each one', 'Tracks what you save'].map((line) => (
          <li key={line} className="flex items-start gap-2">
            <SearchCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
            {line}
          </li>
        ))}
      </ul>
      <NewsletterEmailField label="Email (optional)" hint="Add it to get savings tips from our newsletter, or leave it empty and start scanning." value={email} onChange={setEmail} />
      <PopupActions dismissLabel="Maybe later" onDismiss={onDone}>
        <Button type="submit" disabled={subscribe.isPending} aria-busy={subscribe.isPending || undefined}>
          {subscribe.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {subscribe.isPending ? 'Starting...' : 'Start Free Trial'}
        </Button>
      </PopupActions>
    </form>
  );
}
