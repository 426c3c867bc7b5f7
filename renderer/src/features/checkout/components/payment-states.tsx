import { CreditCard, RefreshCw } from 'lucide-react';
import { LoadError, LoadingSkeleton, SignInPrompt } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonBars, Skeletons } from '@/components/ui/skeleton';
import { CHECKOUT_TEXT } from '../messages';

/** The card form's shape while the provider and the user load, so nothing jumps. */
export function PaymentFormSkeleton() {
  return (
    <LoadingSkeleton label="Loading the payment form" testId="payment-loading" className="flex flex-col gap-5 p-6" card>
      <SkeletonBars sizes={['h-6 w-40', 'h-12 w-full', 'h-11 w-full']} />
      <div className="grid grid-cols-2 gap-3"><Skeletons count={2} className="h-11 w-full" /></div>
      <Skeleton className="h-11 w-full" />
    </LoadingSkeleton>
  );
}

/** No payment provider at all (no Stripe key, not demo mode): the spec's card, and no form. */
export function PaymentNotConfigured() {
  return (
    <Card role="alert" className="flex flex-col items-start gap-4 border-amber-400/30 p-6 sm:p-8" data-testid="payments-not-configured">
      <CreditCard aria-hidden="true" className="size-10 text-amber-300" />
      <h2 className="text-xl font-semibold text-white">{CHECKOUT_TEXT.notConfiguredTitle}</h2>
      <p className="text-slate-300">{CHECKOUT_TEXT.notConfiguredDescription}</p>
    </Card>
  );
}

export function PaymentConfigError(props: { detail?: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError title="We could not load the payment form" testId="payment-config-error" {...props} />;
}

export function CheckoutSignIn({ returnTo }: { returnTo: string }) {
  return (
    <SignInPrompt
      title="Sign in to subscribe"
      description="Your plan belongs to your account: sign in or create one, and you will come straight back to this checkout."
      returnTo={returnTo}
      testId="checkout-sign-in"
    />
  );
}

interface IntentStatusProps {
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * The payment intent's state under the form. The spec only logs a failure; a quiet line with a
 * retry tells the person why the button stays disabled without alarming them.
 */
export function IntentStatus({ failed, retrying, onRetry }: IntentStatusProps) {
  if (!failed) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-400" data-testid="intent-unavailable">
      {CHECKOUT_TEXT.intentUnavailable}
      <Button variant="link" size="sm" onClick={onRetry} disabled={retrying} className="h-auto">
        <RefreshCw aria-hidden="true" className={retrying ? 'size-3.5 animate-spin' : 'size-3.5'} />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </p>
  );
}
