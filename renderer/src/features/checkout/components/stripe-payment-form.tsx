import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PaidPlanId } from '../../../../../shared/plans';
import { PayButton } from './pay-button';
import { CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { paymentSuccessPath } from '../lib/checkout-params';
import { loadStripe, type StripeClient, type StripeElements } from '../lib/stripe-js';
import { paymentFailedToast } from '../messages';
import { PaymentCard } from './payment-card';
import { IntentStatus } from './payment-states';

interface StripePaymentFormProps {
  plan: PaidPlanId;
  publishableKey: string | null;
  /** Null until the payment intent exists: Stripe's Payment Element needs it to mount. */
  clientSecret: string | null;
  amountLabel: string;
  intentFailed: boolean;
  retryingIntent: boolean;
  onRetryIntent: () => void;
}

interface Mounted {
  stripe: StripeClient;
  elements: StripeElements;
}

/**
 * Stripe's Payment Element (only when Stripe is the provider). On success Stripe itself sends the
 * browser to return_url; confirmPayment only comes back here with an error to show.
 */
export function StripePaymentForm({ plan, publishableKey, clientSecret, amountLabel, intentFailed, retryingIntent, onRetryIntent }: StripePaymentFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    if (!publishableKey || !clientSecret) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadStripe(publishableKey).then(
      (stripe) => {
        const target = mountRef.current;
        if (cancelled || !target) return;
        const elements = stripe.elements({ clientSecret });
        const element = elements.create('payment');
        element.on('ready', () => {
          if (!cancelled) setReady(true);
        });
        element.mount(target);
        destroy = () => element.destroy();
        setMounted({ stripe, elements });
      },
      (error: unknown) => {
        console.error('Stripe.js could not be loaded', error);
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
      destroy?.();
      setMounted(null);
      setReady(false);
    };
  }, [publishableKey, clientSecret]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mounted || !ready || processing) return;
    setProcessing(true);
    try {
      const result = await mounted.stripe.confirmPayment({
        elements: mounted.elements,
        confirmParams: { return_url: `${window.location.origin}${paymentSuccessPath(plan)}` },
      });
      if (result.error) toast(paymentFailedToast(result.error.message));
    } catch (error) {
      console.error('Stripe confirmPayment failed', error);
      toast(paymentFailedToast(error instanceof Error ? error.message : undefined));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <PaymentCard testId="stripe-payment-form" security="Card details go straight to Stripe; they never reach our server.">
      <CardContent>
        <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-busy={processing}>
          <div ref={mountRef} className="min-h-40 rounded-lg bg-white p-3" />
          {loadFailed ? (
            <p role="alert" className="text-sm text-red-300">
              The secure card form could not be loaded. Check your connection and reload the page.
            </p>
          ) : null}
          <PayButton ready={ready} processing={processing} amountLabel={amountLabel} />
          <IntentStatus failed={intentFailed} retrying={retryingIntent} onRetry={onRetryIntent} />
        </form>
      </CardContent>
    </PaymentCard>
  );
}
