import { CalendarX, FlaskConical, Info } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatBillingDate } from '../lib/billing-format';

/** docs/product.md "Plan catalogue": without provider keys the demo provider completes the flows "and says so". */
export function DemoPaymentNote() {
  return (
    <p
      className="flex items-start gap-3 rounded-lg border border-fuchsia-300/40 bg-fuchsia-400/5 p-3 text-sm text-fuchsia-100"
      data-testid="demo-payment-note"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">Demo payment.</strong> This app runs the offline demo payment provider: the plan, card
        and invoices below are real records of what you did here, but no card was charged and no money moved.
      </span>
    </p>
  );
}

/** The demo provider's "portal" is this page with ?portal=demo. */
export function DemoPortalNote() {
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-lg border border-sky-400/30 bg-sky-400/5 p-3 text-sm text-sky-100"
      data-testid="demo-portal-note"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">Demo portal.</strong> With Stripe configured, Manage Subscription and Update open
        Stripe&apos;s billing portal to change the card or plan. The demo provider has no portal, so you are back on this page.
      </span>
    </p>
  );
}

/** docs/product.md "Billing": shown while cancel_at_period_end is true, with the date the plan ends. */
export function CancelNotice({ endsOn, focusOnMount }: { endsOn: string; focusOnMount: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  // After a cancel the Cancel button is gone; focus moves here instead of falling to the page.
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-400/40 bg-amber-400/5 p-4 text-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-300"
      data-testid="cancel-notice"
    >
      <CalendarX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        Your subscription is cancelled and stays active until{' '}
        <time dateTime={endsOn} className="font-semibold" data-testid="cancel-notice-date">
          {formatBillingDate(endsOn)}
        </time>
        . You will not be charged again. Changed your mind? Undo cancellation before then.
      </p>
    </div>
  );
}
