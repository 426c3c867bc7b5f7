import { useQuery } from '@tanstack/react-query';
import { Check, Clock, Crown, LayoutDashboard, ReceiptText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paymentsApi } from '../../../../shared/api/payments';
import type { Purchase } from '../../../../shared/contracts/payments';
import { SCREENS } from '../../../../shared/routes';
import { PLANS } from '../../../../shared/plans';
import { EmptyState } from '@/components/empty-state';
import { LoadError, SignInPrompt } from '@/components/load-states';
import { ScreenPage } from '@/components/screen-page';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { trackEvent } from '@/lib/analytics';
import { ApiError, apiQuery } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { claimPurchaseEvent, parseSessionId } from './lib/purchase-once';

const SUCCESS_PATH = SCREENS.success[0];
/** While the provider has not confirmed the payment yet, ask again this often, for this long. */
const PENDING_POLL_MS = 2_000;
const PENDING_POLL_LIMIT_MS = 60_000;

/**
 * /success?session_id= (docs/product.md "Checkout"): the welcome after a completed purchase, and
 * only then. The server confirms the session id is the caller's own completed checkout and says
 * which plan was bought; without one the page says there is no purchase to confirm. The purchase
 * analytics event (the amount paid, USD, transaction id = session_id) goes out once per session.
 */
export default function PremiumWelcomePage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const sessionId = parseSessionId(searchParams.get('session_id'));
  const user = useCurrentUser();
  const [pollExpired, setPollExpired] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPollExpired(true), PENDING_POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const purchase = useQuery({
    ...apiQuery(paymentsApi.purchase, { query: { session_id: sessionId ?? '' } }),
    enabled: sessionId !== null && Boolean(user.data),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' && !pollExpired ? PENDING_POLL_MS : false),
  });
  const completed = purchase.data?.status === 'completed' ? purchase.data : null;

  useEffect(() => {
    if (!completed || sessionId === null || !claimPurchaseEvent(sessionId)) return;
    void trackEvent('purchase', {
      path: SUCCESS_PATH,
      plan: completed.plan,
      value: completed.amount / 100,
      currency: 'USD',
      transaction_id: sessionId,
    });
  }, [completed, sessionId]);

  let body;
  let tabTitle = 'Your purchase';
  // The sign-in and error cards bring an h2 only: the page then gives itself a hidden h1.
  let hasOwnHeading = true;
  if (sessionId === null || (purchase.error instanceof ApiError && purchase.error.status === 404)) {
    body = <NoPurchase />;
  } else if (user.data === null) {
    hasOwnHeading = false;
    body = (
      <SignInPrompt
        title="Sign in to see your purchase"
        description="Your purchase belongs to your account. Sign in and you will come straight back here."
        returnTo={`${location.pathname}${location.search}`}
        testId="purchase-sign-in"
      />
    );
  } else if (user.isError || purchase.isError) {
    const error = user.error ?? purchase.error;
    hasOwnHeading = false;
    body = (
      <LoadError
        title="We could not check your purchase"
        detail={error?.message}
        onRetry={() => void (user.isError ? user.refetch() : purchase.refetch())}
        retrying={user.isFetching || purchase.isFetching}
        testId="purchase-error"
      />
    );
  } else if (!purchase.data) {
    body = (
      <Card className="flex flex-col items-center gap-4 p-10 text-center" data-testid="purchase-checking">
        <Spinner className="size-10" label="Checking your purchase" />
        <h1 className="text-xl font-semibold text-white">Checking your purchase</h1>
      </Card>
    );
  } else if (!completed) {
    tabTitle = 'Your payment is being confirmed';
    body = <PendingPurchase purchase={purchase.data} polling={!pollExpired} />;
  } else {
    const plan = PLANS[completed.plan];
    tabTitle = `Welcome to ${plan.name}`;
    body = (
      <>
        <div className="flex flex-col items-start gap-3">
          <Crown aria-hidden="true" className="size-12 text-gold-400" />
          <h1 className="font-serif text-3xl font-semibold text-white sm:text-4xl">Welcome to the {plan.name} plan!</h1>
          <p className="max-w-2xl text-lg text-slate-300">{plan.description}</p>
        </div>
        <Card className="flex flex-col gap-5 p-6 sm:p-8">
          <h2 className="text-lg font-semibold text-white">What {plan.name} includes</h2>
          <ul className="flex flex-col gap-3" data-testid="premium-features">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-slate-200">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
                {feature}
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={SCREENS.dashboard[0]} className={buttonVariants({ size: 'lg' })}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              Go to Dashboard
            </Link>
            <Link to={SCREENS.billing[0]} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              <ReceiptText aria-hidden="true" className="size-4" />
              See it in Billing
            </Link>
          </div>
        </Card>
      </>
    );
  }

  return (
    <ScreenPage tabTitle={tabTitle} width="max-w-3xl">
      {hasOwnHeading ? null : <h1 className="sr-only">Your purchase</h1>}
      {body}
    </ScreenPage>
  );
}

/** No session id, or one that is not the caller's purchase: nothing to welcome anyone to. */
function NoPurchase() {
  return (
    <EmptyState
      icon={ReceiptText}
      title="There is no purchase to confirm"
      heading="h1"
      testId="no-purchase"
      actions={
        <Link to={SCREENS.pricing[0]} className={buttonVariants()}>
          See plans and pricing
        </Link>
      }
    >
      This page confirms a completed checkout. We found none for this link on your account, so nothing was bought here.
    </EmptyState>
  );
}

function PendingPurchase({ purchase, polling }: { purchase: Purchase; polling: boolean }) {
  const plan = PLANS[purchase.plan];
  return (
    <Card className="flex flex-col gap-4 p-6 sm:p-8" data-testid="purchase-pending">
      <div className="flex items-start gap-3">
        <Clock aria-hidden="true" className="size-8 shrink-0 text-amber-300" />
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold text-white">Your payment is being confirmed</h1>
          <p className="text-slate-300">
            The payment provider has not confirmed your {plan.name} purchase yet. This usually takes a few seconds.
          </p>
          <p role="status" className="text-sm text-slate-400">
            {polling ? 'Checking again automatically…' : 'Reload this page to check again, or see your plan in Billing.'}
          </p>
        </div>
      </div>
      <Link to={SCREENS.billing[0]} className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
        Go to Billing
      </Link>
    </Card>
  );
}
